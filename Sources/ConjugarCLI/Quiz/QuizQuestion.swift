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
  /// The periphrasis asked in `form`'s tense and person (`estoy hablando`); nil for a cell.
  let periphrasis: PeriphrasisTense?

  /// The question of `conjugation`'s `form`, whose accepted forms have `marks`.
  init(_ conjugation: Conjugation, form: Form, marks: [[MarkedLetters]]) {
    self.conjugation = conjugation
    self.form = form
    self.expected = conjugation.cell(form).forms
    self.marks = marks
    periphrasis = nil
  }

  /// The question of `periphrasis` of `conjugation` for `person`, whose accepted forms are
  /// `forms` (the engine's: `estoy hablando`, `me estoy lavando`, `estoy lavándome`).
  init(
    _ conjugation: Conjugation, periphrasis: PeriphrasisTense, person: Person, forms: [String]
  ) {
    self.conjugation = conjugation
    self.form = .finite(periphrasis.tense, person)
    self.expected = forms
    self.marks = forms.map { _ in [] }
    self.periphrasis = periphrasis
  }

  /// The infinitive (`tener`).
  var verb: String { conjugation.infinitive }

  /// The tense or non-finite form asked.
  var tense: TenseID {
    if let periphrasis { return .periphrasis(periphrasis) }
    switch form {
    case .nonFinite(let nonFinite): return .nonFinite(nonFinite)
    case .finite(let tense, _): return .finite(tense)
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
