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
