/// Spanish text with its accents folded away, for comparing what was typed with what the tables
/// write: the one fold of the engine and the CLI (lookup, suggestions, names of tenses).
///
/// The fold takes off acute, grave and circumflex accents and the diaeresis (`á`, `à`, `â`,
/// `ä`, `ü`), and keeps ñ. The spelling rules' own stripping of a written accent, which keeps
/// ü, is another matter (the engine's orthography).
public enum Accents {
  /// A letter without its accent.
  ///
  /// - Parameter c: A letter.
  /// - Returns: The plain vowel for a lower-case vowel with an acute, grave or circumflex
  ///   accent or a diaeresis (`á à â ä ü` as `a a a a u`); ñ and every other letter as itself.
  public static func fold(_ c: Unicode.Scalar) -> Unicode.Scalar {
    // The lower-case accented letters are U+00E0 to U+00FF, written C3 A0 to C3 BF in UTF-8.
    guard c.value >= 0xE0, c.value <= 0xFF, let plain = folded(UInt8(c.value - 0x40)) else {
      return c
    }
    return Unicode.Scalar(plain)
  }

  /// A text without its accents.
  ///
  /// - Parameter text: Lower-case text, NFC.
  /// - Returns: `text` with every letter folded as ``fold(_:)-(Unicode.Scalar)`` folds it
  ///   (`averigüé` as `averigue`).
  public static func fold(_ text: String) -> String {
    let utf8 = text.utf8
    guard utf8.contains(0xC3) else { return text }  // the accented vowels are C3 xx in UTF-8
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count)
    var iterator = utf8.makeIterator()
    while let byte = iterator.next() {
      guard byte == 0xC3, let next = iterator.next() else {
        bytes.append(byte)
        continue
      }
      if let plain = folded(next) {
        bytes.append(plain)
      } else {
        bytes += [byte, next]
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The plain vowel for the second byte of an accented vowel (after 0xC3), if it is one: the
  /// fold's one table, which the scalar, text and byte folds (ByteWriter.copyFolded) all read.
  static func folded(_ second: UInt8) -> UInt8? {
    switch second {
    case 0xA0, 0xA1, 0xA2, 0xA4: UInt8(ascii: "a")
    case 0xA8, 0xA9, 0xAA, 0xAB: UInt8(ascii: "e")
    case 0xAC, 0xAD, 0xAE, 0xAF: UInt8(ascii: "i")
    case 0xB2, 0xB3, 0xB4, 0xB6: UInt8(ascii: "o")
    case 0xB9, 0xBA, 0xBB, 0xBC: UInt8(ascii: "u")
    default: nil
    }
  }

  /// Whether `typed` has a diaeresis (ü) exactly where `meant` has one, other accents aside.
  ///
  /// `averigüar` is not averiguar, nor `arguir` argüir, since ü changes the sound.
  ///
  /// - Parameters:
  ///   - typed: What was typed.
  ///   - meant: What it stands for; both fold to the same letters.
  /// - Returns: True when their diaereses stand on the same letters.
  public static func sameDiaereses(_ typed: String, _ meant: String) -> Bool {
    zip(typed.unicodeScalars, meant.unicodeScalars).allSatisfy { ($0 == "ü") == ($1 == "ü") }
  }
}
