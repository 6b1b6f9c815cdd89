import ConjugarCore

/// How one cell reads in a table: alternatives joined with " / ", "—" for a defective cell,
/// and irregular letters marked when there is a regular conjugation to compare with.
struct CellText {
  /// Shown for a cell the verb lacks.
  static let defective = "—"
  /// Between accepted alternatives.
  static let separator = " / "

  let conjugation: Conjugation
  /// The same verb under its class's regular model; nil when nothing is marked.
  let regular: Conjugation?
  let style: TextStyle

  func text(_ form: Form) -> String {
    let forms = conjugation.cell(form).forms
    guard !forms.isEmpty else { return Self.defective }
    let reference = regular?.cell(form).forms ?? []
    return forms.map { IrregularMarker.mark($0, regular: reference, style: style) }
      .joined(separator: Self.separator)
  }

  /// The width of `text` on a terminal: its characters, not counting ANSI escapes.
  static func visibleWidth(_ text: String) -> Int {
    var width = 0
    var inEscape = false
    for character in text {
      if inEscape {
        if character.isLetter { inEscape = false }
      } else if character == "\u{1B}" {
        inEscape = true
      } else {
        width += 1
      }
    }
    return width
  }

  /// `text` followed by spaces up to `width` columns, and at least `minimumGap` of them.
  static func padded(_ text: String, to width: Int, minimumGap: Int = 1) -> String {
    let visible = visibleWidth(text)
    return text + String(repeating: " ", count: max(width - visible, minimumGap))
  }
}
