/// The accent rules on forms written as UTF-8 bytes: a quick look settles most forms, and the
/// rest go through the rules on letters.
extension Orthography {
  /// `dropMonosyllableAccent` applied in place to the form written in `bytes` since `mark`.
  // A byte scan before syllabifying: most forms have no tilde, or two vowels apart.
  static func dropMonosyllableAccent(in bytes: inout [UInt8], from mark: Int) {
    guard hasAccent(bytes, from: mark) else { return }
    let form = bytes[mark...]
    if form.elementsEqual("dé".utf8) || form.elementsEqual("sé".utf8) { return }
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
    var plain: [UInt8] = []
    UTF8Letters.append(letters.lazy.map(stripAccent), to: &plain)
    bytes.replaceSubrange(mark..<bytes.count, with: plain)
  }

  /// Whether the letter at `position` of `form` (in the buffer's offsets) is e, i, é or í.
  private static func beforeEI(_ form: ArraySlice<UInt8>, _ position: Int) -> Bool {
    guard let (next, _) = UTF8Letters.letter(at: position - form.startIndex, in: form) else {
      return false
    }
    return next == "e" || next == "i" || next == "é" || next == "í"
  }

  /// Whether the bytes from `mark` hold an accented vowel (0xC3 then A1, A9, AD, B3 or BA).
  private static func hasAccent(_ bytes: [UInt8], from mark: Int) -> Bool {
    var afterC3 = false
    for byte in bytes[mark...] {
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
    into bytes: inout [UInt8]
  ) {
    let letters = UTF8Letters.scalars(word)
    guard let last = letters.indices.last(where: { isVowel(letters, $0) }) else {
      bytes.append(contentsOf: word)
      return bytes.append(contentsOf: ending)
    }
    let whole = letters + UTF8Letters.scalars(ending)
    UTF8Letters.append(respell(whole, stressed: last), to: &bytes)
  }

  /// `keepingStress` for UTF-8 `form` and `suffix`, appended to `bytes`.
  static func keepingStress(
    of form: some Collection<UInt8>, droppingLast: Int = 0, suffix: some Collection<UInt8>,
    into bytes: inout [UInt8]
  ) {
    let base = UTF8Letters.scalars(form)
    let word = base.dropLast(droppingLast) + UTF8Letters.scalars(suffix)
    guard let stressed = stressedVowel(base), stressed < base.count - droppingLast else {
      return UTF8Letters.append(word, to: &bytes)
    }
    UTF8Letters.append(respell(Array(word), stressed: stressed), to: &bytes)
  }
}
