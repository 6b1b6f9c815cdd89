/// A word as a learner hears it: the spellings Spanish gives one sound written alike, so that
/// two words a learner may write for each other share a key (`ablar` and `hablar`, `aser` and
/// `hacer`, `sympatizar` and `simpatizar`, `esplicar` and `explicar`).
///
/// The key folds accents and the diaeresis, reads a doubled consonant once (`acceptar`,
/// `comunicarr`; a vowel twice is two; mm as Spanish writes it, nm), drops a silent h and reads
/// ph as f (`photografiar`), writes b for v, s for z, x and c before e and i, k for c
/// elsewhere, qu and k, j for g before e and i, g for gu before e and i, y for ll, i for a y
/// that is no consonant (before a consonant or at the end), n for ñ and for m before p and b.
/// What is left differs only where the sounds do; the speller (SlipIndex) measures that
/// difference with a weighted edit distance.
enum LearnerKey {
  typealias Key = [UInt8]

  /// The key of a word.
  ///
  /// - Parameter word: Lower case, NFC.
  /// - Returns: Its key, ASCII bytes (`C` stands for ch).
  static func key(_ word: String) -> Key {
    key(scalars: word.unicodeScalars)
  }

  /// The key of a word given as its scalars (lower case, NFC): the speller keys a word with
  /// each letter deleted so, without making a string of each.
  static func key(scalars: some Sequence<Unicode.Scalar>) -> Key {
    var letters: [UInt8] = []
    letters.reserveCapacity(24)
    var previous: Unicode.Scalar = " "
    for scalar in scalars {
      var letter = Accents.fold(scalar)
      if letter == "ñ" { letter = "n" }
      // A doubled consonant is read once (rr, cc, mm); ll is a letter of its own, kept below, and
      // a doubled vowel is two (leer, zumbaar is no zumbar).
      if letter == previous, letter != "l", !isVowel(letter) {
        // Spanish writes nm where English doubles m (immigrar: inmigrar, immediate: inmediato).
        if letter == "m", letters.last == UInt8(ascii: "m") {
          letters[letters.count - 1] = UInt8(ascii: "n")
          letters.append(UInt8(ascii: "m"))
        }
        continue
      }
      previous = letter
      guard letter.isASCII else { continue }
      letters.append(UInt8(letter.value))
    }
    return key(ofFolded: letters)
  }

  // Switches, not sets: a key is made for each letter a word may have left out.
  static func isVowel(_ byte: UInt8?) -> Bool {
    switch byte {
    case UInt8(ascii: "a"), UInt8(ascii: "e"), UInt8(ascii: "i"), UInt8(ascii: "o"),
      UInt8(ascii: "u"):
      true
    default: false
    }
  }

  private static func isVowel(_ letter: Unicode.Scalar) -> Bool {
    switch letter {
    case "a", "e", "i", "o", "u": true
    default: false
    }
  }

  private static func isFront(_ byte: UInt8?) -> Bool {
    byte == UInt8(ascii: "e") || byte == UInt8(ascii: "i") || byte == UInt8(ascii: "y")
  }

  private static func key(ofFolded letters: [UInt8]) -> Key {
    var key: Key = []
    key.reserveCapacity(letters.count)
    func next(_ index: Int, _ offset: Int = 1) -> UInt8? {
      index + offset < letters.count ? letters[index + offset] : nil
    }
    var index = 0
    while index < letters.count {
      let letter = letters[index]
      var skip = 0
      var out: UInt8? = letter
      switch letter {
      case UInt8(ascii: "h"): out = nil
      case UInt8(ascii: "p") where next(index) == UInt8(ascii: "h"):
        out = UInt8(ascii: "f")
        skip = 1
      case UInt8(ascii: "c"):
        if next(index) == UInt8(ascii: "h") {
          out = UInt8(ascii: "C")
          skip = 1
        } else {
          out = isFront(next(index)) ? UInt8(ascii: "s") : UInt8(ascii: "k")
        }
      case UInt8(ascii: "q"):
        out = UInt8(ascii: "k")
        if next(index) == UInt8(ascii: "u") { skip = 1 }
      case UInt8(ascii: "z"), UInt8(ascii: "x"): out = UInt8(ascii: "s")
      case UInt8(ascii: "v"): out = UInt8(ascii: "b")
      case UInt8(ascii: "g"):
        if isFront(next(index)) {
          out = UInt8(ascii: "j")
        } else if next(index) == UInt8(ascii: "u"), isFront(next(index, 2)) {
          skip = 1
        }
      case UInt8(ascii: "l") where next(index) == UInt8(ascii: "l"):
        out = UInt8(ascii: "y")
        skip = 1
      case UInt8(ascii: "l") where key.last == UInt8(ascii: "l"): out = nil
      case UInt8(ascii: "y") where !isVowel(next(index)): out = UInt8(ascii: "i")
      case UInt8(ascii: "m"):
        let following = next(index)
        if following == UInt8(ascii: "p") || following == UInt8(ascii: "b")
          || following == UInt8(ascii: "v")
        {
          out = UInt8(ascii: "n")
        }
      default: break
      }
      if let out, out != key.last || isVowel(out) { key.append(out) }
      index += 1 + skip
    }
    return key
  }
}
