/// The spelling slips of Spanish learners, undone: from a typed form, the forms that may have
/// been meant (reverse lookup's close forms; the speller of infinitives is SlipIndex's
/// weighted model). A slip writes a sound with another of its spellings or breaks a spelling rule:
/// a silent h left out or added, b for v, c, z and s for one another, ll for y, g for j before
/// e and i, k for qu or c, g for gu before e and i, r for rr, n for ñ, n for m before p and b;
/// or it doubles a letter or drops one. Learners also write a stem vowel of the conjugated
/// forms in the infinitive (muestrar, eligir, huyir) and the wrong conjugation (dormer).
/// Accents are kept as typed: a caller that folds them away (LookupSpelling) makes a missing
/// or wrong accent, or gü written gu, cost nothing.
enum SpellingSlips {
  typealias Letters = [Unicode.Scalar]

  /// Where a respelling applies: anywhere, or only before certain letters.
  private enum Context {
    case anywhere
    case before(Letters)

    func allows(_ word: Letters, at index: Int) -> Bool {
      switch self {
      case .anywhere: true
      case .before(let letters): index < word.count && letters.contains(word[index])
      }
    }
  }

  private static let frontVowels: Letters = ["e", "i", "é", "í"]

  /// A letter or two typed for another spelling of the same sound: typed, meant, where.
  private static let respellings: [(typed: Letters, meant: Letters, context: Context)] = [
    (["b"], ["v"], .anywhere), (["v"], ["b"], .anywhere),
    (["s"], ["z"], .anywhere), (["z"], ["s"], .anywhere),
    (["c"], ["z"], .anywhere), (["z"], ["c"], .anywhere),
    (["s"], ["c"], .before(frontVowels)), (["c"], ["s"], .before(frontVowels)),
    (["l", "l"], ["y"], .anywhere), (["y"], ["l", "l"], .anywhere),
    (["g"], ["j"], .before(frontVowels)), (["j"], ["g"], .before(frontVowels)),
    (["k"], ["c"], .anywhere), (["k"], ["q", "u"], .anywhere), (["c"], ["k"], .anywhere),
    (["q", "u"], ["k"], .anywhere), (["q", "u"], ["c"], .anywhere),
    (["c"], ["q", "u"], .anywhere),
    (["g", "u"], ["g"], .before(frontVowels)), (["g"], ["g", "u"], .before(frontVowels)),
    (["n"], ["ñ"], .anywhere), (["ñ"], ["n"], .anywhere),
    (["n"], ["m"], .before(["p", "b"])), (["m"], ["n"], .before(["p", "b"])),
  ]

  /// The letters forms most often drop: vowels, and the consonants of the persons' endings.
  static let endingLetters = Letters("aeiousndrm".unicodeScalars)

  private static func isVowel(_ c: Unicode.Scalar) -> Bool {
    Orthography.isOpen(c) || Orthography.isClosed(c)
  }

  /// What kind of slip was undone.
  enum Undone: Equatable {
    /// A respelling, a doubled letter, an h.
    case respelt
    /// A dropped letter put back.
    case putBack
    /// A learner's slip of the stem vowel or of the conjugation.
    case learnt
  }

  /// Calls `visit` with each word one slip away from `word` (repeats possible), and what that
  /// slip was; a put-back letter may be any of `dropped`; the learner's slips only when
  /// `learner`. Only the slips other than a put-back letter made at an index of `near`, when
  /// given, which read no letter outside `near.lowerBound - 1 ... near.upperBound + 2`.
  static func undoOne(
    _ word: Letters, dropped: Letters, near: ClosedRange<Int>? = nil, learner: Bool = true,
    _ visit: (Letters, _ undone: Undone) -> Void
  ) {
    for index in word.indices where near?.contains(index) ?? true {
      let afterC = index > 0 && word[index - 1] == "c"
      if word[index] == "h", !afterC { visit(removing(word, index), .respelt) }
      if isVowel(word[index]), !afterC, index == 0 || word[index - 1] != "h" {
        visit(inserting("h", into: word, at: index), .respelt)
      }
      if index + 1 < word.count, word[index] == word[index + 1] {
        visit(removing(word, index), .respelt)
      }
      if word[index] == "r", index == 0 || word[index - 1] != "r",
        index + 1 == word.count || word[index + 1] != "r"
      {
        visit(inserting("r", into: word, at: index), .respelt)
      }
      for (typed, meant, context) in respellings
      where matches(word, typed, at: index) && context.allows(word, at: index + typed.count) {
        visit(Array(word[..<index]) + meant + word[(index + typed.count)...], .respelt)
      }
    }
    if learner { undoLearnt(word, near: near, visit) }
    for index in 0...word.count {
      for letter in dropped { visit(inserting(letter, into: word, at: index), .putBack) }
    }
  }

