import Foundation
import SeededRandom
import Testing

@testable import ConjugarCLI

/// Long output on a terminal goes through the pager, started through the injected launcher on
/// a terminal of an injected size; no real pager is ever started.
@Suite struct PagerTests {
  /// A run on a 24-line terminal (standard output and error), with `variables`.
  private func terminal(_ arguments: [String], _ variables: [String: String] = [:])
    -> TestEnvironment
  {
    var environment = TestEnvironment(arguments)
    environment.outputIsTerminal = true
    environment.errorIsTerminal = true
    environment.terminalSize = TerminalSize(rows: 24, columns: 80)
    environment.variables = ["CONJUGAR_NO_REVIEW_PROMPT": "1"].merging(variables) { $1 }
    return environment
  }

  /// What the same arguments print when nothing is paged.
  private func unpaged(_ arguments: [String]) -> String {
    var environment = terminal(arguments)
    environment.terminalSize = nil
    return environment.run().output
  }

  @Test func aTableTallerThanTheScreenGoesThroughLess() {
    let environment = terminal(["hablar"])
    let result = environment.run()
    let record = environment.pager.record.value
    #expect(result.status == 0)
    #expect(result.output.isEmpty)
    #expect(record.text == unpaged(["hablar"]))
    #expect(record.launches.map(\.command) == ["less -FRX"])
    #expect(record.launches.first?.variables["LESS"] == "FRX")
    #expect(record.finished == 1)
  }

  @Test func aTableThatFitsIsWrittenDirectly() {
    let environment = terminal(["-t", "presente", "hablar"])
    let result = environment.run()
    #expect(result.output == unpaged(["-t", "presente", "hablar"]))
    #expect(result.output.split(separator: "\n").count < 24)
    #expect(environment.pager.record.value.launches.isEmpty)
  }

  @Test func aNarrowScreenCountsWrappedLines() {
    var measure = ScreenMeasure()
    measure.columns = 10
    measure.add(Array("\u{1B}[1mhablar\u{1B}[0m\n".utf8))
    measure.add(Array("hablábamos hablábamos\n\n".utf8))
    #expect(measure.rows == 1 + 3 + 1)
  }

  @Test(arguments: [
    ["--no-pager", "hablar"], ["--format", "tsv", "hablar"], ["--format", "json", "hablar"],
    ["--format", "list", "hablar"], ["--list-verbs", "ha"], ["--list-models"],
    ["settings"], ["--version"],
  ])
  func thisOutputIsNeverPaged(_ arguments: [String]) {
    let environment = terminal(arguments)
    let result = environment.run()
    #expect(environment.pager.record.value.launches.isEmpty)
    #expect(!result.output.isEmpty)
  }

  @Test func tablesOfVerbsTypedOnStandardInputAreNotPaged() {
    var environment = terminal(["-"])
    environment.input = "hablar\n"
    #expect(environment.run().output.contains("hablábamos"))
    #expect(environment.pager.record.value.launches.isEmpty)
    environment.inputIsRegularFile = true
    #expect(environment.run().output.isEmpty)
    #expect(environment.pager.record.value.launches.count == 1)
  }

  @Test(arguments: [
    ["CONJUGAR_PAGER": ""], ["PAGER": ""], ["PAGER": "cat"], ["TERM": "dumb"],
    ["CONJUGAR_PAGER": "", "PAGER": "more"],
  ])
  func theEnvironmentTurnsPagingOff(_ variables: [String: String]) {
    let environment = terminal(["--color", "never", "hablar"], variables)
    #expect(environment.run().output == unpaged(["--color", "never", "hablar"]))
    #expect(environment.pager.record.value.launches.isEmpty)
  }

  @Test func notATerminalIsNeverPaged() {
    var environment = terminal(["hablar"])
    environment.outputIsTerminal = false
    #expect(!environment.run().output.isEmpty)
    #expect(environment.pager.record.value.launches.isEmpty)
  }

  @Test func conjugarPagerWinsOverPagerAndLessKeepsTheUsersOptions() {
    let environment = terminal(
      ["hablar"], ["CONJUGAR_PAGER": "most -s", "PAGER": "more", "LESS": "-S"])
    _ = environment.run()
    let launch = environment.pager.record.value.launches.first
    #expect(launch?.command == "most -s")
    #expect(launch?.variables["LESS"] == "-S")
    let byPager = terminal(["hablar"], ["PAGER": "more"])
    _ = byPager.run()
    #expect(byPager.pager.record.value.launches.first?.command == "more")
  }

