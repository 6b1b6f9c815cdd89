/// The conjugation class of an infinitive, from its ending.
public enum VerbClass: String, Sendable {
  /// The first conjugation: -ar (`hablar`).
  case ar
  /// The second conjugation: -er (`temer`).
  case er
  /// The third conjugation: -ir and -ír (`partir`, `oír`).
  case ir
}

/// The parts of a Spanish infinitive: `lavarse` is the -ar verb `lavar`, stem `lav`, reflexive.
///
/// The one place that knows what an infinitive is and where its `-se` ends; it reads the word
/// alone, not the tables, so a word shaped like an infinitive need not be a verb.
public struct VerbShape: Sendable, Equatable {
  /// The infinitive as written (`lavarse`, `oír`).
  public let infinitive: String
  /// The infinitive without the reflexive `se` (`lavar`).
  public let base: String
  /// The stem: the base without its ending (`lav`, `o` for `oír`).
  public let stem: String
  /// The class of its ending (`-ír` is -ir).
  public let verbClass: VerbClass
  /// Whether it ends in the reflexive `se` (`lavarse`, `irse`).
  public let isReflexive: Bool

  /// Whether `c` can be part of a Spanish infinitive (lower-case letters, accented vowels, ñ, ü).
  static func isLetter(_ c: Unicode.Scalar) -> Bool {
    switch c {
    case "a"..."z", "ñ", "á", "é", "í", "ó", "ú", "ü": true
    default: false
    }
  }

  /// Whether `word` is made of letters an infinitive can have, at least one.
  static func isWord(_ word: String) -> Bool {
    !word.isEmpty && word.unicodeScalars.allSatisfy(isLetter)
  }

  /// Reads an infinitive, or nil when the word cannot be one.
  ///
  /// A word can be an infinitive when it has 2 to 40 Spanish letters in lower case, ends in
  /// -ar, -er, -ir or -ír (then -se for a pronominal verb), and its stem has no tilde and has a
  /// vowel, but in the monosyllables (`ir`, `dar`, `ver`, `ser`).
  ///
  /// - Parameter word: The word, NFC (`lavarse`, `oír`).
  public init?(_ word: String) {
    // Read as UTF-8 bytes, its letters one byte or two (á is C3 A1), not through scalar views.
    let bytes = Array(word.utf8)
    var letters = 0
    var index = 0
    while index < bytes.count {
      guard letters < 40, let (_, length) = Self.letter(bytes, at: index) else { return nil }
      letters += 1
      index += length
    }
    guard letters >= 2 else { return nil }
    let reflexive = letters >= 4 && bytes.suffix(2).elementsEqual("se".utf8)
    let baseEnd = bytes.count - (reflexive ? 2 : 0)
    let base = bytes[..<baseEnd]
    let verbClass: VerbClass
    let endingLength: Int
    if base.suffix(2).elementsEqual("ar".utf8) {
      (verbClass, endingLength) = (.ar, 2)
    } else if base.suffix(2).elementsEqual("er".utf8) {
      (verbClass, endingLength) = (.er, 2)
    } else if base.suffix(2).elementsEqual("ir".utf8) {
      (verbClass, endingLength) = (.ir, 2)
    } else if base.suffix(3).elementsEqual("ír".utf8) {
      (verbClass, endingLength) = (.ir, 3)
    } else {
      return nil
    }
    let stemEnd = baseEnd - endingLength
    // A stem has a vowel, but in the monosyllables (ir, dar, ver, ser); none has a tilde.
    var stemLetters = 0
    var vowel = false
    index = 0
    while index < stemEnd, let (letter, length) = Self.letter(bytes, at: index) {
      guard !Orthography.isAccented(letter) else { return nil }
      vowel = vowel || Orthography.isOpen(letter) || Orthography.isClosed(letter)
      stemLetters += 1
      index += length
    }
    guard stemLetters <= 1 || vowel else { return nil }
    self.infinitive = word
    self.base = String(decoding: base, as: UTF8.self)
    self.stem = String(decoding: bytes[..<stemEnd], as: UTF8.self)
    self.verbClass = verbClass
    self.isReflexive = reflexive
  }

  /// The letter of an infinitive at `index` of `bytes` and its length, nil for anything else:
  /// a to z, or C3 before the second byte of ñ, á, é, í, ó, ú, ü.
  private static func letter(_ bytes: [UInt8], at index: Int) -> (Unicode.Scalar, Int)? {
    let byte = bytes[index]
    if byte >= 0x61 && byte <= 0x7A { return (Unicode.Scalar(byte), 1) }
    guard byte == 0xC3, index + 1 < bytes.count, (0x80..<0xC0).contains(bytes[index + 1]),
      let letter = Unicode.Scalar(UInt32(bytes[index + 1]) + 0x40), isLetter(letter)
    else { return nil }
    return (letter, 2)
  }
}
