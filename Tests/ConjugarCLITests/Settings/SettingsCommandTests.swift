import Foundation
import Testing

@testable import ConjugarCLI

@Suite struct SettingsCommandTests {
  private func run(
    _ arguments: [String], store: SettingsStore = .inMemory(), outputFailure: Int32 = 0
  ) -> CLIResult {
    var environment = TestEnvironment(["settings"] + arguments)
    environment.store = store
    environment.outputFailure = outputFailure
    return environment.run()
  }

  @Test func noArgumentsShowEverySettingAndTheFilePath() {
    var store = SettingsStore.inMemory(Settings(vos: true, useCount: 12))
    store.location = BytePath("/home/ana/.config/conjugar/settings.json")
    let result = run([], store: store)
    let expected = """
      vos: on
      review-prompts: on
      layout: grid
      difficulty: moderate
      region: spain
      use-count: 12
      last-review-prompt: never
      file: /home/ana/.config/conjugar/settings.json

      """
    #expect(result.status == 0)
    #expect(result.output == expected)
    #expect(result.errorOutput.isEmpty)
  }

  @Test func theLastPromptDateIsShownInISO8601() {
    let store = SettingsStore.inMemory(Settings(lastReviewPrompt: .testEpoch))
    #expect(run([], store: store).output.contains("last-review-prompt: 2025-01-01T00:00:00Z"))
  }

  @Test func aPathThatIsNotUTF8IsShownEscaped() {
    var store = SettingsStore.inMemory()
    store.location = BytePath(bytes: [0x2F, 0x68, 0xFF, 0x1B])
    #expect(run([], store: store).output.contains("file: /h\\xFF\\x1B\n"))
  }

  @Test func withoutAFileTheShowSaysSo() {
    #expect(run([], store: .unavailable).output.contains("file: none"))
  }

  @Test(arguments: [("on", true), ("off", false)])
  func vosIsSavedAndConfirmed(value: String, expected: Bool) {
    let store = SettingsStore.inMemory(Settings(vos: !expected))
    let result = run(["vos", value], store: store)
    #expect(result.status == 0)
    #expect(result.output == "vos: \(value)\n")
    #expect(store.load().settings.vos == expected)
  }

  @Test(arguments: [("on", true), ("off", false)])
  func reviewPromptsAreSavedAndConfirmed(value: String, expected: Bool) {
    let store = SettingsStore.inMemory(Settings(reviewPromptsEnabled: !expected))
    let result = run(["review-prompts", value], store: store)
    #expect(result.status == 0)
    #expect(result.output == "review-prompts: \(value)\n")
    #expect(store.load().settings.reviewPromptsEnabled == expected)
  }

  @Test(arguments: ["--help", "-h", "help"])
  func helpPrintsTheUsage(flag: String) {
    let result = run([flag])
    #expect(result.status == 0)
    #expect(result.output == CommandLineInterface.help("settings"))
    #expect(result.output.hasPrefix("usage: conjugar settings\n"))
  }

  @Test(arguments: [
    (["colour", "on"], "unknown setting 'colour'"),
    (["vos"], "missing value for 'vos'"),
    (["vos", "sí"], "invalid value 'sí' for 'vos'"),
    (["review-prompts", "on", "now"], "unexpected argument 'now'"),
    (["difficulty", "hard"], "invalid value 'hard' for 'difficulty'; expected easy, moderate or"),
    (["region"], "missing value for 'region'"),
    (["review", "all"], "unexpected argument 'all'"),
    (["\u{1B}]0;title\u{07}"], "unknown setting '\\x1B]0;title\\x07'"),
  ])
  func badUsageExits64WithAMessageAndTheHint(arguments: [String], message: String) {
    let store = SettingsStore.inMemory()
    let result = run(arguments, store: store)
    #expect(result.status == 64)
    #expect(result.errorOutput.hasPrefix("conjugar: error: \(message)"))
    #expect(result.errorOutput.hasSuffix("Run 'conjugar settings --help' for usage.\n"))
    #expect(result.output.isEmpty)
    #expect(store.load().settings == Settings())
  }

