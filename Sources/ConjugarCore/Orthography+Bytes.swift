/// The accent rules on forms written as UTF-8 bytes: a quick look settles most forms, and the
/// rest go through the rules on letters.
extension Orthography {
  /// `dropMonosyllableAccent` applied in place to the form written in `bytes` since `mark`.
  // A byte scan before syllabifying: most forms have no tilde, or two vowels apart.
  static func dropMonosyllableAccent(in bytes: inout ByteArena, from mark: Int) {
    guard hasAccent(bytes, from: mark) else { return }
    let form = bytes[mark..<bytes.count]
    if form.count == 3, form.elementsEqual(diacriticDe) || form.elementsEqual(diacriticSe) {
      return
    }
    var vowels = 0
    var groups = 0
    var index = 0
    var lastVowel = -2
    var previous: Unicode.Scalar = " "
    var position = mark
    while let (letter, length) = UTF8Letters.letter(at: position - mark, in: form) {
      position += length
      if isOpen(letter) || isClosed(letter) {
        vowels += 1
        if vowels > 4 { return }
        let silent =
          letter == "u" && (previous == "q" || (previous == "g" && beforeEI(form, position)))
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
    let letters = UTF8Letters.scalars(form)
    guard nuclei(letters).count == 1 else { return }
    bytes.truncate(to: mark)
    UTF8Letters.append(letters.lazy.map(stripAccent), to: &bytes)
  }

  /// `dé` and `sé`, which keep their diacritic tilde.
  private static let diacriticDe = [UInt8]("dé".utf8)
  private static let diacriticSe = [UInt8]("sé".utf8)

  /// Whether the letter at `position` of `form` (in the buffer's offsets) is e, i, é or í.
  private static func beforeEI(_ form: ArraySlice<UInt8>, _ position: Int) -> Bool {
    guard let (next, _) = UTF8Letters.letter(at: position - form.startIndex, in: form) else {
      return false
    }
    return next == "e" || next == "i" || next == "é" || next == "í"
  }

  /// Whether the bytes from `mark` hold an accented vowel (0xC3 then A1, A9, AD, B3 or BA).
  private static func hasAccent(_ bytes: ByteArena, from mark: Int) -> Bool {
    var afterC3 = false
    for byte in bytes[mark..<bytes.count] {
      if afterC3, byte == 0xA1 || byte == 0xA9 || byte == 0xAD || byte == 0xB3 || byte == 0xBA {
        return true
      }
      afterC3 = byte == 0xC3
    }
    return false
  }

  /// `stressingLastVowel` for UTF-8 `word` and `ending`, appended to `bytes`.
  static func stressingLastVowel(
    of word: some Collection<UInt8>, then ending: some Collection<UInt8>,
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
    of form: some Collection<UInt8>, droppingLast: Int = 0, suffix: some Collection<UInt8>,
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
