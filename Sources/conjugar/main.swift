import ConjugarCLI

// No module of the binary imports Foundation, only FoundationEssentials (settings, dates): the
// loader maps neither Foundation nor ICU, which start-up would otherwise pay for on every run
// (docs/performance.md).

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

exit(CLI.run(.live))
