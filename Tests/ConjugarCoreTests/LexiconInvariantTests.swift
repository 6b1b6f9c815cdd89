import ConjugarCore
import Testing

/// Spelling and irregularity invariants that every form of every listed verb keeps, vos
/// included (`no`, pronouns and auxiliaries too).
@Suite struct LexiconInvariantTests {
  @Test func noWordCarriesTwoWrittenAccents() throws {
    let findings = try #require(LexiconPass.findings)
    #expect(findings.verbs > 14_000)
    #expect(findings.doubleAccents.isEmpty, "\(findings.doubleAccents.sorted().prefix(20))")
  }

  /// The 2010 rule leaves a word without its tilde when the engine counts it as one syllable
  /// (`hui`, `guio`, `riais`); a plain count, where h parts vowels, must agree (not `rehui`).
  @Test func everyWordLeftWithoutTildeAsAMonosyllableIsOne() throws {
    let findings = try #require(LexiconPass.findings)
    #expect(
      findings.falseMonosyllables.isEmpty, "\(findings.falseMonosyllables.sorted().prefix(20))")
  }

  @Test(arguments: [("hui", 1), ("guiais", 1), ("rio", 1), ("rehui", 2), ("leer", 2), ("que", 1)])
  func plainCountParts(word: String, syllables: Int) {
    #expect(LexiconPass.plainSyllableCount(Array(word.unicodeScalars)) == syllables)
  }

  /// Every form that differs from the regular conjugation has a kind and a mark; a regular
  /// form has only spelling changes; a regular verb has no irregular cell; every kind stands
  /// in its cells; every rule of a verb's models shows (`IrregularityInvariants`).
  @Test func everyIrregularFormIsMarkedAndExplained() throws {
    let findings = try #require(LexiconPass.findings)
    #expect(findings.irregularities.isEmpty, "\(findings.irregularities.prefix(20))")
  }

  @Test func everyKindOfIrregularityOccurs() throws {
    let counts = try #require(LexiconPass.findings).kindCounts
    for kind in IrregularityKind.allCases { #expect(counts[kind, default: 0] > 0, "\(kind.id)") }
    #expect(counts[.ownForms, default: 0] < 40, "forms of their own are few (ser, ir, haber...)")
  }
}
