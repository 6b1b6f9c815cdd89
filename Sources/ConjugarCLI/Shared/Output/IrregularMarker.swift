import ConjugarCore

/// How the letters the engine marks in a form are shown.
enum MarkStyle {
  /// As the table shows them, by `TextStyle`: on a colour terminal irregular letters bold red
  /// and letters a spelling rule or a hiatus accent wrote underlined; with `--marks`, irregular
  /// letters in brackets too (`ten[g]o`); otherwise nothing.
  case terminal(TextStyle)
  /// Without colour, every run of marked letters in brackets, irregular or spelled (`t[uv]e`,
  /// `pag[u]é`): the quiz's corrections, which have no underline to tell spelling apart.
  case brackets
  /// HTML for a deck's fields: the text escaped, irregular letters in `<b>`, spelled ones
  /// plain.
  case html

  /// Text outside the marks.
  fileprivate func plain(_ text: String) -> String {
    if case .html = self { return HTMLText.escape(text) }
    return text
  }

  /// One run of marked letters.
  fileprivate func marked(_ text: String, isIrregular: Bool) -> String {
    switch self {
    case .terminal(let style): isIrregular ? style.irregular(text) : style.spelling(text)
    case .brackets: "[" + text + "]"
    case .html: isIrregular ? "<b>" + HTMLText.escape(text) + "</b>" : HTMLText.escape(text)
    }
  }
}

/// Writes a form with the letters the engine marks (`FormIrregularity.marks`) styled: the one
/// renderer of marks, for tables, the quiz and decks.
enum IrregularMarker {
  /// `form`'s text from its letter at `start` on, its marked letters styled.
  static func mark(_ form: FormIrregularity, from start: Int = 0, style: MarkStyle) -> String {
    mark(form.text, form.marks, from: start, style: style)
  }

  /// `form`'s text from its letter at `start` on, styled as the table styles it.
  static func mark(_ form: FormIrregularity, from start: Int = 0, style: TextStyle) -> String {
    mark(form, from: start, style: .terminal(style))
  }

  /// `text` from its letter (Unicode scalar) at `start` on, the letters of `marks` (in order,
  /// disjoint) styled; a mark cut by `start` or by the end of the text keeps what is left.
  static func mark(
    _ text: String, _ marks: [MarkedLetters], from start: Int = 0, style: MarkStyle
  ) -> String {
    let letters = Array(text.unicodeScalars)
    let string = { (range: Range<Int>) in String(String.UnicodeScalarView(letters[range])) }
    var result = ""
    var position = max(0, min(start, letters.count))
    for mark in marks {
      let lower = max(mark.range.lowerBound, position)
      let upper = min(mark.range.upperBound, letters.count)
      guard lower < upper else { continue }
      result += style.plain(string(position..<lower))
      result += style.marked(string(lower..<upper), isIrregular: mark.isIrregular)
      position = upper
    }
    return result + style.plain(string(position..<letters.count))
  }
}
