extension String {
  /// The text in Unicode normalization form C (`e` + U+0301 → `é`), as Foundation's
  /// `precomposedStringWithCanonicalMapping` gives it, from the standard library's own
  /// normalizer; ASCII text is returned as is.
  // The standard library's NFC, not Foundation's: the start-up path needs no Foundation.
  var canonicallyComposed: String {
    if utf8.allSatisfy({ $0 < 0x80 }) { return self }
    return String(decoding: _nfcCodeUnits, as: UTF8.self)
  }
}
