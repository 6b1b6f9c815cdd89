/// Text set into an HTML field of an Anki note, and read back out of one.
enum HTMLText {
  /// `text` with `&`, `<` and `>` escaped, and tabs and line breaks made spaces, so that it
  /// fits in one field of one line.
  static func escape(_ text: some StringProtocol) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\t", "\n", "\r", "\r\n": result += " "
      default: result.append(character)
      }
    }
    return result
  }

  /// `parts` escaped and joined by `separator`.
  static func escape(_ parts: [String], separator: String) -> String {
    parts.map { escape($0) }.joined(separator: separator)
  }
}
