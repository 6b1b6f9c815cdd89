import Testing

@testable import ConjugarCLI

@Suite struct SettingsErrorTests {
  static let examples: [SettingsError] = [
    .unreadable(path: "/c/settings.json", reason: "Permission denied"),
    .damaged(path: "/c/settings.json", problem: "is not UTF-8 text", keptAt: nil),
    .damaged(path: "/c/settings.json", problem: "holds null, not a JSON object", keptAt: "/c/x"),
    .unwritable(path: "/c/settings.json", reason: "Read-only file system"),
  ]

  @Test(arguments: examples)
  func everyDescriptionIsOneLineNamingTheFile(error: SettingsError) {
    #expect(!error.description.contains("\n"))
    #expect(error.description.contains("/c/settings.json"))
  }

  @Test func aKeptCopyIsNamed() {
    let error = SettingsError.damaged(
      path: "/c/settings.json", problem: "is not UTF-8 text; using default settings",
      keptAt: "/c/settings.json.bad")
    #expect(
      error.description
        == "settings file /c/settings.json is not UTF-8 text; using default settings "
        + "(original kept as /c/settings.json.bad)")
  }

  @Test func withNowhereToSaveTheVariablesAreNamed() {
    #expect(
      SettingsError.noLocation.description
        == "cannot save settings: neither XDG_CONFIG_HOME nor HOME is set")
  }

  @Test func aRecurringProblemIsKeyedByItsKindFileAndReason() {
    let keys = Set(Self.examples.compactMap(\.recurringKey))
    #expect(keys.count == 3)
    #expect(
      SettingsError.unwritable(path: "/c/settings.json", reason: "Not a directory").recurringKey
        != SettingsError.unreadable(path: "/c/settings.json", reason: "Not a directory")
        .recurringKey)
  }

  @Test func aDamagedFileKeptAsideIsNewsEachTime() {
    #expect(Self.examples[2].recurringKey == nil)
  }
}
