/// The accent rules on forms written as UTF-8 bytes: a quick look settles most forms, and the
/// rest go through the rules on letters.
extension Orthography {
  /// Applies the 2010 rule to the form written in `bytes` since `mark`, in place: a
  /// monosyllable takes no tilde (`fie`, `guio`, `rio`, `hui`), except the diacritic `dé` and
  /// `sé`.
  // A byte scan before syllabifying: most forms have no tilde, or two vowels apart; it stops
  // at the second nucleus, and scans the buffer through a pointer.
  static func dropMonosyllableAccent(in bytes: inout ByteArena, from mark: Int) {
    let end = bytes.count
    guard hasAccent(bytes, mark..<end) else { return }
    if end - mark == 3, bytes[mark + 1] == 0xC3, bytes[mark + 2] == 0xA9,
      bytes[mark] == UInt8(ascii: "d") || bytes[mark] == UInt8(ascii: "s")
    {
      return  // dé, sé
    }
    var vowels = 0
    var groups = 0
    var index = 0
    var lastVowel = -2
    var previous: Unicode.Scalar = " "
    var position = mark
    while position < end {
      let (letter, length) = letter(in: bytes, at: position, end: end)
      position += length
      if isOpen(letter) || isClosed(letter) {
        vowels += 1
        if vowels > 4 { return }
        let silent =
          letter == "u"
          && (previous == "q" || (previous == "g" && isFrontVowel(bytes, at: position, end: end)))
        if !silent {
          // A vowel after a consonant other than h starts a nucleus of its own (nuclei).
          if !(lastVowel == index - 1 || (lastVowel == index - 2 && previous == "h")) {
            groups += 1
            if groups > 1 { return }  // two nuclei at least: no monosyllable
          }
          lastVowel = index
        }
      }
      previous = letter
      index += 1
    }
    guard groups <= 1 else { return }
    let letters = UTF8Letters.scalars(bytes[mark..<end])
    guard nuclei(letters).count == 1 else { return }
    bytes.truncate(to: mark)
    UTF8Letters.append(letters.lazy.map(stripAccent), to: &bytes)
  }

  /// The letter at `position` of `bytes` (up to `end`) and how many bytes it takes.
  private static func letter(
    in bytes: ByteArena, at position: Int, end: Int
  ) -> (Unicode.Scalar, Int) {
    let byte = bytes[position]
    if byte < 0x80 { return (Unicode.Scalar(byte), 1) }
    if byte & 0xE0 == 0xC0, position + 1 < end, bytes[position + 1] & 0xC0 == 0x80 {
      let value = UInt32(byte & 0x1F) << 6 | UInt32(bytes[position + 1] & 0x3F)
      return (Unicode.Scalar(value) ?? "\u{FFFD}", 2)
    }
    return ("\u{FFFD}", byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 1)
  }

  /// Whether the letter at `position` (before `end`) is e, i, é or í.
  private static func isFrontVowel(_ bytes: ByteArena, at position: Int, end: Int) -> Bool {
    guard position < end else { return false }
    let next = letter(in: bytes, at: position, end: end).0
    return next == "e" || next == "i" || next == "é" || next == "í"
  }

  /// Whether `range` of `bytes` holds an accented vowel (0xC3, then A1, A9, AD, B3 or BA).
  private static func hasAccent(_ bytes: ByteArena, _ range: Range<Int>) -> Bool {
    precondition(range.upperBound <= bytes.count, "range beyond the bytes")
    return bytes.withStorage { storage in
      var index = range.lowerBound
      while index + 1 < range.upperBound {
        if storage[index] == 0xC3 {
          switch storage[index + 1] {
          case 0xA1, 0xA9, 0xAD, 0xB3, 0xBA: return true
          default: break
          }
        }
        index += 1
      }
      return false
    }
  }

  /// Appends UTF-8 `word` + `ending` to `bytes`, re-spelt with the stress on the last vowel of
  /// `word` (`hablad` → `hablá` once the d goes; `fue` + `ramos` → `fuéramos`).
  static func stressingLastVowel(
    of word: some RandomAccessCollection<UInt8>, then ending: some RandomAccessCollection<UInt8>,
    into bytes: inout ByteArena
  ) {
    // The word and its ending decoded into one array: a third of the allocations.
    var letters: [Unicode.Scalar] = []
    letters.reserveCapacity(word.count + ending.count)
    UTF8Letters.decode(word, into: &letters)
    let last = letters.indices.last(where: { isVowel(letters, $0) })
    UTF8Letters.decode(ending, into: &letters)
    guard let last else { return UTF8Letters.append(letters, to: &bytes) }
    UTF8Letters.append(respell(letters, stressed: last), to: &bytes)
  }

  /// `word` as `stressingLastVowel(of:then:into:)` spells it before an ending of two syllables that
  /// begins with a consonant and ends in s (`ramos`, `semos`, `remos`): the stressed vowel is
  /// then always the antepenultimate, and respelling only strips the accents and marks the
  /// last vowel. Nil for a word without a vowel, which keeps its accents, and for a last vowel
  /// u after q or g.
  // Without syllabifying, on the bytes.
  static func stressingLastVowel(beforeTwoSyllablesIn word: [UInt8]) -> [UInt8]? {
    // The letters as Latin-1 codes (the tables' letters are ASCII or C3 xx), and the last vowel.
    var letters: [UInt8] = []
    letters.reserveCapacity(word.count)
    var index = 0
    while index < word.count {
      let byte = word[index]
      if byte < 0x80 {
        letters.append(byte)
        index += 1
      } else if byte == 0xC3, index + 1 < word.count, word[index + 1] & 0xC0 == 0x80 {
        letters.append(word[index + 1] &+ 0x40)
        index += 2
      } else {
        return nil
      }
    }
    let scalars = letters.map { Unicode.Scalar($0) }
    guard let last = scalars.indices.last(where: { isVowel(scalars, $0) }) else { return nil }
    // A u after q or g may be silent once its accent is stripped (`qú`): left to the rule.
    if stripAccent(scalars[last]) == "u", last > 0,
      scalars[last - 1] == "q" || scalars[last - 1] == "g"
    {
      return nil
    }
    var stressed: [UInt8] = []
    stressed.reserveCapacity(word.count + 2)
    for (position, letter) in scalars.enumerated() {
      let plain = stripAccent(letter)
      let written = position == last ? addAccent(plain) : plain
      if written.value < 0x80 {
        stressed.append(UInt8(written.value))
      } else {
        stressed.append(0xC3)
        stressed.append(UInt8(written.value & 0x3F | 0x80))
      }
    }
    return stressed
  }

  /// Appends UTF-8 `form` to `bytes` with letters added behind it (`suffix`: clitics, after
  /// dropping its last `droppingLast` letters), re-spelt to keep the stress on the same vowel.
  static func keepingStress(
    of form: some RandomAccessCollection<UInt8>, droppingLast: Int = 0,
    suffix: some RandomAccessCollection<UInt8>,
    into bytes: inout ByteArena
  ) {
    // The form, then the word it becomes, in one array: a third of the allocations.
    var letters: [Unicode.Scalar] = []
    letters.reserveCapacity(form.count + suffix.count)
    UTF8Letters.decode(form, into: &letters)
    let stressed = stressedVowel(letters)
    let kept = letters.count - droppingLast
    letters.removeLast(droppingLast)
    UTF8Letters.decode(suffix, into: &letters)
    guard let stressed, stressed < kept else { return UTF8Letters.append(letters, to: &bytes) }
    UTF8Letters.append(respell(letters, stressed: stressed), to: &bytes)
  }
}