  /// The learner's slips of `undoOne`.
  private static func undoLearnt(
    _ word: Letters, near: ClosedRange<Int>?, _ visit: (Letters, _ undone: Undone) -> Void
  ) {
    let stemEnd = stemEnd(of: word)
    for index in word.indices where index < stemEnd && near?.contains(index) ?? true {
      for (typed, meant) in stemLeaks
      where index + typed.count <= stemEnd && matches(word, typed, at: index)
        && (typed != ["y"] || (index > 0 && isVowel(word[index - 1])))
        && (meant != ["u"] || (index + 2 < word.count && word[index + 2] == "g"))
      {
        visit(Array(word[..<index]) + meant + word[(index + typed.count)...], .learnt)
      }
    }
    if stemEnd + 1 < word.count, near?.contains(stemEnd) ?? true,
      conjugationVowels.contains(word[stemEnd]), word[stemEnd + 1] == "r"
    {
      for vowel in conjugationVowels where vowel != word[stemEnd] {
        var changed = word
        changed[stemEnd] = vowel
        visit(changed, .learnt)
      }
    }
  }

  /// The learner's slips of the stem: a vowel of the conjugated forms (piensa, muestra, pide,
  /// juega, durmió, huyo, cayó) written in the infinitive. Typed, meant. The y is undone only
  /// after a vowel (huyir: huir, cayer: caer), ue for u only before g (juegar: jugar), so that
  /// two leaks undone do not merely drop an i (tuitear is no slip of tutear).
  private static let stemLeaks: [(typed: Letters, meant: Letters)] = [
    (["i", "e"], ["e"]), (["u", "e"], ["o"]), (["u", "e"], ["u"]), (["i"], ["e"]),
    (["u"], ["o"]), (["y"], []),
  ]

  /// The vowels of the three conjugations: an -er verb written -ir or -ar is a learner's slip.
  private static let conjugationVowels: Letters = ["a", "e", "i"]

  /// Where the ending of an infinitive-shaped word begins (before -ar, -er, -ir and a final
  /// -se); the stem slips are made before it. The word's length when it is not so shaped.
  static func stemEnd(of word: Letters) -> Int {
    var end = word.count
    if end > 4, word[end - 2] == "s", word[end - 1] == "e" { end -= 2 }
    guard end >= 3, word[end - 1] == "r", conjugationVowels.contains(word[end - 2]) else {
      return word.count
    }
    return end - 2
  }

  /// Calls `visit` with each word one typing slip away from `word`: two neighbours swapped,
  /// or one vowel typed for another.
  static func undoTyping(_ word: Letters, _ visit: (Letters) -> Void) {
    for index in word.indices.dropLast() where word[index] != word[index + 1] {
      var swapped = word
      swapped.swapAt(index, index + 1)
      visit(swapped)
    }
    for index in word.indices where isVowel(word[index]) {
      for vowel in Letters("aeiou".unicodeScalars) where vowel != word[index] {
        var changed = word
        changed[index] = vowel
        visit(changed)
      }
    }
  }

  private static func matches(_ word: Letters, _ part: Letters, at index: Int) -> Bool {
    index + part.count <= word.count && word[index..<(index + part.count)].elementsEqual(part)
  }

  private static func removing(_ word: Letters, _ index: Int) -> Letters {
    var result = word
    result.remove(at: index)
    return result
  }

  private static func inserting(_ letter: Unicode.Scalar, into word: Letters, at index: Int)
    -> Letters
  {
    var result = word
    result.insert(letter, at: index)
    return result
  }
}
