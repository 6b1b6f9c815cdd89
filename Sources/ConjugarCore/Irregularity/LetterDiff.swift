/// Letter-level comparisons of forms. A letter is a Unicode scalar: the tables are NFC, so a
/// letter with an accent is one.
enum LetterDiff {
  typealias Letters = [Unicode.Scalar]

  /// Whether two runs of letters are the same but for written accents.
  static func sameLetters<A: Collection<Unicode.Scalar>, B: Collection<Unicode.Scalar>>(
    _ a: A, _ b: B
  ) -> Bool {
    a.count == b.count
      && zip(a, b).allSatisfy { Orthography.stripAccent($0) == Orthography.stripAccent($1) }
  }

  /// The letters of `word` that differ from `reference`: the letters both share at the start
  /// and at the end are set aside, first ignoring accents, so that an accent that moves with
  /// the stress does not widen the mark, then with accents when only they differ. Where
  /// `word` has only dropped letters, the letters on either side of the gap are marked
  /// (`podré` against `poderé`: `dr`; `pon` against `pone`: `n`). Nil when the two are equal.
  static func marked(_ word: Letters, against reference: Letters) -> Range<Int>? {
    guard !word.isEmpty, word != reference else { return nil }
    return differing(word, reference, Orthography.stripAccent)
      ?? differing(word, reference, { $0 })
  }

  private static func differing(
    _ a: Letters, _ b: Letters, _ key: (Unicode.Scalar) -> Unicode.Scalar
  ) -> Range<Int>? {
    var prefix = 0
    while prefix < a.count, prefix < b.count, key(a[prefix]) == key(b[prefix]) { prefix += 1 }
    if prefix == a.count, prefix == b.count { return nil }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix,
      key(a[a.count - 1 - suffix]) == key(b[b.count - 1 - suffix])
    {
      suffix += 1
    }
    let end = a.count - suffix
    if prefix < end { return prefix..<end }
    return max(prefix - 1, 0)..<min(prefix + 1, a.count)
  }

  /// The offset of the last word of `letters` (a form's verb after `no`, pronouns or haber).
  static func lastWordStart(_ letters: Letters) -> Int {
    var index = letters.count
    while index > 0, letters[index - 1] != " " { index -= 1 }
    return index
  }

  /// Whether `word` is `stem` followed by `ending`, letter for letter. (Loops over indices:
  /// this runs for every regular form of a verb shown.)
  static func isJoin(_ word: ArraySlice<Unicode.Scalar>, _ stem: Letters, _ ending: Letters) -> Bool
  {
    guard word.count == stem.count + ending.count else { return false }
    var index = word.startIndex
    var other = 0
    while other < stem.count {
      if word[index] != stem[other] { return false }
      index += 1
      other += 1
    }
    other = 0
    while other < ending.count {
      if word[index] != ending[other] { return false }
      index += 1
      other += 1
    }
    return true
  }
}
