/// Makes user input safe to echo in a one-line message.
enum Display {
  /// The longest input echoed back; a longer one is cut with an ellipsis.
  static let maximumLength = 40

  /// `text` cut to `maximumLength` characters, with control characters (which could move the
  /// cursor or end the line) shown as `?`.
  static func quoted(_ text: String) -> String {
    var result = ""
    var count = 0
    for scalar in text.unicodeScalars {
      if count == maximumLength {
        result += "…"
        break
      }
      let isControl = scalar.properties.generalCategory == .control
      result.unicodeScalars.append(isControl ? "?" : scalar)
      count += 1
    }
    return result
  }
}
