import ConjugarCore
import Foundation
import Testing

@testable import ConjugarCLI

@Suite struct QuizSettingsTests {
  private func read(_ json: String) throws -> (settings: Settings, invalidKeys: [String]) {
    let text = try SettingsText(parsing: Array(json.utf8))
    var invalidKeys: [String] = []
    let members = text.members.map { ($0.key, text.text(of: $0.value)) }
    return (Settings(members: members, invalidKeys: &invalidKeys), invalidKeys)
  }

  private var sample: Settings {
    var settings = Settings()
    settings.quizBest = [
      QuizLevel(difficulty: .moderate, region: .spain): 212,
      QuizLevel(difficulty: .moderate, region: .latinAmerica): 180,
      QuizLevel(difficulty: .easy, region: .spain): 150,
    ]
    settings.quizReview = [
      ReviewCard(verb: "tener", form: .finite(.preterito, .yo), box: 1, asked: .testEpoch),
      ReviewCard(
        verb: "ir", form: .nonFinite(.gerundio), box: 3, asked: .testEpoch.adding(days: 1)),
    ]
    return settings
  }

  @Test func bestsAreWrittenByDifficultyThenRegion() {
    #expect(
      sample.json(.quizBest)
        == #"{"easy": {"spain": 150}, "moderate": {"spain": 212, "latin-america": 180}}"#)
  }

  @Test func reviewCardsAreWrittenOnePerLine() {
    #expect(
      sample.json(.quizReview) == """
        [
            {"verb": "tener", "tense": "indicativo.preterito", "person": "yo", "box": 1, \
        "asked": "2025-01-01T00:00:00Z"},
            {"verb": "ir", "tense": "gerundio", "person": "-", "box": 3, \
        "asked": "2025-01-02T00:00:00Z"}
          ]
        """)
  }

  @Test func nothingToKeepIsNullAndSoNeverAdded() {
    #expect(Settings().json(.quizBest) == "null")
    #expect(Settings().json(.quizReview) == "null")
    let text = SettingsText.empty.replacing(
      Settings.Key.allCases.map { ($0.rawValue, Settings(vos: true).json($0)) })
    #expect(!String(decoding: text, as: UTF8.self).contains("quiz"))
  }

  @Test func writingThenReadingGivesTheSameSettings() throws {
    let settings = sample
    let text = SettingsText.empty.replacing(
      Settings.Key.allCases.map { ($0.rawValue, settings.json($0)) })
    let decoded = try read(String(decoding: text, as: UTF8.self))
    #expect(decoded.invalidKeys.isEmpty)
    #expect(decoded.settings == settings)
  }

  /// A settings file whose review holds one card with these values.
  static func review(
    verb: String = "tener", tense: String = "indicativo.futuro", box: Int = 1,
    asked: String = "2025-01-01T00:00:00Z"
  ) -> String {
    #"{"quizReview": [{"verb": "\#(verb)", "tense": "\#(tense)", "person": "yo", "box": \#(box), "#
      + #""asked": "\#(asked)"}]}"#
  }

  @Test(arguments: [
    review(box: 0), review(box: 6), review(tense: "pasado"), review(tense: "imperativo.afirmativo"),
    review(tense: "gerundio"), review(asked: "ayer"), review(verb: ""),
    #"{"quizReview": [{"verb": "tener"}]}"#,
    #"{"quizReview": {"verb": "tener"}}"#,
    #"{"quizReview": 3}"#,
  ])
  func aReviewThatIsNotExactlyCardsIsInvalid(json: String) throws {
    let decoded = try read(json)
    #expect(decoded.invalidKeys == ["quizReview"])
    #expect(decoded.settings.quizReview.isEmpty)
  }

  @Test(arguments: [
    #"{"quizBest": {"expert": {"spain": 3}}}"#, #"{"quizBest": {"easy": {"mars": 3}}}"#,
    #"{"quizBest": {"easy": {"spain": -1}}}"#, #"{"quizBest": {"easy": {"spain": "top"}}}"#,
    #"{"quizBest": {"easy": 3}}"#, #"{"quizBest": []}"#,
  ])
  func bestsThatAreNotExactlyScoresAreInvalid(json: String) throws {
    let decoded = try read(json)
    #expect(decoded.invalidKeys == ["quizBest"])
    #expect(decoded.settings.quizBest.isEmpty)
  }

  @Test func aQuizSaveKeepsUnknownKeysByteForByte() async throws {
    try await withTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("conjugar/settings.json")
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      let original = "{\"theme\" :  [1, {\"deep\": 1e400}],\n\"vos\": true}\n"
      try Data(original.utf8).write(to: url)
      let store = SettingsStore.file(at: url)
      let card = ReviewCard(verb: "ir", form: .nonFinite(.gerundio), box: 1, asked: .testEpoch)
      _ = try store.update { $0.quizReview = [card] }
      let saved = String(decoding: try Data(contentsOf: url), as: UTF8.self)
      #expect(saved.hasPrefix("{\"theme\" :  [1, {\"deep\": 1e400}],\n\"vos\": true,\n"))
      #expect(saved.contains("\"quizReview\": [\n    {\"verb\": \"ir\""))
      #expect(store.load().settings.quizReview == [card])
      #expect(store.load().warnings.isEmpty)
    }
  }
}

@Suite struct QuizSettingsCommandTests {
  @Test func theSettingsShowTheQuizBestsAndTheCellsKept() {
    var settings = Settings()
    settings.quizBest = [QuizLevel(difficulty: .easy, region: .latinAmerica): 150]
    settings.quizReview = [
      ReviewCard(verb: "tener", form: .finite(.preterito, .yo), box: 1, asked: .testEpoch),
      ReviewCard(verb: "ir", form: .nonFinite(.gerundio), box: 4, asked: .testEpoch),
    ]
    var environment = TestEnvironment(["settings"])
    environment.store = .inMemory(settings)
    let output = environment.run().output
    #expect(output.hasSuffix("\nquiz-best: easy latin-america 150\nquiz-review: 2 cells, 1 due\n"))
  }

  @Test func withoutAQuizTheSettingsShowNothingOfIt() {
    #expect(!TestEnvironment(["settings"]).run().output.contains("quiz"))
  }
}
