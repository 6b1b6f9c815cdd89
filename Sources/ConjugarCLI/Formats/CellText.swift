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

  /// The cell's forms, marked; with `shortened`, alternatives that share their first words
  /// (`habíamos adscrito / habíamos adscripto`) show them once (`habíamos adscrito /
  /// adscripto`).
  func text(_ form: Form, shortened: Bool = false) -> String {
    let forms = conjugation.cell(form).forms
    guard !forms.isEmpty else { return Self.defective }
    let reference = regular?.cell(form).forms ?? []
    let shared = shortened ? Self.sharedWords(forms) : 0
    return forms.enumerated().map { index, text in
      guard index > 0, shared > 0 else {
        return IrregularMarker.mark(text, regular: reference, style: style)
      }
      return IrregularMarker.mark(
        Self.dropWords(shared, text), regular: reference.map { Self.dropWords(shared, $0) },
        style: style)
    }.joined(separator: Self.separator)
  }

  /// How many leading words all of `forms` share, leaving each at least one word of its own.
  static func sharedWords(_ forms: [String]) -> Int {
    let words = forms.map { $0.split(separator: " ") }
    guard forms.count > 1, let first = words.first else { return 0 }
    var count = 0
    while words.allSatisfy({ $0.count > count + 1 && $0[count] == first[count] }) { count += 1 }
    return count
  }

  private static func dropWords(_ count: Int, _ text: String) -> String {
    text.split(separator: " ").dropFirst(count).joined(separator: " ")
  }

  /// The width of `text` on a terminal: its characters, not counting ANSI escapes (ESC up to
  /// a letter) nor combining marks. Counted by scalars: the tables are NFC, so a letter with
  /// an accent is one.
  static func visibleWidth(_ text: String) -> Int {
    var width = 0
    var inEscape = false
    for scalar in text.unicodeScalars {
      if inEscape {
        if scalar.isASCII, scalar.properties.isAlphabetic { inEscape = false }
      } else if scalar == "\u{1B}" {
        inEscape = true
      } else if scalar.isASCII {
        width += 1
      } else {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark: break
        default: width += 1
        }
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