  /// The quiz's difficulty and region, saved, stand where the command line names none.
  @Test func theQuizsSavedDifficultyAndRegionAreItsDefaults() throws {
    let store = SettingsStore.inMemory()
    #expect(run(["difficulty", "easy"], store: store).output == "difficulty: easy\n")
    #expect(run(["region", "latin-america"], store: store).output == "region: latin-america\n")
    let quiz = { (arguments: [String]) throws -> QuizJSON in
      var environment = quizEnvironment(arguments + ["-f", "json", "--seed", "1"], answers: [])
      environment.store = store
      return try QuizJSON(environment.run().output)
    }
    let saved = try quiz([])
    #expect((saved.difficulty, saved.region) == ("easy", "latin-america"))
    let given = try quiz(["--difficulty", "difficult", "--region", "spain"])
    #expect((given.difficulty, given.region) == ("difficult", "spain"))
    // -t names tenses: the difficulty is the easiest that asks them, not the saved one.
    #expect(try quiz(["-t", "presente de subjuntivo"]).difficulty == "moderate")
  }

  /// settings review lists the cells kept for review, due first; review clear forgets them.
  @Test func theCellsKeptForReviewAreListedAndCleared() {
    var settings = Settings()
    let day = 24 * 60 * 60.0
    settings.quizReview = [
      ReviewCard(verb: "tener", form: .finite(.preterito, .yo), box: 3, asked: .testEpoch),
      ReviewCard(
        verb: "ser", form: .finite(.presente, .nosotros), box: 1,
        asked: .testEpoch.addingTimeInterval(-day)),
    ]
    let store = SettingsStore.inMemory(settings)
    let list = run(["review"], store: store)
    let later = SettingsDate.string(from: .testEpoch.addingTimeInterval(3 * day))
    #expect(list.status == 0)
    #expect(
      list.output == """
        quiz-review: 2 cells, 1 due (conjugar quiz --review)
        ser\tindicativo.presente\tnosotros\tbox 1\tdue now
        tener\tindicativo.preterito\tyo\tbox 3\tdue \(later)

        """)
    #expect(run(["review", "clear"], store: store).output == "quiz-review: 2 cells forgotten\n")
    #expect(store.load().settings.quizReview.isEmpty)
    #expect(run(["review"], store: store).output.hasPrefix("quiz-review: 0 cells, 0 due"))
  }

  @Test func aLongArgumentIsCutInTheMessage() {
    let result = run(["vos", String(repeating: "x", count: 100_000)])
    #expect(result.status == 64)
    #expect(result.errorOutput.count < 250)
  }

  @Test func aFailedSaveExits74WithTheError() {
    let failure = SettingsError.unwritable(path: "/ro/settings.json", reason: "Read-only")
    let store = SettingsStore(
      location: nil, load: { SettingsLoad(settings: Settings()) },
      update: { _ throws(SettingsError) in throw failure })
    let result = run(["vos", "on"], store: store)
    #expect(result.status == 74)
    #expect(result.errorOutput == "conjugar: error: \(failure)\n")
    #expect(result.output.isEmpty)
  }

  @Test func withNowhereToSaveSettingVosSaysSoAndExits74() {
    let result = run(["vos", "on"], store: .unavailable)
    #expect(result.status == 74)
    #expect(
      result.errorOutput
        == "conjugar: error: cannot save settings: neither XDG_CONFIG_HOME nor HOME is set\n")
    #expect(result.output.isEmpty)
  }

  @Test(arguments: [[], ["vos", "on"], ["--help"]])
  func aFailedWriteExits74WithAMessage(arguments: [String]) {
    let result = run(arguments, outputFailure: ENOSPC)
    #expect(result.status == 74)
    #expect(
      result.errorOutput
        == "conjugar: error: cannot write to standard output: No space left on device\n")
  }

  @Test func aClosedPipeExits74Quietly() {
    let result = run([], outputFailure: EPIPE)
    #expect(result.status == 74)
    #expect(result.errorOutput.isEmpty)
  }

  @Test func loadWarningsGoToTheErrorStream() {
    let warning = SettingsError.damaged(
      path: "/c/s.json", problem: "is not UTF-8 text", keptAt: nil)
    let store = SettingsStore(
      location: nil, load: { SettingsLoad(settings: Settings(), warnings: [warning]) },
      update: { _ in SettingsLoad(settings: Settings()) })
    let result = run([], store: store)
    #expect(result.status == 0)
    #expect(result.errorOutput == "conjugar: warning: \(warning)\n")
  }
}
