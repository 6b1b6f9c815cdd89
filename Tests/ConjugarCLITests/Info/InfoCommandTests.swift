import ConjugarCore
import Foundation
import SeededRandom
import Testing

@testable import ConjugarCLI

/// `conjugar info`, run in-process.
@Suite struct InfoCommandTests {
  @Test func withoutATopicItListsEveryTopic() throws {
    let result = run("info")
    #expect(result.status == 0)
    #expect(result.output.hasPrefix(TopicList.introduction))
    for id in TenseID.allCases.map(\.id) + ["vos", "vosotros", "moods", "spelling-2010"] {
      #expect(result.output.contains("\n  \(id) "), "\(id)")
    }
    #expect(result.errorOutput.isEmpty)
  }

  @Test(arguments: [
    (["info", "presente", "de", "subjuntivo"], "subjuntivo · presente (subjuntivo.presente)"),
    (["info", "pretérito indefinido"], "indicativo · pretérito perfecto simple"),
    (["info", "preterito", "indefinido"], "indicativo · pretérito perfecto simple"),
    (["info", "Present Subjunctive"], "subjuntivo · presente"),
    (["info", "conditional", "perfect"], "indicativo · condicional compuesto"),
    (["info", "indicativo.futuro"], "indicativo · futuro simple (indicativo.futuro)"),
    (
      ["info", "subjuntivo · pretérito imperfecto (-se)"], "subjuntivo · pretérito imperfecto (-se)"
    ),
    (["info", "voseo"], "vos\n"),
    (["info", "participle"], "participio\n"),
  ])
  func aTopicIsFoundByAnyOfItsNames(_ arguments: [String], _ firstLine: String) {
    let result = TestEnvironment(arguments).run()
    #expect(result.status == 0)
    #expect(result.output.hasPrefix(firstLine))
  }

  @Test func aTenseTopicShowsTheEnginesRegularForms() {
    let output = run("info", "indicativo.presente").output
    #expect(output.contains("\n  yo                   habl-o       com-o       viv-o\n"))
    #expect(output.contains("\n  vos                  habl-ás      com-és      viv-ís\n"))
  }

  @Test func vosAppearsInTheEndingsOnlyWhereItDiffersFromTu() {
    #expect(!run("info", "indicativo.imperfecto").output.contains("\n  vos "))
    #expect(run("info", "imperativo.afirmativo").output.contains("\n  vos "))
  }

  @Test func quotedFormsPrintPlain() {
    let output = run("info", "indicativo.presente").output
    #expect(output.contains("Vivo en Lima con mi hermana."))
    #expect(!output.contains("{"))
  }

  @Test func anUnknownTopicExits64WithTheThreeClosestTopics() {
    let result = run("info", "voseoo")
    #expect(result.status == 64)
    #expect(result.output.isEmpty)
    #expect(
      result.errorOutput == "conjugar: error: no topic 'voseoo'; closest: vos, moods, vosotros\n"
        + "Run 'conjugar info' to list the topics.\n")
  }

  @Test func aWordSharedByManyTopicsSuggestsThem() {
    let result = run("info", "past")
    #expect(result.status == 64)
    #expect(result.errorOutput.hasPrefix("conjugar: error: no topic 'past'; closest: "))
    #expect(result.errorOutput.contains("indicativo.preterito"))
  }

  @Test func helpPrintsTheUsage() {
    let result = run("info", "--help")
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("usage: conjugar info\n       conjugar info TOPIC\n"))
  }

  @Test func anOptionIsAUsageError() {
    let result = run("info", "--vos", "presente")
    #expect(result.status == 64)
    #expect(result.errorOutput.hasPrefix("conjugar: error: unknown option '--vos'"))
    #expect(result.errorOutput.hasSuffix("Run 'conjugar info --help' for usage.\n"))
  }

  @Test func headingsAreBoldOnATerminalUnlessNoColor() {
    var environment = TestEnvironment(["info", "vos"])
    environment.outputIsTerminal = true
    #expect(environment.run().output.hasPrefix("\u{1B}[1mvos\u{1B}[0m\n"))
    environment.variables["NO_COLOR"] = "1"
    #expect(environment.run().output.hasPrefix("vos\n"))
  }

  @Test func brokenTopicsExit70WithTheirLine() {
    let errors = TestBox([UInt8]())
    let environment = AppEnvironment(
      arguments: ["info"], variables: [:], standardInput: ByteSource { _ in 0 },
      standardInputIsRegularFile: false, standardOutput: ByteSink { _ in 0 },
      standardError: ByteSink { bytes in
        errors.modify { $0.append(contentsOf: bytes) }
        return 0
      },
      standardOutputIsTerminal: false, standardErrorIsTerminal: false, processorCount: 1,
      settingsStore: .inMemory(), warningLog: .always, now: { Date.testEpoch },
      requestReview: {}, makeConjugator: { try TestConjugator.shared.get() },
      standardInputIsTerminal: false, random: SplitMix64(seed: 0))
    var command = InfoCommand(arguments: [], environment: environment)
    command.text = "=== x\ntitle: t\n\nText."
    #expect(command.run() == 70)
    #expect(
      String(decoding: errors.value, as: UTF8.self)
        == "conjugar: error: the bundled info topics are broken: info.txt:1: no group:\n")
  }
}
