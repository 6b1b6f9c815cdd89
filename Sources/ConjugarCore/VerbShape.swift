/// The conjugation class of an infinitive, from its ending.
public enum VerbClass: String, Sendable {
  case ar, er, ir
}

/// The parts of a Spanish infinitive: `lavarse` is the -ar verb `lavar`, stem `lav`, reflexive.
/// The one place that knows what an infinitive is and where its `-se` ends.
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

  /// Reads an infinitive; nil when the word cannot be a Spanish infinitive.
  public init?(_ word: String) {
    let scalars = word.unicodeScalars
    var count = 0
    for c in scalars {
      guard Self.isLetter(c), count < 40 else { return nil }
      count += 1
    }
    guard count >= 2 else { return nil }
    var base = Substring(word).unicodeScalars[...]
    let reflexive = count >= 4 && base.suffix(2).elementsEqual(["s", "e"])
    if reflexive { base = base.dropLast(2) }
    let ending = base.suffix(2)
    let verbClass: VerbClass
    if ending.elementsEqual(["a", "r"]) {
      verbClass = .ar
    } else if ending.elementsEqual(["e", "r"]) {
      verbClass = .er
    } else if ending.elementsEqual(["i", "r"]) || ending.elementsEqual(["í", "r"]) {
      verbClass = .ir
    } else {
      return nil
    }
    let stem = base.dropLast(2)
    // A stem has a vowel, but in the monosyllables (ir, dar, ver, ser); none has a tilde.
    guard
      stem.count <= 1
        || stem.contains(where: { Orthography.isOpen($0) || Orthography.isClosed($0) }),
      !stem.contains(where: Orthography.isAccented)
    else { return nil }
    self.infinitive = word
    self.base = String(base)
    self.stem = String(stem)
    self.verbClass = verbClass
    self.isReflexive = reflexive
  }

  /// The infinitive without accents, as the future stem (`oír` → `oir`).
  var futureStem: String {
    String(String.UnicodeScalarView(base.unicodeScalars.map(Orthography.stripAccent)))
  }
}
