/// Fills words into lines of at most a given width, for topics rendered for 80 columns.
enum TextWrap {
  /// Stands for a space that wrapping must not break at; printed as a space.
  static let glue = "\u{A0}"

  /// `text` broken at spaces into lines no wider than `width` columns as a terminal shows them
  /// (unless one word is; colour escapes take none), the first line starting with `first`,
  /// the others with `rest`. `glue` joins words that must stay together; it is
  /// printed as a space.
  static func lines(_ text: String, width: Int, first: String, rest: String) -> [String] {
    var lines: [String] = []
    var line = first
    var lineHasWord = false
    for word in text.split(separator: " ") {
      let printed = String(word.replacing(Self.glue, with: " "))
      if lineHasWord, CellText.visibleWidth(line) + 1 + CellText.visibleWidth(printed) > width {
        lines.append(line)
        line = rest
        lineHasWord = false
      }
      line += (lineHasWord ? " " : "") + printed
      lineHasWord = true
    }
    if lineHasWord { lines.append(line) }
    return lines
  }
}
