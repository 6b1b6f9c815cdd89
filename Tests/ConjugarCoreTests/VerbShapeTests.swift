import Testing

@testable import ConjugarCore

/// VerbShape reads infinitives as bytes; these pin what it reads against the rule as it was
/// written on scalars (`reference`).
@Suite struct VerbShapeTests {
  /// The parts of `word` by the scalar-based rule: base, stem, class, reflexive.
  static func reference(_ word: String) -> (String, String, VerbClass, Bool)? {
    let scalars = Array(word.unicodeScalars)
    guard scalars.count >= 2, scalars.count <= 40, scalars.allSatisfy(VerbShape.isLetter) else {
      return nil
    }
    var base = scalars[...]
    let reflexive = scalars.count >= 4 && base.suffix(2).elementsEqual(["s", "e"])
    if reflexive { base = base.dropLast(2) }
    let ending = Array(base.suffix(2))
    let verbClass: VerbClass
    switch ending {
    case ["a", "r"]: verbClass = .ar
    case ["e", "r"]: verbClass = .er
    case ["i", "r"], ["í", "r"]: verbClass = .ir
    default: return nil
    }
    let stem = base.dropLast(2)
    guard
      stem.count <= 1
        || stem.contains(where: { Orthography.isOpen($0) || Orthography.isClosed($0) }),
      !stem.contains(where: Orthography.isAccented)
    else { return nil }
    func text(_ letters: ArraySlice<Unicode.Scalar>) -> String {
      String(String.UnicodeScalarView(letters))
    }
    return (text(base), text(stem), verbClass, reflexive)
  }

  @Test(arguments: [
    "hablar", "lavarse", "oír", "reírse", "ir", "irse", "dar", "ser", "se", "arse", "Hablar",
    "hablár", "prohibir", "sonreír", "argüir", "xyz", "tr", "ñar", "tílar", "bbbar", "pingüinear",
    "a", "", "ír", "írse", "hablar ", "h\u{E1}blar", "ha\u{301}blar", "año", "españolizar",
    String(repeating: "a", count: 38) + "ar", String(repeating: "a", count: 39) + "ar",
  ])
  func readsAsTheScalarRuleDoes(_ word: String) {
    let shape = VerbShape(word)
    let expected = Self.reference(word)
    #expect(shape?.base == expected?.0)
    #expect(shape?.stem == expected?.1)
    #expect(shape?.verbClass == expected?.2)
    #expect(shape?.isReflexive == expected?.3)
  }

  /// Random words over infinitive letters and a few others agree with the rule.
  @Test func randomWordsReadAsTheScalarRuleDoes() {
    let alphabet = Array("aeioubcdrsñáéíóúüAz ́".unicodeScalars)
    var state: UInt64 = 15
    for _ in 0..<20_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let length = Int(state >> 59) + 1
      var word = String.UnicodeScalarView()
      for step in 0..<length {
        let pick = Int((state >> UInt64(step % 7 * 8)) % UInt64(alphabet.count))
        word.append(alphabet[pick])
      }
      let text = String(word) + ["ar", "er", "ir", "ír", "arse", "írse", ""][Int(state % 7)]
      let shape = VerbShape(text)
      let expected = Self.reference(text)
      #expect(shape?.base == expected?.0 && shape?.stem == expected?.1, "\(text)")
    }
  }
}
