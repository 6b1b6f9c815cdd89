import Foundation
import Testing

@testable import ConjugarCLI

@Suite struct SettingsTests {
  private func decode(_ json: String) throws -> Settings {
    try JSONDecoder().decode(Settings.self, from: Data(json.utf8))
  }

  private func lenient(_ json: String) throws -> LenientSettings {
    try JSONDecoder().decode(LenientSettings.self, from: Data(json.utf8))
  }

  @Test func defaultsMatchAFreshInstall() {
    let settings = Settings()
    #expect(settings.vos == false)
    #expect(settings.useCount == 0)
    #expect(settings.lastReviewPrompt == nil)
    #expect(settings.reviewPromptsEnabled == true)
  }

  @Test func missingKeysDecodeToDefaults() throws {
    #expect(try decode("{}") == Settings())
  }

  @Test func presentKeysAreRead() throws {
    let json = """
      {"vos": true, "useCount": 7, "lastReviewPrompt": "2025-01-01T00:00:00Z",
       "reviewPromptsEnabled": false}
      """
    let expected = Settings(
      vos: true, useCount: 7, lastReviewPrompt: .testEpoch, reviewPromptsEnabled: false)
    #expect(try decode(json) == expected)
  }

  @Test func encodingThenDecodingGivesTheSameSettings() throws {
    let settings = Settings(vos: true, useCount: 18, lastReviewPrompt: .testEpoch.adding(days: 3))
    let data = try JSONEncoder().encode(settings)
    #expect(try JSONDecoder().decode(Settings.self, from: data) == settings)
  }

  @Test func aValueOfTheWrongTypeFallsBackOnlyForItsKey() throws {
    let settings = try decode(#"{"vos": "yes", "useCount": 4}"#)
    #expect(settings == Settings(vos: false, useCount: 4))
  }

  @Test func wrongTypesAreReportedByKey() throws {
    let decoded = try lenient(#"{"vos": 1, "useCount": "many", "reviewPromptsEnabled": true}"#)
    #expect(decoded.invalidKeys == ["vos", "useCount"])
  }

  @Test func anUnparsableDateIsReportedAndIgnored() throws {
    let decoded = try lenient(#"{"lastReviewPrompt": "last Tuesday", "useCount": 2}"#)
    #expect(decoded.invalidKeys == ["lastReviewPrompt"])
    #expect(decoded.settings == Settings(useCount: 2))
  }

  @Test func nullReadsAsMissingWithoutComplaint() throws {
    let decoded = try lenient(#"{"vos": null, "lastReviewPrompt": null}"#)
    #expect(decoded.invalidKeys.isEmpty)
    #expect(decoded.settings == Settings())
  }

  @Test func aTopLevelValueThatIsNotAnObjectFailsToDecode() {
    #expect(throws: DecodingError.self) { try decode("[1, 2]") }
  }

  @Test func datesAreWrittenAsISO8601ToTheSecond() throws {
    let settings = Settings(lastReviewPrompt: .testEpoch.addingTimeInterval(0.75))
    let data = try JSONEncoder().encode(settings)
    let object = try JSONDecoder().decode([String: JSONValue].self, from: data)
    #expect(object["lastReviewPrompt"] == .string("2025-01-01T00:00:00Z"))
  }

  @Test func aNeverShownPromptIsLeftOut() throws {
    let text = String(decoding: try JSONEncoder().encode(Settings()), as: UTF8.self)
    #expect(!text.contains("lastReviewPrompt"))
  }

  @Test func fractionalSecondDatesAreRead() {
    let date = SettingsDate.date(from: "2025-01-01T00:00:00.500Z")
    #expect(date == .testEpoch.addingTimeInterval(0.5))
  }
}
