/// The conjugation class of an infinitive, from its ending.
enum VerbClass: Sendable {
  case ar, er, ir
}

/// The parts of a Spanish infinitive: `lavarse` is the -ar verb `lavar`, stem `lav`, reflexive.
struct VerbShape: Sendable, Equatable {
  /// The infinitive as written (`lavarse`, `oír`).
  let infinitive: String
  /// The infinitive without the reflexive `se` (`lavar`).
  let base: String
  /// The stem: the base without its ending (`lav`, `o` for `oír`).
  let stem: String
  let verbClass: VerbClass
  let isReflexive: Bool

  static let letters = Set("abcdefghijklmnopqrstuvwxyzñáéíóúü".unicodeScalars)

  /// Reads an infinitive; nil when the word cannot be a Spanish infinitive.
  init?(_ word: String) {
    let scalars = Array(word.unicodeScalars)
    guard scalars.count >= 2, scalars.count <= 40,
      scalars.allSatisfy({ Self.letters.contains($0) })
    else { return nil }
    var base = scalars
    var reflexive = false
    if base.count >= 4, base.suffix(2) == ["s", "e"] {
      base.removeLast(2)
      reflexive = true
    }
    let ending = base.suffix(2)
    let verbClass: VerbClass
    switch String(String.UnicodeScalarView(ending)) {
    case "ar": verbClass = .ar
    case "er": verbClass = .er
    case "ir", "ír": verbClass = .ir
    default: return nil
    }
    let stem = Array(base.dropLast(2))
    // A stem has a vowel, but in the monosyllables (ir, dar, ver, ser); none has a tilde.
    guard
      stem.count <= 1
        || stem.contains(where: { Orthography.isOpen($0) || Orthography.isClosed($0) }),
      !stem.contains(where: Orthography.isAccented)
    else { return nil }
    self.infinitive = word
    self.base = String(String.UnicodeScalarView(base))
    self.stem = String(String.UnicodeScalarView(stem))
    self.verbClass = verbClass
    self.isReflexive = reflexive
  }

  /// The infinitive without accents, as the future stem (`oír` → `oir`).
  var futureStem: String {
    String(String.UnicodeScalarView(base.unicodeScalars.map(Orthography.stripAccent)))
  }
}
