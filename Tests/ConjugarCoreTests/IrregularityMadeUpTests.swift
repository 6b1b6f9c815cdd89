import Testing

@testable import ConjugarCore

/// Irregularities found from the models' rules, not from lists of verbs: made-up verbs of each
/// class get the kinds and marks of their model.
@Suite struct IrregularityMadeUpTests {
  private static let verbs = [
    "bontener\ttener", "bresalir\tsalir", "brocar\thablar", "flasuir\thuir",
    "flonecer\tnacer", "frandar\tandar", "gostrar\tcontar", "tropedir\tpedir",
    "zaliar\tvaciar", "zaliarse\tvaciar",
  ]
  private static let conjugator = Result { try MadeUpVerbs.conjugator(verbs) }

  @Test(arguments: [
    ("bontener", "indicativo.presente.yo", "bonten[g]o yo-stem"),
    ("bontener", "indicativo.presente.tu", "bont[ie]nes stem-change"),
    ("bontener", "indicativo.preterito.el", "bont[uv]o strong-preterite"),
    ("bontener", "subjuntivo.imperfecto_ra.yo", "bont[uv]iera strong-preterite"),
    ("bontener", "indicativo.futuro.yo", "bonten[d]ré future-stem"),
    ("bontener", "imperativo.afirmativo.tu", "bonté[n] imperative"),
    ("bresalir", "indicativo.presente.yo", "bresal[g]o yo-stem"),
    ("bresalir", "indicativo.condicional.ellos", "bresal[d]rían future-stem"),
    ("bresalir", "imperativo.afirmativo.tu", "bresa[l] imperative"),
    ("brocar", "indicativo.preterito.yo", "bro{qu}é spelling-change"),
    ("flasuir", "indicativo.presente.yo", "flasu[y]o y-present"),
    ("flasuir", "indicativo.preterito.el", "flasu{y}ó spelling-change"),
    ("flonecer", "subjuntivo.presente.el", "flone[zc]a zc-present"),
    ("flonecer", "indicativo.presente.tu", "floneces"),
    ("frandar", "indicativo.preterito.yo", "frand[uv]e strong-preterite"),
    ("gostrar", "indicativo.presente.ellos", "g[üe]stran stem-change"),
    ("tropedir", "gerundio", "trop[i]diendo stem-change"),
    ("tropedir", "indicativo.presente.nosotros", "tropedimos"),
    ("zaliar", "indicativo.presente.yo", "zal{í}o hiatus-accent"),
    ("zaliarse", "imperativo.afirmativo.tu", "zal{í}ate hiatus-accent"),
  ])
  func aMadeUpVerbShowsItsModelsIrregularity(verb: String, cell: String, expected: String) {
    #expect(IrregularityText.cell(try? Self.conjugator.get(), verb, cell) == expected)
  }

  /// A made-up regular verb with a spelling change has no irregular cell.
  @Test func aRegularVerbsSpellingChangesLeaveItRegular() throws {
    let conjugator = try Self.conjugator.get()
    let conjugation = try conjugator.conjugate("brocar").get()
    let irregularities = try #require(conjugator.irregularities(of: conjugation))
    #expect(conjugation.isRegular)
    #expect(irregularities.kinds(includeVos: true) == [.spellingChange])
  }
}
