/// How a typed query is compared with the engine's forms: accents and ü are folded away to
/// find a form, then the typed accents are checked against it.
enum LookupSpelling {
  /// The words of a query: lower case, NFC, without the punctuation around it (`¿Vienes?`).
  /// Only punctuation is taken off: a digit or symbol stays (`hablo2` is no form of hablar).
  static func words(_ query: String) -> [String] {
    // Plain lower-case ASCII, the usual query, is split as bytes in one pass, not as
    // Characters (about 4k instructions a query), and one such word is kept as it is.
    var query = query
    let (plain, spaced) = query.withUTF8 { bytes in
      var spaced = false
      for byte in bytes where byte < 0x61 || byte > 0x7A {
        guard byte == 0x20 else { return (false, false) }
        spaced = true
      }
      return (true, spaced)
    }
    if plain, !spaced { return query.isEmpty ? [] : [query] }
    if plain {
      return query.utf8.split(separator: 0x20).map { String(decoding: $0, as: UTF8.self) }
    }
    let text = query.lowercased().canonicallyComposed
    return text.split(whereSeparator: { $0.isWhitespace }).compactMap { word in
      let trimmed = word.trimmingPunctuation()
      return trimmed.isEmpty ? nil : trimmed
    }
  }

  /// How `typed` matches `expected`, word by word: `true` when spelt the same, `false` when
  /// it only leaves out accents (or writes a 1999 tilde on a monosyllable: `rió` for `rio`),
  /// nil when it does not match, an accent the form lacks included (`hablás` is not `hablas`).
  static func match(typed: String, expected: String) -> Bool? {
    if typed == expected { return true }
    let typedWords = typed.split(separator: " ")
    let expectedWords = expected.split(separator: " ")
    guard typedWords.count == expectedWords.count else { return nil }
    for (t, e) in zip(typedWords, expectedWords) where t != e {
      guard compatible(Array(t.unicodeScalars), Array(e.unicodeScalars)) else { return nil }
    }
    return false
  }

  private static func compatible(_ typed: [Unicode.Scalar], _ form: [Unicode.Scalar]) -> Bool {
    guard typed.count == form.count else { return false }
    var accentsKept = true
    for (t, f) in zip(typed, form) where t != f {
      guard Accents.fold(t) == Accents.fold(f) else { return false }
      if t != Accents.fold(t) { accentsKept = false }
    }
    if accentsKept { return true }
    // The 2010 rules took the tilde off monosyllables such as rio, guio, hui, fue, dio; the
    // 1999 tilde stood on the stressed vowel.
    guard !form.contains(where: { $0 != Accents.fold($0) }), Orthography.nuclei(form).count == 1,
      let stressed = Orthography.stressedVowel(form)
    else { return false }
    return typed.indices.allSatisfy { typed[$0] == Accents.fold(typed[$0]) || $0 == stressed }
  }
}
