import ConjugarCore

/// One question as it was answered, judged by the engine as `conjugar check` judges a card.
struct QuizAnswer: Sendable {
  let question: QuizQuestion
  /// What was typed, normalized; nil for a skipped question.
  let answer: String?
  /// The engine's verdict.
  let match: AnswerMatch
  /// The accepted form the answer matched, exactly or not; nil when wrong.
  let matched: String?
  /// The verb's other cells a wrong answer is, as written or (`isOtherCellAsWritten` false)
  /// but for accents: `hablo` asked for the preterite is the present, yo.
  let otherCells: [Form]
  let isOtherCellAsWritten: Bool
  /// How long the answer took.
  let seconds: Double

  /// Judges `typed` (nil: skipped) with `Conjugation.check`, the rule of `conjugar check`: case,
  /// spaces around and inside, and Unicode composition are forgiven, a negative imperative
  /// may leave out its `no`, a subjunctive may come after `que` and an imperative with its
  /// subject after it, and a subject pronoun before the form is allowed and not judged (`yo
  /// hablo`: the question names the person, and a learner who adds its pronoun knows the
  /// form). An answer that is another cell of the verb as written is wrong, for every verb
  /// and person alike (`miras` for vos `mirás`), and the verdict names that cell.
  init(_ question: QuizQuestion, typed: String?, seconds: Double) {
    self.question = question
    self.seconds = seconds
    let answer = typed.map(Normalization.normalizeForm).flatMap { $0.isEmpty ? nil : $0 }
    self.answer = answer
    let check = answer.map { answer in
      question.periphrasis == nil
        ? question.conjugation.check(answer, against: [question.form])
        : question.conjugation.check(answer, againstForms: question.expected, cell: question.form)
    }
    match = check?.match ?? .wrong
    matched = check?.accepted
    otherCells = check?.otherCells ?? []
    isOtherCellAsWritten = check?.isOtherCellAsWritten ?? false
  }

  /// How the answer scores. The 1999 spelling of a monosyllable (`guió`, `rió`, `huí`) is
  /// exact: the learner knows the form, written as the rules allowed until 2010, and the
  /// verdict gives the 2010 spelling; an accent slip is any other wrong or missing accent.
  var result: QuizResult {
    switch match {
    case .right, .oldSpelling, .regional: .exact
    case .accents: .accent
    case .wrong: .wrong
    }
  }

  /// Whether the answer is a form a region uses (`partás` for vos `partas`): right, and the
  /// verdict gives the norm's.
  var isRegional: Bool { match == .regional }

  /// Whether the answer is an accepted form as the 1999 rules spelt it (`guió` for `guio`).
  var isOldSpelling: Bool { match == .oldSpelling }
}
