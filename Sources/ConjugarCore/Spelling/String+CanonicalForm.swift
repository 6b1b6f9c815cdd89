extension String {
  /// The text in Unicode normalization form C (`e` + U+0301 → `é`), as Foundation's
  /// `precomposedStringWithCanonicalMapping` gives it, from the standard library's own
  /// normalizer; ASCII text is returned as is.
  // The standard library's NFC, not Foundation's: the start-up path needs no Foundation.
  package var canonicallyComposed: String {
    if utf8.allSatisfy({ $0 < 0x80 }) { return self }
    return String(decoding: _nfcCodeUnits, as: UTF8.self)
  }

  /// Whether `scalar` is punctuation (Unicode P*), what Foundation's
  /// `CharacterSet.punctuationCharacters` holds.
  static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
      .initialPunctuation, .finalPunctuation, .otherPunctuation:
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
  /// The text without the punctuation at either end (`¿Vienes?` → `Vienes`), as Foundation's
  /// `trimmingCharacters(in: .punctuationCharacters)` gives it.
  func trimmingPunctuation() -> String {
    let scalars = unicodeScalars
    let kept = { (scalar: Unicode.Scalar) in !String.isPunctuation(scalar) }
    guard let first = scalars.firstIndex(where: kept), let last = scalars.lastIndex(where: kept)
    else { return "" }
    var result = String.UnicodeScalarView()
    result.append(contentsOf: scalars[first...last])
    return String(result)
  }
}
