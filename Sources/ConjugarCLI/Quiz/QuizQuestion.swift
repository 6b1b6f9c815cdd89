import ConjugarCore

/// One question: a verb's cell, with the forms that answer it.
struct QuizQuestion: Equatable, Sendable {
  /// The infinitive (`tener`).
  let verb: String
  /// The cell asked.
  let form: Form
  /// The accepted forms, preferred first (`frito`, `freído`).
  let expected: [String]
  /// For each accepted form, the letters the engine marks.
  let marks: [[MarkedLetters]]

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
  /// without colour (`t[uv]e`, `pa[gu]é`).
  func marked(_ index: Int, style: TextStyle) -> String {
    guard expected.indices.contains(index) else { return "" }
    return IrregularMarker.mark(
      expected[index], marks.indices.contains(index) ? marks[index] : [],
      style: style.isColored ? .terminal(style) : .brackets)
  }
}

/// How an answer was judged.
enum QuizResult: String, Sendable {
  /// One of the accepted forms.
  case exact
  /// An accepted form but for its accents (`hablo` for `habló`).
  case accent
  /// Anything else, a skipped question included.
  case wrong
}

/// One question as it was answered.
struct QuizAnswer: Equatable, Sendable {
  let question: QuizQuestion
  /// What was typed, normalized; nil for a skipped question.
  let answer: String?
  let result: QuizResult
  /// The accepted form the answer matched, exactly or but for accents; nil when wrong.
  let matched: String?
  /// How long the answer took.
  let seconds: Double

  /// Judges `typed` (nil: skipped): case, spaces around and inside, and Unicode composition
  /// are forgiven, and a negative imperative may leave out its `no`.
  init(_ question: QuizQuestion, typed: String?, seconds: Double) {
    self.question = question
    self.seconds = seconds
    let answer = typed.map(Normalization.normalizeForm).flatMap { $0.isEmpty ? nil : $0 }
    self.answer = answer
    guard let answer else {
      (result, matched) = (.wrong, nil)
      return
    }
    var candidates = [answer]
    if case .finite(.imperativoNegativo, _) = question.form, !answer.hasPrefix("no ") {
      candidates.append("no " + answer)
    }
    if let exact = question.expected.first(where: candidates.contains) {
      (result, matched) = (.exact, exact)
    } else if let close = question.expected.first(where: { form in
      candidates.contains { Accents.fold($0) == Accents.fold(form) }
    }) {
      (result, matched) = (.accent, close)
    } else {
      (result, matched) = (.wrong, nil)
    }
  }
}
