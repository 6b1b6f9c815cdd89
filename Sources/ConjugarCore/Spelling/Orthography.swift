/// Spanish spelling rules the engine applies to every form: where the written accent goes
/// (2010 orthography: vowel pairs are diphthongs, monosyllables take no tilde), and how a stem
/// changes its spelling before an ending (c/qu, g/gu, z/c, g/j, gu/gü, i/y).
enum Orthography {
  typealias Letters = [Unicode.Scalar]

  static func isOpen(_ c: Unicode.Scalar) -> Bool {
    switch c {
    case "a", "e", "o", "á", "é", "ó": true
    default: false
    }
  }

  static func isClosed(_ c: Unicode.Scalar) -> Bool {
    switch c {
    case "i", "u", "ü", "í", "ú": true
    default: false
    }
  }

  static func isAccented(_ c: Unicode.Scalar) -> Bool {
    switch c {
    case "á", "é", "í", "ó", "ú": true
    default: false
    }
  }

  static func stripAccent(_ c: Unicode.Scalar) -> Unicode.Scalar {
    switch c {
    case "á": "a"
    case "é": "e"
    case "í": "i"
    case "ó": "o"
    case "ú": "u"
    default: c
    }
  }

  static func addAccent(_ c: Unicode.Scalar) -> Unicode.Scalar {
    switch c {
    case "a": "á"
    case "e": "é"
    case "i": "í"
    case "o": "ó"
    case "u", "ü": "ú"
    default: c
    }
  }

  /// Whether the letter at `index` is a vowel sound: the `u` of `qu`, and of `gu` before e/i,
  /// is only a spelling.
  static func isVowel(_ word: Letters, _ index: Int) -> Bool {
    let c = word[index]
    guard isOpen(c) || isClosed(c) else { return false }
    if c == "u" && index > 0 {
      if word[index - 1] == "q" { return false }
      if word[index - 1] == "g", index + 1 < word.count {
        switch word[index + 1] {
        case "e", "i", "é", "í": return false
        default: break
        }
      }
    }
    return true
  }

  /// The syllable nuclei of a word as ranges of letter indices, first to last. An `h` between
  /// vowels does not break a diphthong; a stressed closed vowel next to an open one does.
  static func nuclei(_ word: Letters) -> [ClosedRange<Int>] {
    var result: [ClosedRange<Int>] = []
    result.reserveCapacity(word.count / 2 + 1)
    var lastVowel: Int? = nil
    var hasOpen = false
    for index in word.indices where isVowel(word, index) {
      let open = isOpen(word[index])
      if let previous = lastVowel, let current = result.last,
        previous == index - 1 || (previous == index - 2 && word[index - 1] == "h"),
        joins(word[previous], word[index])
      {
        // A glide after an open vowel goes with what follows when that is a second open vowel
        // (a-hue) or a closed one, with which it always forms a diphthong (re-huí, re-hui-mos).
        if hasOpen && (open || isClosed(word[previous])) {
          result[result.count - 1] = current.lowerBound...(current.upperBound - 1)
          result.append(previous...index)
          hasOpen = open
        } else {
          result[result.count - 1] = current.lowerBound...index
        }
      } else {
        result.append(index...index)
        hasOpen = false
      }
      hasOpen = hasOpen || open
      lastVowel = index
    }
    return result
  }

  /// Whether two adjacent vowels belong to one syllable (a diphthong).
  private static func joins(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Bool {
    if isOpen(a) && isOpen(b) { return false }
    if isOpen(a) || isOpen(b) {
      // closed + open: a diphthong unless the closed vowel carries the stress mark
      return !(isAccented(a) && isClosed(a)) && !(isAccented(b) && isClosed(b))
    }
    return true  // two closed vowels: always a diphthong (huí, cuida)
  }

  /// The index of the nucleus that takes the stress by default (no written accent).
  private static func defaultStressedNucleus(_ word: Letters, count: Int) -> Int {
    guard count > 1, let last = word.last else { return count - 1 }
    let vowelNS = isOpen(last) || isClosed(last) || last == "n" || last == "s"
    return vowelNS ? count - 2 : count - 1
  }

  /// The index of the stressed vowel letter of a correctly spelled word.
  static func stressedVowel(_ word: Letters) -> Int? {
    if let accented = word.firstIndex(where: isAccented) { return accented }
    let syllables = nuclei(word)
    guard !syllables.isEmpty else { return nil }
    let nucleus = syllables[defaultStressedNucleus(word, count: syllables.count)]
    return nucleus.first(where: { isOpen(word[$0]) }) ?? nucleus.upperBound
  }

  /// Spells `word` with the stress on the vowel at `stressed`, adding or removing the tilde
  /// as the accent rules require.
  static func respell(_ word: Letters, stressed: Int) -> Letters {
    var letters = word.map(stripAccent)
    let vowel = letters[stressed]
    if isClosed(vowel) && hasOpenNeighbour(letters, stressed) {
      letters[stressed] = addAccent(vowel)  // hiatus: río, reúno, prohíbo
      return letters
    }
    let syllables = nuclei(letters)
    guard syllables.count > 1,
      let own = syllables.firstIndex(where: { $0.contains(stressed) })
    else { return letters }
    if own != defaultStressedNucleus(letters, count: syllables.count) {
      letters[stressed] = addAccent(vowel)
    }
    return letters
  }

  private static func hasOpenNeighbour(_ word: Letters, _ index: Int) -> Bool {
    isOpenNeighbour(word, index, step: -1) || isOpenNeighbour(word, index, step: 1)
  }

  /// Whether the letter `step` away from `index` (past an `h`) is an open vowel.
  private static func isOpenNeighbour(_ word: Letters, _ index: Int, step: Int) -> Bool {
    var neighbour = index + step
    if word.indices.contains(neighbour), word[neighbour] == "h" { neighbour += step }
    return word.indices.contains(neighbour) && isOpen(word[neighbour]) && isVowel(word, neighbour)
  }
}
