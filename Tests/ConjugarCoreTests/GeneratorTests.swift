import Testing

@testable import ConjugarCore

/// Rules of the models proved on made-up verbs of their class.
@Suite struct GeneratorTests {
  /// rehuir's class (hiatus and y): the hiatus accent goes only on a stressed stem vowel, and
  /// forms of two syllables or more keep the accent the 2010 rule drops from monosyllables.
  @Test(arguments: [
    ("zohuir", "indicativo.presente.yo", "zohúyo"),
    ("zohuir", "indicativo.presente.vos", "zohuís"),
    ("zohuir", "indicativo.presente.vosotros", "zohuís"),
    ("zohuir", "indicativo.preterito.yo", "zohuí"),
    ("zohuir", "indicativo.preterito.el", "zohuyó"),
    ("zohuir", "subjuntivo.presente.tu", "zohúyas"),
    ("zohuir", "subjuntivo.presente.nosotros", "zohuyamos"),
    ("zohuir", "subjuntivo.presente.vosotros", "zohuyáis"),
    ("zohuir", "imperativo.afirmativo.vos", "zohuí"),
    ("zohuirse", "imperativo.afirmativo.nosotros", "zohuyámonos"),
    ("zohuirse", "imperativo.afirmativo.vosotros", "zohuíos"),
  ])
  func hiatusWithYAccentsOnlyTheStressedStem(verb: String, cell: String, expected: String) throws {
    let conjugator = try MadeUpVerbs.conjugator(["zohuir\trehuir", "zohuirse\trehuir"])
    let form = try #require(FormPattern.form(cell))
    #expect(MadeUpVerbs.cell(conjugator, verb, form) == expected)
  }

  /// huir's class (y, no hiatus) keeps its y in every person of the subjunctive.
  @Test func yWithoutHiatusIsUnchanged() throws {
    let conjugator = try MadeUpVerbs.conjugator(["flasuir\thuir"])
    let cell = { (id: String) in
      FormPattern.form(id).map { MadeUpVerbs.cell(conjugator, "flasuir", $0) }
    }
    #expect(cell("subjuntivo.presente.nosotros") == "flasuyamos")
    #expect(cell("indicativo.preterito.yo") == "flasuí")
    #expect(cell("indicativo.presente.yo") == "flasuyo")
  }
}

/// The generator skips the monosyllable rule for stems that close a syllable; the rule must
/// then have nothing to do, whatever the ending and the spelling changes at the seam.
@Suite struct ClosedStemTests {
  /// The stems of one to four of `letters` that close a syllable, among 4,000 drawn from
  /// `seed` by a linear congruential generator, each with the draw it came from.
  static func closedStems(of letters: String, seed: UInt64) -> [(stem: String, draw: UInt64)] {
    let letters = Array(letters.unicodeScalars)
    var state = seed
    var stems: [(String, UInt64)] = []
    for _ in 0..<4_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      var stem = String.UnicodeScalarView()
      for step in 0..<(1 + Int(state >> 62)) {
        stem.append(letters[Int((state >> UInt64(8 * step)) % UInt64(letters.count))])
      }
      if Generator.endsInClosedSyllable(Array(String(stem).utf8)) {
        stems.append((String(stem), state))
      }
    }
    return stems
  }

  @Test func aClosedStemNeverMakesAMonosyllable() {
    let endings =
      [ClassEndings.ar, ClassEndings.er, ClassEndings.ir].flatMap {
        $0.present + $0.preterite + $0.imperfect + $0.subjunctive + [$0.gerund, $0.participle]
      } + ClassEndings.future + ClassEndings.conditional + ClassEndings.strongPreterite
    var checked = 0
    for (stem, state) in Self.closedStems(of: "aeiouhylnrsbcgqzjdñáéíóúü", seed: 42) {
      let bytes = Array(stem.utf8)
      for verbClass in [VerbClass.ar, .er, .ir] {
        let spelling = Spelling(stem: bytes, verbClass: verbClass, zc: state % 2 == 0)
        for ending in endings {
          var joined = ByteArena()
          spelling.join(bytes, ending, into: &joined)
          let before = Array(joined.bytes)
          Orthography.dropMonosyllableAccent(in: &joined, from: 0)
          #expect(Array(joined.bytes) == before, "\(stem) + \(ending)")
          checked += 1
        }
      }
    }
    #expect(checked > 10_000)
  }

  /// The vos imperative takes the accent on its last vowel after a closed stem, as the rule
  /// gives it.
  @Test func aClosedStemStressesTheVosImperativeAsTheRuleDoes() {
    var checked = 0
    for (stem, _) in Self.closedStems(of: "aeiouhylnrsbcgqzjdñü", seed: 99) {
      let bytes = Array(stem.utf8)
      for (vowel, accented) in [("a", "á"), ("e", "é"), ("i", "í"), ("o", "ó")] {
        var rule = ByteArena()
        Orthography.stressingLastVowel(
          of: bytes + Array(vowel.utf8), then: EmptyCollection(), into: &rule)
        #expect(String(decoding: rule.bytes, as: UTF8.self) == stem + accented)
        checked += 1
      }
    }
    #expect(checked > 1_000)
  }
}
