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
      [.nonFinite(.gerundio), .nonFinite(.participio)]
        + [
          Tense.presente, .preterito, .imperfecto, .futuro, .condicional, .subjuntivoPresente,
          .imperativoAfirmativo, .imperativoNegativo, .perfecto, .pluscuamperfecto,
          .futuroPerfecto, .condicionalPerfecto,
        ].map(TenseID.finite)
    case .difficult:
      [.nonFinite(.gerundio), .nonFinite(.participio)] + Tense.allCases.map(TenseID.finite)
    }
  }

  /// The easiest difficulty that asks `tense`; nil for the infinitive.
  static func easiest(asking tense: TenseID) -> QuizDifficulty? {
    allCases.first { $0.tenses.contains(tense) }
  }
}

/// Where the Spanish asked is spoken, which decides the persons.
enum QuizRegion: String, CaseIterable, Sendable {
  /// Every person, vosotros included.
  case spain
  /// No vosotros: ustedes is the plural of tú there.
  case latinAmerica = "latin-america"

  /// How the summary names it.
  var name: String {
    switch self {
    case .spain: "Spain"
    case .latinAmerica: "Latin America"
    }
  }

  /// The persons asked, in display order: vos instead of tú when `vos` is on.
  func persons(vos: Bool) -> [Person] {
    Person.allCases.filter { person in
      switch person {
      case .tu: !vos
      case .vos: vos
      case .vosotros: self == .spain
      default: true
      }
    }
  }
}

/// How the quiz's results are printed.
enum QuizFormat: String, CaseIterable, Sendable {
  /// For people: a prompt per question on a terminal, a summary at the end.
  case table
  /// One JSON object with every question and the score.
  case json
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

extension QuizRegion: OptionChoice {
  var meaning: String {
    switch self {
    case .spain: "every person, vosotros included (default)"
    case .latinAmerica: "no vosotros: ustedes is the plural of tú"
    }
  }
}

extension QuizFormat: OptionChoice {
  var meaning: String {
    switch self {
    case .table: "a summary for people (default)"
    case .json: "every question and the score"
    }
  }
}
