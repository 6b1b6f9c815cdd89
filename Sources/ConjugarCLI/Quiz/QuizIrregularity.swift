import ConjugarCore

/// What the quiz needs to know of a cell's irregularity: its kinds, to mix the verbs asked,
/// and the irregular letters of each form, to mark them in a correction.
///
/// Until the engine classifies irregularity by kind, a cell of an irregular verb counts as the
/// one kind `irregular`, and its letters are those that differ from the regular model's form
/// of the cell (as the table colours them).
final class QuizIrregularity {
  /// What is known of one cell of one verb.
  struct Cell {
    /// The kinds of irregularity the cell shows, by id; empty for a regular cell.
    var kinds: [String]
    /// For each accepted form, where its irregular letters are (Character offsets).
    var marks: [[Range<Int>]]
  }

  /// The kinds a quiz tries to show, each at least once when its tenses are asked and the
  /// quiz is long enough.
  let targets = ["irregular"]

  private let conjugator: Conjugator
  /// The regular conjugation of each irregular verb met so far, nil when it has none.
  private var regular: [String: Conjugation?] = [:]

  init(conjugator: Conjugator) {
    self.conjugator = conjugator
  }

  /// The kinds and marks of `form` in `conjugation`.
  func cell(_ form: Form, of conjugation: Conjugation) -> Cell {
    let forms = conjugation.cell(form).forms
    guard !conjugation.isRegular else {
      return Cell(kinds: [], marks: forms.map { _ in [] })
    }
    let reference = regularConjugation(of: conjugation)?.cell(form).forms ?? []
    let marks = forms.map { text -> [Range<Int>] in
      guard let model = reference.first, !reference.contains(text) else { return [] }
      let (start, middle, _) = IrregularMarker.split(text, against: model)
      return middle.isEmpty ? [] : [start.count..<(start.count + middle.count)]
    }
    return Cell(kinds: ["irregular"], marks: marks)
  }

  private func regularConjugation(of conjugation: Conjugation) -> Conjugation? {
    if let known = regular[conjugation.infinitive] { return known }
    let found = RegularReference.conjugation(of: conjugation, using: conjugator)
    regular[conjugation.infinitive] = found
    return found
  }
}
