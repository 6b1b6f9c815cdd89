import ConjugarCore
import Testing

/// Verbs no table lists are conjugated by their shape, and the result says it was a guess.
@Suite struct GuessingTests {
  @Test func unknownVerbIsConjugatedAsRegularAndFlagged() throws {
    let conjugation = try #require(try bundled?.conjugate("googlear").get())
    #expect(conjugation.isGuessed)
    #expect(conjugation.cell(.finite(.preterito, .yo)) == .forms(["googleé"]))
  }

  @Test func orthographicRulesApplyToGuessedVerbs() {
    #expect(cell("wasapear", .subjuntivoPresente, .yo) == "wasapee")
    #expect(cell("tuitear", .preterito, .el) == "tuiteó")
  }

  @Test func prefixedKnownVerbFollowsItsBase() {
    #expect(cell("reimponer", .preterito, .el) == "reimpuso")
  }

  @Test(arguments: ["xyz", "", "123", "hablar!", "casa"])
  func nonInfinitiveIsAnError(word: String) {
    guard let bundled else { return }
    #expect(throws: ConjugationError.invalidInfinitive(word)) { try bundled.conjugate(word).get() }
  }

  @Test func knownVerbIsNotFlagged() throws {
    let conjugation = try #require(try bundled?.conjugate("hablar").get())
    #expect(!conjugation.isGuessed)
    #expect(conjugation.isRegular)
    #expect(conjugation.gloss == "to speak, talk")
  }
}
