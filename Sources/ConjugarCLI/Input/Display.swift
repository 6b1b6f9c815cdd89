/// Makes user input safe to echo in a one-line message.
enum Display {
  /// The longest input echoed back; a longer one is cut with an ellipsis.
  static let maximumLength = 40

  /// `text` cut to `maximumLength` characters, with the characters a terminal would not show
  /// as themselves escaped as `\u{1B}`: control characters (which could move the cursor or
  /// end the line), invisible format characters (zero-width spaces, direction marks, a
  /// byte-order mark) and line or paragraph separators.
  static func quoted(_ text: String) -> String {
    var result = ""
    var count = 0
    for scalar in text.unicodeScalars {
      if count == maximumLength {
        result += "…"
        break
      }
      switch scalar.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator:
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default:
        result.unicodeScalars.append(scalar)
      }
      count += 1
    }
    return result
  }
}
