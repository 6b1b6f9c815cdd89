import ConjugarCore

/// One question: a verb's cell, with the forms that answer it.
struct QuizQuestion: Sendable {
  /// The verb's conjugation, which judges the answers.
  let conjugation: Conjugation
  /// The cell asked.
  let form: Form
  /// The accepted forms, preferred first (`frito`, `freído`).
  let expected: [String]
  /// For each accepted form, the letters the engine marks.
  let marks: [[MarkedLetters]]

  /// The question of `conjugation`'s `form`, whose accepted forms have `marks`.
  init(_ conjugation: Conjugation, form: Form, marks: [[MarkedLetters]]) {
    self.conjugation = conjugation
    self.form = form
    self.expected = conjugation.cell(form).forms
    self.marks = marks
  }

  /// The infinitive (`tener`).
  var verb: String { conjugation.infinitive }

  /// The tense or non-finite form asked.
  var tense: TenseID {
    switch form {
    case .nonFinite(let nonFinite): .nonFinite(nonFinite)
    case .finite(let tense, _): .finite(tense)
    }
  }

  /// The person asked; nil for a non-finite form.
  var person: Person? {
    if case .finite(_, let person) = form { return person }
    return nil
  }

  /// The question as a learner reads it: `tener · pretérito perfecto simple · yo`.
  var prompt: String {
    let tenseName = TenseName.displayNames(tense).first ?? tense.heading
    return ([verb, tenseName] + (person.map { [$0.pronoun] } ?? [])).joined(separator: " · ")
  }

  /// The accepted form at `index` with its marked letters styled as the table styles them
  /// (irregular letters bold red, letters a spelling rule wrote underlined), or in brackets
  /// without colour (`t[uv]e`, `pag[u]é`).
  func marked(_ index: Int, style: TextStyle) -> String {
    guard expected.indices.contains(index) else { return "" }
    return IrregularMarker.mark(
      expected[index], marks.indices.contains(index) ? marks[index] : [],
      style: style.isColored ? .terminal(style) : .brackets)
  }
}

/// How an answer scores.
enum QuizResult: String, Sendable {
  /// One of the accepted forms, or one as the 1999 rules spelt it (`guió` for `guio`).
  case exact
  /// An accepted form but for its accents (`hablo` for `habló`).
  case accent
  /// Anything else, a skipped question included.
  case wrong
}

/// One question as it was answered, judged by the engine as `conjugar check` judges a card.
struct QuizAnswer: Sendable {
  let question: QuizQuestion
  /// What was typed, normalized; nil for a skipped question.
  let answer: String?
  /// The engine's verdict.
  let match: AnswerMatch
  /// The accepted form the answer matched, exactly or not; nil when wrong.
  let matched: String?
  /// How long the answer took.
  let seconds: Double

  /// Judges `typed` (nil: skipped) with `Conjugation.check`: case, spaces around and inside,
  /// and Unicode composition are forgiven, a negative imperative may leave out its `no`, and
  /// a subject pronoun before the form is allowed and not judged (`yo hablo`: the question
  /// names the person, and a learner who adds its pronoun knows the form).
  init(_ question: QuizQuestion, typed: String?, seconds: Double) {
    self.question = question
    self.seconds = seconds
    let answer = typed.map(Normalization.normalizeForm).flatMap { $0.isEmpty ? nil : $0 }
    self.answer = answer
    let check = answer.map { question.conjugation.check($0, against: [question.form]) }
    match = check?.match ?? .wrong
    matched = check?.accepted
  }

  /// How the answer scores. The 1999 spelling of a monosyllable (`guió`, `rió`, `huí`) is
  /// exact: the learner knows the form, written as the rules allowed until 2010, and the
  /// verdict gives the 2010 spelling; an accent slip is any other wrong or missing accent.
  var result: QuizResult {
    switch match {
    case .right, .oldSpelling: .exact
    case .accents: .accent
    case .wrong: .wrong
    }
  }

  /// Whether the answer is an accepted form as the 1999 rules spelt it (`guió` for `guio`).
  var isOldSpelling: Bool { match == .oldSpelling }
}
