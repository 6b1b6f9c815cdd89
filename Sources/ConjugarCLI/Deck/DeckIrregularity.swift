import ConjugarCore

/// What a deck shows of the irregularity of a verb's cells: whether a cell is irregular, the
/// kinds of its irregularity, and its forms as HTML with the irregular letters in `<b>`.
struct DeckIrregularity {
  /// One cell.
  struct Cell: Equatable {
    var isIrregular: Bool
    /// The kinds' ids (`stem-change`), empty where they are not known.
    var kinds: [String]
    /// The accepted forms, HTML-escaped, irregular letters in `<b>`.
    var forms: [String]
  }

  private let conjugation: Conjugation
  /// The verb conjugated as its class's regular model, nil for a regular verb.
  private let regular: Conjugation?

  init(_ conjugation: Conjugation, conjugator: Conjugator) {
    self.conjugation = conjugation
    regular = RegularReference.conjugation(of: conjugation, using: conjugator)
  }

  /// The cell `form`: irregular when one of its forms is none of the regular model's.
  func cell(_ form: Form) -> Cell {
    let forms = conjugation.cell(form).forms
    let regularForms = regular?.cell(form).forms ?? []
    guard let reference = regularForms.first else {
      return Cell(isIrregular: false, kinds: [], forms: forms.map(HTMLText.escape))
    }
    var isIrregular = false
    let marked = forms.map { text in
      guard !regularForms.contains(text) else { return HTMLText.escape(text) }
      isIrregular = true
      let (start, middle, end) = IrregularMarker.split(text, against: reference)
      guard !middle.isEmpty else { return HTMLText.escape(text) }
      return HTMLText.escape(start) + "<b>" + HTMLText.escape(middle) + "</b>"
        + HTMLText.escape(end)
    }
    return Cell(isIrregular: isIrregular, kinds: [], forms: marked)
  }
}
