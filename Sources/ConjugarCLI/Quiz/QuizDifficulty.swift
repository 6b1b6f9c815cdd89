import ConjugarCore

/// How hard a quiz is: which tenses it asks.
enum QuizDifficulty: String, CaseIterable, Sendable {
  /// The present, the preterite and the future of the indicative.
  case easy
  /// The tenses of everyday speech and writing: the indicative's simple tenses and its
  /// perfect tenses (all but the rare pretérito anterior), the present subjunctive, both
  /// imperatives, the gerund and the participle.
  case moderate
  /// Every tense, the -se imperfect and the future subjunctive included, and the gerund and
  /// the participle.
  case difficult

  /// The tenses asked, in the order of FORMAT.md. The infinitive is never asked: the question
  /// gives it.
  var tenses: [TenseID] {
    switch self {
    case .easy:
      [.finite(.presente), .finite(.preterito), .finite(.futuro)]
    case .moderate:
      TenseID.everyday
    case .difficult:
      [.nonFinite(.gerundio), .nonFinite(.participio)] + Tense.allCases.map(TenseID.finite)
    }
  }

  /// The easiest difficulty that asks `tense`; nil for the infinitive.
  static func easiest(asking tense: TenseID) -> QuizDifficulty? {
    allCases.first { $0.tenses.contains(tense) }
  }
}

extension QuizDifficulty: OptionChoice {
  var meaning: String {
    switch self {
    case .easy: "present, preterite and future"
    case .moderate: "the tenses of speech and writing (default)"
    case .difficult: "every tense"
    }
  }
}
