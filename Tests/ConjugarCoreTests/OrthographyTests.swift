import Testing

@testable import ConjugarCore

/// The accent rules the engine applies when it adds letters to a form.
@Suite struct OrthographyTests {
  @Test(arguments: [
    ("lava", "te", "lávate"), ("acuesta", "te", "acuéstate"), ("está", "te", "estate"),
    ("lavá", "te", "lavate"), ("ahueca", "te", "ahuécate"), ("lavando", "se", "lavándose"),
  ])
  func encliticsMoveTheAccent(form: String, clitic: String, expected: String) {
    #expect(Orthography.keepingStress(of: form, suffix: clitic) == expected)
  }

  @Test(arguments: [
    ("con", "ten", "contén"), ("pre", "vio", "previó"), ("son", "rio", "sonrió"),
    ("re", "hice", "rehíce"),
  ])
  func prefixesKeepTheStress(prefix: String, form: String, expected: String) {
    #expect(Orthography.keepingStress(of: form, prefix: prefix) == expected)
  }

  @Test(arguments: [
    ("fié", "fie"), ("guió", "guio"), ("huí", "hui"), ("riáis", "riais"),
    ("dé", "dé"), ("ríe", "ríe"), ("construí", "construí"),
    ("guiáis", "guiais"), ("guiéis", "guieis"), ("rehuí", "rehuí"), ("zohuís", "zohuís"),
    ("ahuí", "ahuí"),
  ])
  func monosyllablesLoseTheirTilde(form: String, expected: String) {
    #expect(Orthography.dropMonosyllableAccent(form) == expected)
  }

  /// Two closed vowels always form a diphthong, so an open vowel before them, across an h or
  /// not, is a syllable of its own: re-huí, zo-hui-mos.
  @Test(arguments: [("rehuí", 2), ("zohuimos", 3), ("ahuí", 2), ("huí", 1), ("aúllo", 3)])
  func closedPairAfterAnOpenVowelIsASyllableOfItsOwn(word: String, syllables: Int) {
    #expect(Orthography.nuclei(Array(word.unicodeScalars)).count == syllables)
  }

  @Test func hiatusAcrossHKeepsTheTilde() {
    #expect(Orthography.stressingLastVowel(of: "prohib") == "prohíb")
    #expect(Orthography.keepingStress(of: "hílo", prefix: "sobre") == "sobrehílo")
  }
}

/// The nosotros imperfect subjunctives stress their base without syllabifying; that gives what
/// the general rule gives before every ending of two syllables in s.
@Suite struct StressedBaseTests {
  @Test func theShortcutSpellsAsTheRuleBeforeRamosSemosRemos() {
    let letters = Array("aeiouhylnrsbcgqzjdñáéíóúü".unicodeScalars)
    var state: UInt64 = 7
    var checked = 0
    for _ in 0..<5_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      var word = String.UnicodeScalarView()
      for step in 0..<(1 + Int(state >> 61)) {
        word.append(letters[Int((state >> UInt64(7 * step)) % UInt64(letters.count))])
      }
      let base = Array(String(word).utf8)
      guard let stressed = Orthography.stressingLastVowel(beforeTwoSyllablesIn: base) else {
        continue
      }
      for ending in ["ramos", "semos", "remos"] {
        var rule = ByteArena()
        Orthography.stressingLastVowel(of: base, then: Array(ending.utf8), into: &rule)
        #expect(Array(rule.bytes) == stressed + Array(ending.utf8), "\(String(word)) + \(ending)")
        checked += 1
      }
    }
    #expect(checked > 10_000)
  }
}
