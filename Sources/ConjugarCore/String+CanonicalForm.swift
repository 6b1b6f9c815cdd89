extension String {
  /// The text in Unicode normalization form C (`e` + U+0301 → `é`), as Foundation's
  /// `precomposedStringWithCanonicalMapping` gives it, from the standard library's own
  /// normalizer; ASCII text is returned as is.
  // The standard library's NFC, not Foundation's: the start-up path needs no Foundation.
  public var canonicallyComposed: String {
    if utf8.allSatisfy({ $0 < 0x80 }) { return self }
    return String(decoding: _nfcCodeUnits, as: UTF8.self)
  }

  /// Whether `scalar` is a letter or a mark (Unicode L* and M*), what Foundation's
  /// `CharacterSet.letters` holds; the standard library's tables are newer than Foundation's
  /// on Linux, which lack a few thousand recent letters of other scripts.
  static func isLetterOrMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .nonspacingMark, .spacingMark, .enclosingMark:
      true
    default: false
    }
  }
}

extension String {
  /// Where `target` last occurs, comparing UTF-8 bytes (the tables are NFC) from a letter's
  /// start; what Foundation's `range(of:options: .backwards)` finds in the tables' text.
  func lastRange(of target: String) -> Range<String.Index>? {
    let text = Array(utf8)
    let pattern = Array(target.utf8)
    guard !pattern.isEmpty, pattern.count <= text.count else { return nil }
    for start in stride(from: text.count - pattern.count, through: 0, by: -1)
    where text[start] & 0xC0 != 0x80 && text[start..<(start + pattern.count)].elementsEqual(pattern)
    {
      let lower = utf8.index(utf8.startIndex, offsetBy: start)
      return lower..<utf8.index(lower, offsetBy: pattern.count)
    }
    return nil
  }
}

extension Substring {
  /// The text without what is not a letter or a mark at either end (`¿Vienes?` → `Vienes`).
  func trimmingNonLetters() -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: String.isLetterOrMark),
      let last = scalars.lastIndex(where: String.isLetterOrMark)
    else { return "" }
    var result = String.UnicodeScalarView()
    result.append(contentsOf: scalars[first...last])
    return String(result)
  }
}
