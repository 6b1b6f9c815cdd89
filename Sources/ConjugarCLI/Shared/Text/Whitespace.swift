/// Trimming without Foundation: the scalars of `CharacterSet.whitespaces` and
/// `.whitespacesAndNewlines` (listed from Foundation on Linux), taken off both ends.
// Trimmed scalar by scalar, not through NSString (and NFC from the standard library, String+
// CanonicalForm): cheaper per verb, and the start-up path needs no Foundation string bridging.
enum Whitespace {
  /// Whether `scalar` is in `CharacterSet.whitespaces`: tab, space, no-break spaces, the
  /// typographic spaces U+2000–U+200B and the ideographic space.
  static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: true
    default: false
    }
  }

  /// Whether `scalar` is in `CharacterSet.whitespacesAndNewlines`: a space, or a line break
  /// (U+000A–U+000D, U+0085, U+2028, U+2029).
  static func isSpaceOrNewline(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
    default: isSpace(scalar)
    }
  }
}

extension StringProtocol {
  /// The text without the spaces and tabs at either end.
  func trimmingSpaces() -> String { trimming(Whitespace.isSpace) }

  /// The text without the spaces, tabs and line breaks at either end.
  func trimmingSpacesAndNewlines() -> String { trimming(Whitespace.isSpaceOrNewline) }

  private func trimming(_ trimmed: (Unicode.Scalar) -> Bool) -> String {
    let scalars = unicodeScalars
    if let head = scalars.first, let tail = scalars.last, !trimmed(head), !trimmed(tail) {
      return String(self)
    }
    guard let first = scalars.firstIndex(where: { !trimmed($0) }),
      let last = scalars.lastIndex(where: { !trimmed($0) })
    else { return "" }
    var result = String.UnicodeScalarView()
    result.append(contentsOf: scalars[first...last])
    return String(result)
  }
}
