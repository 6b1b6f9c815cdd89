import Foundation
import Testing

@testable import ConjugarCLI

@Suite struct OutputTests {
  @Test func aClosedPipeEndsQuietlyWith74() {
    var environment = TestEnvironment(["hablar"])
    environment.outputFailure = EPIPE
    let result = environment.run()
    #expect(result.status == 74)
    #expect(result.errorOutput.isEmpty)
  }

  @Test func anotherWriteErrorIsReported() {
    var environment = TestEnvironment(["hablar"])
    environment.outputFailure = ENOSPC
    let result = environment.run()
    #expect(result.status == 74)
    #expect(
      result.errorOutput
        == "conjugar: error: cannot write to standard output: No space left on device\n")
  }

  @Test func aBatchStopsAtTheFirstFailedWrite() {
    var environment = TestEnvironment(["-f", "tsv", "-"])
    environment.input = "hablar\nxyz\n"
    environment.outputFailure = EPIPE
    let result = environment.run()
    #expect(result.status == 74)
    #expect(result.errorOutput.isEmpty)
  }

  @Test func helpGoesToStandardOutputAndExits0() {
    let result = run("--help")
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("usage: conjugar [options] VERB|FORM..."))
    #expect(result.errorOutput.isEmpty)
  }

  @Test(arguments: ConjugateOption.allCases)
  func helpMentionsEveryOption(_ option: ConjugateOption) {
    #expect(run("--help").output.contains("--" + option.spec.long))
  }

  @Test(arguments: ["0", "1", "64", "70", "74"])
  func helpDocumentsEveryExitStatus(_ status: String) {
    #expect(run("--help").output.contains("\n  \(status) "))
  }

  /// `-h` is what a newcomer needs on one screen: usage, five examples, the commands, and
  /// where the rest is; `--help` is the whole text.
  @Test func dashHIsBriefAndDashDashHelpIsWhole() {
    let brief = run("-h")
    #expect(brief.status == 0)
    #expect(brief.output.hasPrefix("usage: conjugar [options] VERB|FORM..."))
    #expect(brief.outputLines.count <= 24)
    #expect(brief.outputLines.allSatisfy { $0.count < 80 })
    let examples = brief.outputLines.filter { $0.hasPrefix("  conjugar ") }
    #expect(examples.count == 5)
    for command in CommandLineInterface.commands.dropFirst() {
      #expect(brief.output.contains("\n  \(command.name ?? "")  "))
    }
    #expect(brief.output.contains("conjugar --help"))
    #expect(!brief.output.contains("Exit status:"))
    #expect(run("--help").outputLines.count > 100)
    #expect(run("hablar", "-h").output == brief.output)
    #expect(run("-h", "--help").output == brief.output)
    #expect(run("--help", "-h").output == run("--help").output)
  }

  @Test func helpFitsIn80Columns() {
    for line in run("--help").outputLines {
      #expect(line.count < 80, "\(line)")
    }
  }

  @Test func versionPrintsTheVersion() {
    let output = run("--version").output
    #expect(output.hasPrefix("conjugar 0.1.0\n"))
    // The licences of the data the binary carries go with it.
    for name in ["conjugate-esp", "Jiri Mracek", "CC BY-SA", "NOTICE", "LICENSE"] {
      #expect(output.contains(name))
    }
    #expect(output.split(separator: "\n").allSatisfy { $0.count <= 80 })
  }

  @Test func brokenTablesExit70() {
    struct Broken: Error {}
    var environment = TestEnvironment(["hablar"])
    environment.conjugator = .failure(Broken())
    let result = environment.run()
    #expect(result.status == 70)
    #expect(result.errorOutput.hasPrefix("conjugar: error: the bundled verb tables are broken"))
  }

  @Test func theBufferWritesInLargeChunks() {
    let writes = TestBox(0)
    let buffer = OutputBuffer(
      sink: ByteSink { _ in
        writes.modify { $0 += 1 }
        return 0
      })
    for _ in 0..<10_000 { buffer.append("hablar\tindicativo.presente\tyo\thablo\n") }
    buffer.flush()
    #expect(writes.value <= 10_000 * 37 / OutputBuffer.chunkSize + 1)
  }
}
