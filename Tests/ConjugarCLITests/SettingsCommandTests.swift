import Foundation
import Testing

@testable import ConjugarCLI

@Suite struct SettingsCommandTests {
  private struct Run {
    var status: Int32
    var output: String
    var errorOutput: String
  }

  private let url = URL(fileURLWithPath: "/home/ana/.config/conjugar/settings.json")

  private func run(
    _ arguments: [String],
    store: SettingsStore = .inMemory(),
    settingsURL: URL? = nil
  ) -> Run {
    var output = ""
    var errorOutput = ""
    let status = SettingsCommand.run(
      arguments: arguments, store: store, settingsURL: settingsURL,
      output: { output += $0 }, errorOutput: { errorOutput += $0 })
    return Run(status: status, output: output, errorOutput: errorOutput)
  }

  @Test func noArgumentsShowEverySettingAndTheFilePath() {
    let store = SettingsStore.inMemory(Settings(vos: true, useCount: 12))
    let result = run([], store: store, settingsURL: url)
    let expected = """
      vos: on
      review-prompts: on
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

  @Test func withoutAFileTheShowSaysSo() {
    #expect(run([], settingsURL: nil).output.contains("file: none"))
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
    #expect(result.output == SettingsCommand.usage)
  }

  @Test(arguments: [
    (["colour", "on"], "unknown setting 'colour'"),
    (["vos"], "missing value for 'vos'"),
    (["vos", "sí"], "invalid value 'sí' for 'vos'"),
    (["review-prompts", "on", "now"], "unexpected argument 'now'"),
  ])
  func badUsageExits64WithAMessageAndTheUsage(arguments: [String], message: String) {
    let store = SettingsStore.inMemory()
    let result = run(arguments, store: store)
    #expect(result.status == 64)
    #expect(result.errorOutput.hasPrefix("conjugar: error: \(message)"))
    #expect(result.errorOutput.hasSuffix(SettingsCommand.usage))
    #expect(result.output.isEmpty)
    #expect(store.load().settings == Settings())
  }

  @Test func aFailedSaveExits1WithTheError() {
    let failure = SettingsError.unwritable(path: "/ro/settings.json", reason: "Read-only")
    let store = SettingsStore(
      load: { SettingsLoad(settings: Settings()) },
      update: { _ throws(SettingsError) in throw failure }
    )
    let result = run(["vos", "on"], store: store)
    #expect(result.status == 1)
    #expect(result.errorOutput == "conjugar: error: \(failure)\n")
    #expect(result.output.isEmpty)
  }

  @Test func loadWarningsGoToTheErrorStream() {
    let warning = SettingsError.corrupt(path: "/c/settings.json", keptAt: nil)
    let store = SettingsStore(
      load: { SettingsLoad(settings: Settings(), warnings: [warning]) },
      update: { _ in SettingsLoad(settings: Settings()) }
    )
    let result = run([], store: store)
    #expect(result.status == 0)
    #expect(result.errorOutput == "conjugar: warning: \(warning)\n")
  }
}
