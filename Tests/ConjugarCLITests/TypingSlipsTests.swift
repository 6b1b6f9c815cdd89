import Testing

@testable import ConjugarCLI

@Suite struct TypingSlipsTests {
  @Test func aLeftOutVowelIsPutBack() {
    #expect(TypingSlips.variants(of: "tuviron").contains("tuvieron"))
  }

  @Test func aLeftOutEndingConsonantIsPutBack() {
    #expect(TypingSlips.variants(of: "hablamo").contains("hablamos"))
  }

  @Test func swappedLettersAreSwappedBack() {
    #expect(TypingSlips.variants(of: "dijimso").contains("dijimos"))
  }

  @Test func aWrongVowelIsReplaced() {
    #expect(TypingSlips.variants(of: "hablemis").contains("hablemos"))
  }

  @Test func aDoubledLetterIsRemoved() {
    #expect(TypingSlips.variants(of: "habllo").contains("hablo"))
  }

  @Test func theWordItselfAndRepeatsAreLeftOut() {
    let variants = TypingSlips.variants(of: "ser")
    #expect(!variants.contains("ser"))
    #expect(Set(variants).count == variants.count)
  }

  @Test(arguments: ["he hablado", "ab", String(repeating: "a", count: 21)])
  func phrasesAndVeryShortOrLongWordsHaveNone(_ word: String) {
    #expect(TypingSlips.variants(of: word).isEmpty)
  }
}
