import ConjugarCore

/// How one cell reads in a table: alternatives joined with " / ", "—" for a defective cell,
/// and the letters the engine marks styled when the verb's irregularities are at hand.
struct CellText {
  /// Shown for a cell the verb lacks.
  static let defective = "—"
  /// Between accepted alternatives.
  static let separator = " / "

  let conjugation: Conjugation
  /// The verb's irregular forms and letters; nil when nothing is marked.
  let irregularities: Irregularities?
  let style: TextStyle

  /// The cell's forms, marked; with `shortened`, alternatives that share their first words
  /// (`habíamos adscrito / habíamos adscripto`) show them once (`habíamos adscrito /
  /// adscripto`).
  func text(_ form: Form, shortened: Bool = false) -> String {
    let forms = conjugation.cell(form).forms
    guard !forms.isEmpty else { return Self.defective }
    let marked = irregularities?.cell(form).forms ?? []
    let shared = shortened ? Self.sharedWords(forms) : 0
    return forms.enumerated().map { index, text in
      let drops = index > 0 && shared > 0
      guard index < marked.count, marked[index].text == text else {
        return drops ? Self.dropWords(shared, text) : text
      }
      let start = drops ? Self.lettersOfWords(shared, text) : 0
      return IrregularMarker.mark(marked[index], from: start, style: style)
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

  /// How many letters (Unicode scalars) the first `count` words of `text` take, with the space
  /// after each: where `dropWords` starts.
  static func lettersOfWords(_ count: Int, _ text: String) -> Int {
    var spaces = 0
    var letters = 0
    for scalar in text.unicodeScalars where spaces < count {
      letters += 1
      if scalar == " " { spaces += 1 }
    }
    return letters
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
