extension Orthography {
  /// Whether `typed` is `form` as the 1999 Ortografía let it be written: the same words, but
  /// for a tilde on the stressed vowel of monosyllables the 2010 rules write without one
  /// (`guió` for `guio`, `riáis` for `riais`, `huí` for `hui`, `se rió` for `se rio`). Which
  /// verbs' monosyllables took it is for the caller to say (not `dio`, `vio`, `fue`).
  static func isSpelling1999(_ typed: String, of form: String) -> Bool {
    let typedWords = typed.split(separator: " ")
    let formWords = form.split(separator: " ")
    guard typedWords.count == formWords.count, typed != form else { return false }
    return zip(typedWords, formWords).allSatisfy { typed, form in
      typed == form
        || isMonosyllable1999(Letters(typed.unicodeScalars), Letters(form.unicodeScalars))
    }
  }

  /// Whether `typed` is the monosyllable `form` with a tilde on its stressed vowel.
  private static func isMonosyllable1999(_ typed: Letters, _ form: Letters) -> Bool {
    guard typed.count == form.count, !form.contains(where: isAccented),
      nuclei(form).count == 1, let stressed = stressedVowel(form)
    else { return false }
    return typed.indices.allSatisfy { index in
      typed[index] == form[index] || (index == stressed && typed[index] == addAccent(form[index]))
    }
  }
}
