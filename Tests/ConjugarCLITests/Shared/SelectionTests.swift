import ConjugarCore
import Testing

@testable import ConjugarCLI

@Suite struct SelectionTests {
  @Test func noFilterSelectsTheWholeTable() {
    #expect(Selection().forms(includeVos: false) == Form.all(includeVos: false))
  }

  @Test func moodKeepsItsTensesOnly() {
    let forms = Selection(moods: [.subjuntivo]).forms(includeVos: false)
    #expect(forms.count == 8 * 6)
  }

  @Test func simpleAndCompoundSplitTheTenses() {
    #expect(Selection(simple: true).forms(includeVos: false).count == 9 * 6 + 2 * 5)
    #expect(Selection(compound: true).forms(includeVos: false).count == 9 * 6)
  }

  @Test func personKeepsThatPersonInEveryTense() {
    #expect(Selection(persons: [.yo]).forms(includeVos: true).count == 18)
  }

  @Test func kindsNarrowEachOther() {
    let selection = Selection(moods: [.indicativo], persons: [.nosotros], compound: true)
    #expect(selection.forms(includeVos: false).count == 5)
  }

  @Test func aFilterDropsTheNonFiniteForms() {
    let forms = Selection(moods: [.indicativo]).forms(includeVos: false)
    #expect(!forms.contains(.nonFinite(.gerundio)))
  }

  @Test func filtersThatSelectNothingAreAUsageError() {
    let result = run("--mood", "imperativo", "--person", "yo", "hablar")
    #expect(result.status == 64)
    #expect(result.errorOutput.contains("the filters select no forms"))
  }

  @Test func moodNamesIgnoreSpacesAroundThem() throws {
    var selection = Selection()
    try selection.addMood(" subjuntivo\t")
    try selection.addMood("\u{A0}Imperative ")
    #expect(selection.moods == [.subjuntivo, .imperativo])
  }

  @Test func askingForVosShowsItEvenWhenTheSettingIsOff() {
    let output = run("-f", "tsv", "-t", "indicativo.presente", "-p", "vos", "hablar").output
    #expect(output == "hablar\tindicativo.presente\tvos\thablás\n")
  }

  @Test func vosWithNoVosSelectsNothing() {
    let result = run("--no-vos", "-p", "vos", "hablar")
    #expect(result.status == 64)
    #expect(
      result.errorOutput.contains(
        "the filters select no forms (-p vos with --no-vos selects nothing)\n"))
    let deck = run("deck", "-p", "vos", "--no-vos", "hablar")
    #expect(deck.status == 64)
    #expect(
      deck.errorOutput.contains(
        "the filters select no cells (-p vos with --no-vos selects nothing)\n"))
  }

  /// The imperative has no yo: adding vos would not help, and the message does not say it
  /// would.
  @Test func filtersThatSelectNothingWithoutVosGetNoVosHint() {
    for arguments in [["-t", "imperativo", "-p", "yo"], ["deck", "-t", "imperativo", "-p", "yo"]] {
      let result = TestEnvironment(arguments + ["--no-vos", "hablar"]).run()
      #expect(result.status == 64)
      #expect(!result.errorOutput.contains("vos"), "\(arguments)")
    }
  }
}
