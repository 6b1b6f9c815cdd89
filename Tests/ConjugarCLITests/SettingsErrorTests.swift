import Testing

@testable import ConjugarCLI

@Suite struct SettingsErrorTests {
  static let examples: [SettingsError] = [
    .unreadable(path: "/c/settings.json", reason: "Permission denied"),
    .corrupt(path: "/c/settings.json", problem: "holds null, not a JSON object", keptAt: nil),
    .corrupt(path: "/c/settings.json", problem: "is not UTF-8 text", keptAt: "/c/copy"),
    .invalidValues(path: "/c/settings.json", keys: ["vos", "useCount"], keptAt: nil),
    .invalidValues(path: "/c/settings.json", keys: ["vos"], keptAt: "/c/copy"),
    .unwritable(path: "/c/settings.json", reason: "Read-only file system"),
  ]

  @Test(arguments: examples)
  func everyDescriptionIsOneLineNamingTheFile(error: SettingsError) {
    #expect(!error.description.contains("\n"))
    #expect(error.description.contains("/c/settings.json"))
  }

  @Test func aKeptCopyIsNamed() {
    let error = SettingsError.corrupt(
      path: "/c/settings.json", problem: "is not UTF-8 text", keptAt: "/c/settings.json.bad")
    #expect(
      error.description
        == "settings file /c/settings.json is not UTF-8 text; kept it as /c/settings.json.bad "
        + "and started afresh")
  }

  @Test func invalidKeysAreListed() {
    let error = SettingsError.invalidValues(path: "/c/s", keys: ["vos", "useCount"], keptAt: nil)
    #expect(error.description.contains("vos, useCount"))
  }
}
