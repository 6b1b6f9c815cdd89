import Foundation
import Testing

@testable import ConjugarCLI

@Suite struct BatchTests {
  private func batch(_ input: String, _ arguments: String...) -> CLIResult {
    var environment = TestEnvironment(["-f", "tsv", "-t", "infinitivo"] + arguments + ["-"])
    environment.input = input
    return environment.run()
  }

  @Test func verbsFromStandardInputKeepTheirOrder() {
    let result = batch("ser\nestar\nhaber\n")
    #expect(result.status == 0)
    #expect(
      result.output
        == "ser\tinfinitivo\t-\tser\nestar\tinfinitivo\t-\testar\nhaber\tinfinitivo\t-\thaber\n")
  }

  @Test func blankLinesAndCommentsAreSkipped() {
    let result = batch("# deck 1\n\nser\n   \n  # more\nestar")
    #expect(result.status == 0)
    #expect(result.output.split(separator: "\n").count == 2)
  }

  @Test func aBadLineIsReportedWithItsNumberAndTheBatchGoesOn() {
    let result = batch("ser\n\nxyz\nestar\n")
    #expect(result.status == 1)
    #expect(result.output.split(separator: "\n").count == 2)
    #expect(result.errorOutput == "conjugar: error: <stdin>:3: 'xyz' is not a Spanish verb\n")
  }

  @Test func windowsLineEndingsAreAccepted() {
    #expect(batch("ser\r\nestar\r\n").output.split(separator: "\n").count == 2)
  }

  @Test func argumentsAndStandardInputRunInCommandLineOrder() {
    var environment = TestEnvironment(["-f", "list", "-t", "infinitivo", "ser", "-", "ir"])
    environment.input = "estar\n"
    #expect(environment.run().output == "ser\nestar\nir\n")
  }

  /// A co-process writing a verb and waiting for its answer gets it before the next read.
  @Test func outputIsFlushedBeforeWaitingForTheNextVerbFromAPipe() {
    var environment = TestEnvironment(["-f", "tsv", "-"])
    environment.input = "ser\nestar\nir\n"
    environment.inputArrivesLineByLine = true
    #expect(environment.run().outputWrites == 3)
  }

  @Test func verbsAlreadyReadFromAPipeAreWrittenTogether() {
    var environment = TestEnvironment(["-f", "tsv", "-"])
    environment.input = "ser\nestar\nir\n"
    #expect(environment.run().outputWrites == 1)
  }

  @Test func outputFromARegularFileIsWrittenInLargeChunks() {
    var environment = TestEnvironment(["-f", "tsv", "-"])
    environment.input = "ser\nestar\nir\n"
    environment.inputIsRegularFile = true
    #expect(environment.run().outputWrites == 1)
  }

  @Test func formsFromStandardInputAreLookedUpAndABadOneDoesNotStopThem() {
    var environment = TestEnvironment(["--lookup", "-f", "tsv", "--no-vos", "-"])
    environment.input = "tuvieron\nxyz\nhe hablado\nhablar\n"
    let result = environment.run()
    #expect(result.status == 1)
    #expect(
      result.output == """
        tuvieron\ttener\tindicativo.preterito\tellos\t-
        he hablado\thablar\tindicativo.perfecto\tyo\t-
        hablar\thablar\tinfinitivo\t-\t-

        """)
    #expect(
      result.errorOutput == "conjugar: error: <stdin>:2: no Spanish verb form matches 'xyz'\n")
  }

  @Test func lookupsFromAPipeAreFlushedOneByOne() {
    var environment = TestEnvironment(["--lookup", "-f", "tsv", "-"])
    environment.input = "fue\nme lavo\nno vengas\n"
    environment.inputArrivesLineByLine = true
    #expect(environment.run().outputWrites == 3)
  }

  /// A batch conjugates infinitives only: a form is an error naming its verbs, and prints
  /// nothing, so that every output line is a cell.
  @Test func aFormInABatchIsAnErrorNamingItsVerbs() {
    var environment = TestEnvironment([
      "-f", "list", "-t", "indicativo.preterito", "-p", "nosotros", "-",
    ])
    environment.input = "ser\nfuimos\nir\n"
    let result = environment.run()
    #expect(result.status == 1)
    #expect(result.output == "fuimos\nfuimos\n")
    #expect(
      result.errorOutput
        == "conjugar: error: <stdin>:2: 'fuimos' is a form of ser and ir, not an infinitive; "
        + "to look up forms, use --lookup\n")
  }

  /// (JSON lists the error in its errors array, as every failure.)
  @Test(arguments: [["-f", "tsv", "tuvieron"], ["-f", "list", "tuvieron"], ["ser", "tuvieron"]])
  func aFormArgumentIsAnErrorInAMachineFormatOrWithOtherVerbs(_ arguments: [String]) {
    let result = TestEnvironment(["-t", "infinitivo"] + arguments).run()
    #expect(result.status == 1)
    #expect(!result.output.contains("tener"))
    #expect(
      result.errorOutput.contains(
        "'tuvieron' is a form of tener, not an infinitive; to look up forms, use --lookup"))
  }

  @Test func aByteOrderMarkStartingTheInputIsDropped() {
    let result = batch("\u{FEFF}ser\nestar\n")
    #expect(result.status == 0)
    #expect(result.output == "ser\tinfinitivo\t-\tser\nestar\tinfinitivo\t-\testar\n")
  }

  @Test func verbsAreReadFromAFile() throws {
    try withTemporaryFile("# verbs\nser\nxyz\n\nir\n") { path in
      let result = TestEnvironment(["-f", "list", "-t", "infinitivo", "--file", path]).run()
      #expect(result.status == 1)
      #expect(result.output == "ser\nir\n")
      #expect(result.errorOutput == "conjugar: error: \(path):3: 'xyz' is not a Spanish verb\n")
    }
  }

  @Test func aByteOrderMarkStartingAFileIsDropped() throws {
    try withTemporaryFile("\u{FEFF}# verbs\nser\n") { path in
      let result = TestEnvironment(["-f", "list", "-t", "infinitivo", "--file", path]).run()
      #expect(result.status == 0)
      #expect(result.output == "ser\n")
    }
  }

  @Test func aMissingFileIsAnInputError() {
    let result = run("--file", "/nonexistent/verbs.txt")
    #expect(result.status == 74)
    #expect(result.errorOutput.contains("cannot open /nonexistent/verbs.txt: No such file"))
  }

  @Test func aFileNameIsEchoedEscapedAndCut() {
    let name = "/nonexistent/\u{1B}]0;pwned\u{07}" + String(repeating: "d", count: 10_000)
    let result = run("--file", name)
    #expect(result.status == 74)
    #expect(!result.errorOutput.contains("\u{1B}"))
    #expect(result.errorOutput.hasPrefix("conjugar: error: cannot open /nonexistent/\\x1B]0;pwned"))
    #expect(result.errorOutput.count < 250)
  }

  @Test func allConjugatesEveryBundledVerbInTableOrder() throws {
    let result = runSmall("--all", "-f", "list", "-t", "infinitivo")
    #expect(result.status == 0)
    #expect(result.output == TestConjugator.smallVerbs.map { $0 + "\n" }.joined())
  }

  @Test func allCanBeNarrowedToAModel() {
    let output = runSmall("--all", "--model", "contar", "-f", "list", "-t", "infinitivo").output
    #expect(output == "contar\nencontrar\n")
  }

  @Test func allCanBeNarrowedToIrregularVerbs() {
    let output = runSmall("--all", "--irregular", "-f", "list", "-t", "infinitivo").output
    #expect(!output.contains("hablar"))
    #expect(output.contains("tener"))
  }

  private func withTemporaryFile(_ text: String, _ body: (String) throws -> Void) throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("conjugar-batch-\(UUID().uuidString).txt")
    try Data(text.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    try body(url.path)
  }
}
