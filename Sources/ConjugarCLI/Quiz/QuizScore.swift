import ConjugarCore

/// The quiz's score: each question is worth 10 points times the weight of its tense and of its
/// person; an accent slip earns half, a wrong or skipped answer nothing.
///
/// - A tense weighs 1 if an easy quiz asks it (present, preterite, future), 1.5 if moderate
///   is the easiest that does (imperfect, conditional, the perfect tenses, the present
///   subjunctive, the imperatives, the gerund and the participle), and 2 if only a difficult
///   one does (the pretérito anterior and the other subjunctive tenses).
/// - A person weighs 1.5 for vos and vosotros, the persons a learner practises least and
///   whose forms carry accents nearly everywhere (habláis, hablasteis, hablás), else 1.
///
/// So a 20-question quiz scores at most 200 when easy; a preterite asked of vosotros is worth
/// 15, a future subjunctive of vosotros 30. The sum is rounded to a whole number at the end.
enum QuizScore {
  /// The points of an exact answer before weighing.
  static let exactPoints = 10.0

  /// The weight of a question's tense.
  static func weight(of tense: TenseID) -> Double {
    // A periphrasis weighs as its auxiliary's tense: estoy hablando as the present.
    if case .periphrasis(let periphrasis) = tense { return weight(of: .finite(periphrasis.tense)) }
    switch QuizDifficulty.easiest(asking: tense) {
    case .easy?: return 1
    case .moderate?: return 1.5
    case .difficult?, nil: return 2
    }
  }

  /// The weight of a question's person (nil: a non-finite form).
  static func weight(of person: Person?) -> Double {
    person == .vos || person == .vosotros ? 1.5 : 1
  }

  /// What an answer earns.
  static func points(_ answer: QuizAnswer) -> Double {
    let earned: Double
    switch answer.result {
    case .exact: earned = exactPoints
    case .accent: earned = exactPoints / 2
    case .wrong: earned = 0
    }
    return earned * weight(of: answer.question.tense) * weight(of: answer.question.person)
  }

  /// Whether `score` is a new best over `previous` (nil: none yet); a score of 0 never is.
  static func isBest(_ score: Int, over previous: Int?) -> Bool {
    score > (previous ?? 0)
  }

  /// The most the questions answered could score: its scale (`151 of 190`).
  static func possible(_ answers: [QuizAnswer]) -> Int {
    Int(
      answers.reduce(0) {
        $0 + exactPoints * weight(of: $1.question.tense) * weight(of: $1.question.person)
      }.rounded(.toNearestOrAwayFromZero))
  }

  /// The score of a quiz's answers.
  static func total(_ answers: [QuizAnswer]) -> Int {
    Int(answers.reduce(0) { $0 + points($1) }.rounded(.toNearestOrAwayFromZero))
  }
}