  @Test(arguments: [["--help"], ["help"], ["info", "vos"], ["info"]])
  func helpAndInfoArePaged(_ arguments: [String]) {
    let environment = terminal(arguments)
    let result = environment.run()
    #expect(result.status == 0)
    #expect(result.output.isEmpty)
    #expect(environment.pager.record.value.text == unpaged(arguments))
  }

  @Test func infoTakesNoPagerToo() {
    let environment = terminal(["info", "--no-pager", "vos"])
    #expect(environment.run().output == unpaged(["info", "vos"]))
    #expect(environment.pager.record.value.launches.isEmpty)
  }

  @Test func aPagerThatCannotStartIsReportedAndTheOutputWrittenDirectly() {
    var environment = terminal(["hablar"])
    environment.pager.startFailure = ENOENT
    let result = environment.run()
    #expect(result.status == 0)
    #expect(result.output == unpaged(["hablar"]))
    #expect(
      result.errorOutput.hasPrefix(
        "conjugar: warning: cannot start the pager 'less -FRX': No such file or directory"))
    #expect(result.errorOutput.contains("--no-pager or CONJUGAR_PAGER= turns paging off"))
  }

  @Test func aPagerTheUserQuitsEndsTheRunQuietly() {
    var environment = terminal(["hablar", "comer", "vivir"])
    environment.pager.quitsAfter = 100
    let result = environment.run()
    #expect(result.status == 0)
    #expect(result.output.isEmpty)
    #expect(result.errorOutput.isEmpty)
    #expect(environment.pager.record.value.received.count == 100)
    #expect(environment.pager.record.value.finished == 1)
  }

  @Test(arguments: [Int32(127), 1])
  func aPagerThatFailsIsReportedAndTheOutputWrittenDirectly(_ status: Int32) {
    var environment = terminal(["hablar"])
    environment.pager.exitStatus = status
    let result = environment.run()
    #expect(result.status == 0)
    #expect(result.output == unpaged(["hablar"]))
    #expect(
      result.errorOutput.hasPrefix(
        "conjugar: warning: the pager 'less -FRX' exited with status \(status); writing directly"))
  }

  @Test func aPagerEndedBySignalIsAQuit() {
    var environment = terminal(["hablar"])
    environment.pager.exitStatus = 128 + 15
    let result = environment.run()
    #expect(result.status == 0)
    #expect(result.output.isEmpty)
    #expect(result.errorOutput.isEmpty)
  }

  @Test func warningsWaitForThePagerToCloseAndAreShownOnce() {
    let environment = terminal(["--color", "never", "tuitear"])
    let result = environment.run()
    let record = environment.pager.record.value
    #expect(record.text.hasPrefix("tuitear"))
    #expect(record.errorsWhileRunning == 0)
    let warning = "conjugar: warning: 'tuitear' is not in the tables"
    #expect(result.errorOutput.hasPrefix(warning))
    #expect(result.errorOutput.components(separatedBy: warning).count == 2)
  }

  @Test func withoutAPagerWarningsKeepTheirPlaceAroundTheTable() {
    var environment = terminal(["-t", "presente", "tuitear"])
    environment.terminalSize = TerminalSize(rows: 100, columns: 80)
    let result = environment.run()
    #expect(environment.pager.record.value.launches.isEmpty)
    #expect(result.errorOutput.components(separatedBy: "'tuitear' is not").count == 3)
  }

  @Test func theReviewNoteComesAfterThePagerHasClosed() {
    let pager = TestPager()
    let finishedAtNote = TestBox(-1)
    let session = PagerSession(
      command: "less", size: TerminalSize(rows: 2, columns: 80),
      launcher: pager.launcher { 0 }, variables: [:], output: ByteSink { _ in 0 },
      error: ByteSink { _ in 0 })
    let environment = AppEnvironment(
      arguments: [], variables: [:], standardInput: ByteSource { _ in 0 },
      standardInputIsRegularFile: false, standardOutput: ByteSink { _ in 0 },
      standardError: ByteSink { _ in 0 }, standardOutputIsTerminal: true,
      standardErrorIsTerminal: true, processorCount: 1, settingsStore: .inMemory(),
      warningLog: .always, now: { Date.testEpoch },
      requestReview: { finishedAtNote.value = pager.record.value.finished },
      makeConjugator: { try TestConjugator.shared.get() }, standardInputIsTerminal: false,
      random: SplitMix64(seed: 0))
    let paged = session.environment(from: environment)
    paged.standardOutput.write("one\ntwo\nthree\n")
    paged.requestReview()
    #expect(finishedAtNote.value == -1)
    session.finish()
    #expect(finishedAtNote.value == 1)
  }
}
