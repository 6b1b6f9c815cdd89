import ConjugarCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The quiz's keys in the settings file:
///
///     "quizBest": {"moderate": {"spain": 212, "latin-america": 180}},
///     "quizReview": [
///         {"verb": "tener", "tense": "indicativo.preterito", "person": "yo", "box": 1,
///          "asked": "2025-01-01T10:00:00Z"}
///       ]
///
/// (`person` is `-` for a non-finite form; each card is one line). A value that is not
/// exactly of this shape is invalid as a whole, as any other invalid value is. Empty, they
/// are `null`, so that a file that never saw a quiz does not get them.
extension Settings {
  var quizBestJSON: String {
    let levels = QuizDifficulty.allCases.compactMap { difficulty -> String? in
      let scores = QuizRegion.allCases.compactMap { region in
        quizBest[QuizLevel(difficulty: difficulty, region: region)].map {
          "\(JSONText.string(region.rawValue)): \($0)"
        }
      }
      guard !scores.isEmpty else { return nil }
      return "\(JSONText.string(difficulty.rawValue)): {\(scores.joined(separator: ", "))}"
    }
    return levels.isEmpty ? "null" : "{" + levels.joined(separator: ", ") + "}"
  }

  var quizReviewJSON: String {
    guard !quizReview.isEmpty else { return "null" }
    let cards = quizReview.map { card in
      "{\"verb\": \(JSONText.string(card.verb)), \"tense\": \(JSONText.string(card.form.tenseID)), "
        + "\"person\": \(JSONText.string(card.form.personID)), \"box\": \(card.box), "
        + "\"asked\": \"\(SettingsDate.string(from: card.asked))\"}"
    }
    return "[\n    " + cards.joined(separator: ",\n    ") + "\n  ]"
  }

  /// The bests `json` holds; nil unless it is an object of difficulties, each an object of
  /// regions with a score from 0 up.
  static func quizBest(json: String) -> [QuizLevel: Int]? {
    guard
      let levels = try? JSONDecoder().decode([String: [String: Int]].self, from: Data(json.utf8))
    else { return nil }
    var bests: [QuizLevel: Int] = [:]
    for (name, scores) in levels {
      guard let difficulty = QuizDifficulty(rawValue: name) else { return nil }
      for (region, score) in scores {
        guard let region = QuizRegion(rawValue: region), score >= 0 else { return nil }
        bests[QuizLevel(difficulty: difficulty, region: region)] = score
      }
    }
    return bests
  }

  /// The cards `json` holds; nil unless it is an array of cards each with a verb, a tense and
  /// person that make a cell, a box from 1 to `Leitner.boxes` and a date.
  static func quizReview(json: String) -> [ReviewCard]? {
    struct Stored: Decodable {
      var verb: String
      var tense: String
      var person: String
      var box: Int
      var asked: String
    }
    guard let stored = try? JSONDecoder().decode([Stored].self, from: Data(json.utf8)) else {
      return nil
    }
    var cards: [ReviewCard] = []
    for card in stored {
      guard !card.verb.isEmpty, (1...Leitner.boxes).contains(card.box),
        let form = form(tense: card.tense, person: card.person),
        let asked = SettingsDate.date(from: card.asked)
      else { return nil }
      cards.append(ReviewCard(verb: card.verb, form: form, box: card.box, asked: asked))
    }
    return cards
  }

  /// The cell of a tense id and a person id (`-` for a non-finite form); nil if they make none.
  private static func form(tense: String, person: String) -> Form? {
    switch TenseID(id: tense) {
    case .nonFinite(let nonFinite)?:
      return person == "-" ? .nonFinite(nonFinite) : nil
    case .finite(let tense)?:
      guard let person = Person(rawValue: person), tense.persons(includeVos: true).contains(person)
      else { return nil }
      return .finite(tense, person)
    case .periphrasis?, nil:
      return nil
    }
  }
}
