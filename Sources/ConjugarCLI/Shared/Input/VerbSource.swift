/// Where the verbs of a run come from, in the order given on the command line.
enum VerbSource: Equatable, Sendable {
  /// A verb typed as an argument.
  case word(String)
  /// One verb per line from standard input (`-`).
  case standardInput
  /// One verb per line from a file (`--file PATH`).
  case file(String)
  /// Every bundled verb (`--all`).
  case all
}
