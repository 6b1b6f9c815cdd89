import Testing

@testable import ConjugarCore

@Suite struct LookupSpellingTests {
  @Test func foldingDropsAccentsAndDieresis() {
    #expect(Accents.fold("averigüéis") == "averigueis")
  }

  /// Typed input may carry the accents of other languages; the scalar and text folds agree.
  @Test func foldingDropsGraveAndCircumflexAccents() {
    let typed = "àâäèêëìîïòôöùûü"
    #expect(Accents.fold(typed) == "aaaeeeiiiooouuu")
    let scalars = typed.unicodeScalars.map(Accents.fold)
    #expect(String(String.UnicodeScalarView(scalars)) == Accents.fold(typed))
  }

  @Test func foldingKeepsEnye() {
    #expect(Accents.fold("tañó") == "taño")
  }

  @Test func wordsAreLowerCaseNFCWithoutSurroundingPunctuation() {
    let decomposed = "He\u{301}  ¡HABLADO!"
    #expect(LookupSpelling.words(decomposed) == ["hé", "hablado"])
  }

  /// Only punctuation is taken off: a digit or a symbol is part of the word, which is then
  /// no form (`hablo2` is not hablo).
  @Test func wordsKeepDigitsAndSymbols() {
    #expect(LookupSpelling.words("hablo2 ¿3fue? $ser") == ["hablo2", "3fue", "$ser"])
  }

  @Test(arguments: [
    ("averiguar", "averiguar", true), ("averigüar", "averiguar", false),
    ("arguir", "argüir", false), ("argüír", "argüir", true), ("comér", "comer", true),
  ])
  func aDiaeresisIsComparedAndOtherAccentsAreNot(_ typed: String, _ meant: String, _ same: Bool) {
    #expect(Accents.sameDiaereses(typed, meant) == same)
  }

  @Test func theSameSpellingIsExact() {
    #expect(LookupSpelling.match(typed: "habló", expected: "habló") == true)
  }

  @Test func leftOutAccentsMatchInexactly() {
    #expect(LookupSpelling.match(typed: "hubiesemos dicho", expected: "hubiésemos dicho") == false)
  }

  @Test func anAccentTheFormLacksDoesNotMatch() {
    #expect(LookupSpelling.match(typed: "hablás", expected: "hablas") == nil)
  }

  @Test func anAccentOnAMonosyllableMatchesInexactly() {
    #expect(LookupSpelling.match(typed: "guió", expected: "guio") == false)
  }

  @Test func anAccentOnALongerWordMustBeInTheForm() {
    #expect(LookupSpelling.match(typed: "guío", expected: "guio") == nil)
  }
}
