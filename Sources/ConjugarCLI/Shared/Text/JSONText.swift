/// JSON literals, escaped by hand (RFC 8259).
enum JSONText {
  /// `text` as a JSON string, quotes included.
  static func string(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{2028}", "\u{2029}": result += "\\u\(String(scalar.value, radix: 16))"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// An array of JSON strings.
  static func array(_ texts: [String]) -> String {
    "[" + texts.map(string).joined(separator: ",") + "]"
  }
}
