import Foundation
import Testing

@testable import ConjugarCLI

@Suite struct SettingsTests {
  /// The settings in `json`, and the keys whose values could not be used.
  private func read(_ json: String) throws -> (settings: Settings, invalidKeys: [String]) {
    let text = try SettingsText(parsing: Array(json.utf8))
    var invalidKeys: [String] = []
    let members = text.members.map { ($0.key, text.text(of: $0.value)) }
    return (Settings(members: members, invalidKeys: &invalidKeys), invalidKeys)
  }

  @Test func defaultsMatchAFreshInstall() {
    let settings = Settings()
    #expect(settings.vos == false)
    #expect(settings.useCount == 0)
    #expect(settings.lastReviewPrompt == nil)
    #expect(settings.reviewPromptsEnabled == true)
  }

  @Test func missingKeysReadAsDefaults() throws {
    #expect(try read("{}").settings == Settings())
  }

  @Test func presentKeysAreRead() throws {
    let json = """
      {"vos": true, "useCount": 7, "lastReviewPrompt": "2025-01-01T00:00:00Z",
       "reviewPromptsEnabled": false}
      """
    let expected = Settings(
      vos: true, useCount: 7, lastReviewPrompt: .testEpoch, reviewPromptsEnabled: false)
    #expect(try read(json).settings == expected)
  }

  @Test func writingThenReadingGivesTheSameSettings() throws {
    let settings = Settings(vos: true, useCount: 18, lastReviewPrompt: .testEpoch.adding(days: 3))
    let text = SettingsText.empty.replacing(
      Settings.Key.allCases.map { ($0.rawValue, settings.json($0)) })
    #expect(try read(String(decoding: text, as: UTF8.self)).settings == settings)
  }

  @Test func wrongTypesFallBackOnlyForTheirKeysAndAreReported() throws {
    let decoded = try read(#"{"vos": 1, "useCount": "many", "reviewPromptsEnabled": false}"#)
    #expect(decoded.invalidKeys == ["vos", "useCount"])
    #expect(decoded.settings == Settings(reviewPromptsEnabled: false))
  }

  @Test(arguments: ["1.5", "1e3", "12345678901234567890", "true"])
  func aCountThatIsNotAnIntIsInvalid(json: String) throws {
    #expect(try read(#"{"useCount": \#(json)}"#).invalidKeys == ["useCount"])
  }

  @Test func anUnparsableDateIsReportedAndIgnored() throws {
    let decoded = try read(#"{"lastReviewPrompt": "last Tuesday", "useCount": 2}"#)
    #expect(decoded.invalidKeys == ["lastReviewPrompt"])
    #expect(decoded.settings == Settings(useCount: 2))
  }

  @Test func nullReadsAsMissingWithoutComplaint() throws {
    let decoded = try read(#"{"vos": null, "lastReviewPrompt": null}"#)
    #expect(decoded.invalidKeys.isEmpty)
    #expect(decoded.settings == Settings())
  }

  @Test func escapedKeysAndDatesAreDecoded() throws {
    let decoded = try read(#"{"v\u006fs": true, "lastReviewPrompt": "2025-01-01T00:00:00\u005A"}"#)
    #expect(decoded.settings == Settings(vos: true, lastReviewPrompt: .testEpoch))
  }

  @Test func theLastOfRepeatedKeysWins() throws {
    #expect(try read(#"{"vos": false, "vos": true}"#).settings.vos)
  }

  @Test func datesAreWrittenAsISO8601ToTheSecond() {
    let settings = Settings(lastReviewPrompt: .testEpoch.addingTimeInterval(0.75))
    #expect(settings.json(.lastReviewPrompt) == #""2025-01-01T00:00:00Z""#)
  }

  @Test func aNeverShownPromptIsWrittenAsNull() {
    #expect(Settings().json(.lastReviewPrompt) == "null")
  }

  @Test func fractionalSecondDatesAreRead() {
    let date = SettingsDate.date(from: "2025-01-01T00:00:00.500Z")
    #expect(date == .testEpoch.addingTimeInterval(0.5))
  }
}
