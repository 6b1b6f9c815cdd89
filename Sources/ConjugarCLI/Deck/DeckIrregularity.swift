import ConjugarCore

/// What a deck shows of the irregularity the engine finds in a verb's cells: whether a cell is
/// irregular, the kinds it shows, and its forms as HTML with the irregular letters in `<b>`.
struct DeckIrregularity {
  /// One cell.
  struct Cell: Equatable {
    var isIrregular: Bool
    /// The ids of the kinds its forms show (`stem-change`, `spelling-change`).
    var kinds: [String]
    /// The accepted forms, HTML-escaped, irregular letters in `<b>`.
    var forms: [String]
  }

  private let conjugation: Conjugation
  private let irregularities: Irregularities?

  init(_ conjugation: Conjugation, conjugator: Conjugator) {
    self.conjugation = conjugation
    irregularities = conjugator.irregularities(of: conjugation)
  }

  /// The cell `form`.
  func cell(_ form: Form) -> Cell {
    guard let irregularities else {
      let forms = conjugation.cell(form).forms.map { HTMLText.escape($0) }
      return Cell(isIrregular: false, kinds: [], forms: forms)
    }
    let cell = irregularities.cell(form)
    return Cell(
      isIrregular: cell.isIrregular, kinds: cell.kinds.map(\.id),
      forms: cell.forms.map { IrregularMarker.mark($0, style: .html) })
  }
}
