/// Fills words into lines of at most a given width, for topics rendered for 80 columns.
enum TextWrap {
  /// `text` broken at spaces into lines no wider than `width` (unless one word is), the first
  /// line starting with `first`, the others with `rest`. `InfoText.glue` joins words that
  /// must stay together; it is printed as a space.
  static func lines(_ text: String, width: Int, first: String, rest: String) -> [String] {
    var lines: [String] = []
    var line = first
    var lineHasWord = false
    for word in text.split(separator: " ") {
      let printed = word.replacing(InfoText.glue, with: " ")
      if lineHasWord, line.count + 1 + printed.count > width {
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
