import ConjugarCore
import Testing

@Suite struct IrregularityKindTests {
  /// The ids are tags in decks and quiz settings: they must not change.
  @Test func theIdsAreStable() {
    #expect(
      IrregularityKind.allCases.map(\.id) == [
        "stem-change", "yo-stem", "zc-present", "y-present", "strong-preterite", "future-stem",
        "participle", "imperative", "gerund", "own-forms", "defective", "hiatus-accent",
        "spelling-change",
      ])
  }

  @Test func onlyHiatusAccentsAndSpellingChangesLeaveAFormRegular() {
    let orthographic = IrregularityKind.allCases.filter { !$0.countsAsIrregular }
    #expect(orthographic == [.hiatusAccent, .spellingChange])
  }

  @Test func everyKindHasAShortDistinctName() {
    let names = IrregularityKind.allCases.map(\.name)
    #expect(Set(names).count == names.count)
    #expect(names.allSatisfy { !$0.isEmpty && $0.count <= 24 })
  }

  @Test func kindsSortInDeclarationOrder() {
    #expect(
      [IrregularityKind.spellingChange, .stemChange, .participle].sorted()
        == [.stemChange, .participle, .spellingChange])
  }
}
