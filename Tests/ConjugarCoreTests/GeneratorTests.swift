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
