import Testing

@testable import ConjugarCore

/// Which forms of real verbs are irregular, which letters, and what kind of irregularity.
@Suite struct IrregularitiesTests {
  @Test(arguments: [
    ("contar", "indicativo.presente.yo", "c[ue]nto stem-change"),
    ("jugar", "subjuntivo.presente.el", "j[ue]g{u}e stem-change,spelling-change"),
    ("empezar", "subjuntivo.presente.yo", "emp[ie]{c}e stem-change,spelling-change"),
    ("oler", "indicativo.presente.yo", "[hue]lo stem-change"),
    ("errar", "indicativo.presente.yo", "[ye]rro stem-change | erro"),
    ("sentir", "gerundio", "s[i]ntiendo stem-change"),
    ("tener", "indicativo.presente.yo", "ten[g]o yo-stem"),
    ("conocer", "subjuntivo.presente.nosotros", "cono[zc]amos zc-present"),
    ("huir", "indicativo.presente.yo", "hu[y]o y-present"),
    ("rehuir", "indicativo.presente.yo", "reh{ú}[y]o y-present,hiatus-accent"),
    ("tener", "indicativo.preterito.el", "t[uv]o strong-preterite"),
    ("venir", "indicativo.preterito.ellos", "v[i]nieron strong-preterite"),
    ("venir", "subjuntivo.imperfecto_ra.nosotros", "v[i]niéramos strong-preterite"),
    ("hacer", "indicativo.preterito.el", "h[iz]o strong-preterite"),
    ("hacer", "indicativo.condicional.yo", "h[ar]ía future-stem"),
    ("hacer", "participio", "h[ech]o participle"),
    ("hacer", "indicativo.perfecto.yo", "he h[ech]o participle"),
    ("freír", "participio", "fr[it]o participle | fre{í}do spelling-change"),
    ("estar", "imperativo.afirmativo.tu", "est[á] own-forms"),
    ("ir", "imperativo.afirmativo.vos", "[andá] imperative"),
    ("poder", "gerundio", "p[u]diendo gerund"),
    ("ir", "gerundio", "[y]endo gerund"),
    ("ser", "indicativo.presente.yo", "so[y] own-forms"),
    ("saber", "indicativo.presente.yo", "s[é] own-forms"),
    ("saber", "subjuntivo.presente.yo", "s[ep]a yo-stem"),
    ("irse", "indicativo.presente.yo", "me [voy] own-forms"),
    ("soler", "indicativo.futuro.yo", "- defective"),
    ("vaciar", "indicativo.presente.yo", "vac{í}o hiatus-accent"),
    ("reír", "indicativo.presente.yo", "r[í]o stem-change,hiatus-accent"),
    ("reír", "indicativo.preterito.el", "r[i]o stem-change"),
    ("sacar", "indicativo.preterito.yo", "sa{qu}é spelling-change"),
    ("averiguar", "indicativo.preterito.yo", "averig{ü}é spelling-change"),
    ("coger", "indicativo.presente.yo", "co{j}o spelling-change"),
    ("distinguir", "indicativo.presente.yo", "distin{go} spelling-change"),
    ("creer", "indicativo.preterito.el", "cre{y}ó spelling-change"),
    ("creer", "indicativo.preterito.tu", "cre{í}ste spelling-change"),
    ("tañer", "indicativo.preterito.el", "ta{ñó} spelling-change"),
    ("fiar", "indicativo.preterito.yo", "fi{e} spelling-change"),
    ("sentirse", "imperativo.afirmativo.tu", "s[ié]ntete stem-change"),
    ("sentirse", "imperativo.afirmativo.nosotros", "s[i]ntámonos stem-change"),
    ("contenerse", "imperativo.afirmativo.el", "contén[g]ase yo-stem"),
    ("hablar", "indicativo.presente.yo", "hablo"),
  ])
  func marksAndKinds(verb: String, cell: String, expected: String) {
    #expect(IrregularityText.cell(bundled, verb, cell) == expected)
  }

  /// Forms whose irregularity is a dropped letter are marked on either side of the gap.
  @Test(arguments: [
    ("poder", "indicativo.futuro.yo", "po[dr]é future-stem"),
    ("querer", "indicativo.futuro.yo", "que[rr]é future-stem"),
    ("caber", "indicativo.futuro.yo", "ca[br]é future-stem"),
    ("decir", "indicativo.futuro.yo", "[di]ré future-stem"),
    ("hacer", "indicativo.futuro.yo", "h[ar]é future-stem"),
    ("tener", "imperativo.afirmativo.tu", "te[n] imperative"),
    ("poner", "imperativo.afirmativo.tu", "po[n] imperative"),
    ("salir", "imperativo.afirmativo.tu", "sa[l] imperative"),
    ("venir", "imperativo.afirmativo.tu", "ve[n] imperative"),
  ])
  func droppedLettersAreMarked(verb: String, cell: String, expected: String) {
    #expect(IrregularityText.cell(bundled, verb, cell) == expected)
  }

  /// Spelling changes and hiatus accents are marked but leave a form regular.
  @Test(arguments: [
    ("sacar", "indicativo.preterito.yo", false), ("vaciar", "indicativo.presente.yo", false),
    ("contar", "indicativo.presente.yo", true), ("empezar", "subjuntivo.presente.yo", true),
    ("soler", "indicativo.futuro.yo", true), ("acostar", "indicativo.presente.yo", true),
  ])
  func theRegularSplit(verb: String, cell: String, irregular: Bool) throws {
    let conjugator = try #require(bundled)
    let conjugation = try conjugator.conjugate(verb).get()
    let irregularities = try #require(conjugator.irregularities(of: conjugation))
    let form = try #require(FormPattern.form(cell))
    #expect(irregularities.cell(form).isIrregular == irregular)
  }

  @Test func aVerbShowsTheKindsOfItsCells() throws {
    let conjugator = try #require(bundled)
    let kinds = { (verb: String) throws -> [IrregularityKind] in
      let conjugation = try conjugator.conjugate(verb).get()
      return try #require(conjugator.irregularities(of: conjugation)).kinds(includeVos: true)
    }
    #expect(
      try kinds("tener") == [.stemChange, .yoStem, .strongPreterite, .futureStem, .imperative])
    #expect(try kinds("sacar") == [.spellingChange])
    #expect(try kinds("hablar") == [])
  }

  /// A shortened alternative is marked from where the words it shares were dropped.
  @Test func marksAreRenderedFromAnOffset() throws {
    let conjugator = try #require(bundled)
    let conjugation = try conjugator.conjugate("adscribir").get()
    let irregularities = try #require(conjugator.irregularities(of: conjugation))
    let forms = irregularities.cell(.finite(.pluscuamperfecto, .nosotros)).forms
    #expect(forms.map(\.text) == ["habíamos adscrito", "habíamos adscripto"])
    #expect(
      forms[1].marked(from: 9) { "<b>\($0)</b>" + ($1.isIrregular ? "" : "?") }
        == "adscri<b>pt</b>o")
  }
}
