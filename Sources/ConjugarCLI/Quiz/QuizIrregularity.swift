import ConjugarCore

/// What the quiz needs to know of a cell's irregularity, as the engine tells it: its kinds, to
/// mix the verbs asked, and the marked letters of each form, to show them in a correction.
final class QuizIrregularity {
  /// What is known of one cell of one verb.
  struct Cell {
    /// The kinds of irregularity the cell shows; empty for a regular cell.
    var kinds: [IrregularityKind]
    /// For each accepted form, its marked letters.
    var marks: [[MarkedLetters]]
  }

  /// The kinds a quiz tries to show, each at least once when its tenses are asked and the
  /// quiz is long enough: every kind but a lacking cell, which is never asked.
  let targets = IrregularityKind.allCases.filter { $0 != .defective }

  private let conjugator: Conjugator
  /// The irregularities of each verb met so far.
  private var verbs: [String: Irregularities?] = [:]

  init(conjugator: Conjugator) {
    self.conjugator = conjugator
  }

  /// The kinds and marks of `form` in `conjugation`.
  func cell(_ form: Form, of conjugation: Conjugation) -> Cell {
    let known = verbs[conjugation.infinitive] ?? conjugator.irregularities(of: conjugation)
    verbs[conjugation.infinitive] = known
    guard let cell = known?.cell(form) else {
      return Cell(kinds: [], marks: conjugation.cell(form).forms.map { _ in [] })
    }
    return Cell(
      kinds: cell.kinds,
      marks: cell.forms.map(\.marks))
  }
}
