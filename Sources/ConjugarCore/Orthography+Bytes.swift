/// The accent rules on forms written as UTF-8 bytes: a quick look settles most forms, and the
/// rest go through the rules on letters.
extension Orthography {
  /// `dropMonosyllableAccent` applied in place to the form written in `bytes` since `mark`.
  // A byte scan before syllabifying: most forms have no tilde, or two vowels apart.
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
    var index = range.lowerBound
    while index + 1 < range.upperBound {
      if bytes[index] == 0xC3 {
        switch bytes[index + 1] {
        case 0xA1, 0xA9, 0xAD, 0xB3, 0xBA: return true
        default: break
        }
      }
      index += 1
    }
    return false
  }

  /// `stressingLastVowel` for UTF-8 `word` and `ending`, appended to `bytes`.
  static func stressingLastVowel(
    of word: some RandomAccessCollection<UInt8>, then ending: some RandomAccessCollection<UInt8>,
    into bytes: inout ByteArena
  ) {
    let letters = UTF8Letters.scalars(word)
    guard let last = letters.indices.last(where: { isVowel(letters, $0) }) else {
      return UTF8Letters.append(letters + UTF8Letters.scalars(ending), to: &bytes)
    }
    let whole = letters + UTF8Letters.scalars(ending)
    UTF8Letters.append(respell(whole, stressed: last), to: &bytes)
  }

  /// `keepingStress` for UTF-8 `form` and `suffix`, appended to `bytes`.
  static func keepingStress(
    of form: some RandomAccessCollection<UInt8>, droppingLast: Int = 0,
    suffix: some RandomAccessCollection<UInt8>,
    into bytes: inout ByteArena
  ) {
    let base = UTF8Letters.scalars(form)
    let word = base.dropLast(droppingLast) + UTF8Letters.scalars(suffix)
    guard let stressed = stressedVowel(base), stressed < base.count - droppingLast else {
      return UTF8Letters.append(word, to: &bytes)
    }
    UTF8Letters.append(respell(Array(word), stressed: stressed), to: &bytes)
  }
}
