import Testing

@testable import ConjugarCore

/// `Conjugator.explanation(of:)`: stem and ending, haber and participle, kinds and verbs alike,
/// proved on made-up verbs of each model class, listed and unlisted, not only on real ones.
@Suite struct FormExplanationTests {
  private static let madeUp = Result {
    try MadeUpVerbs.conjugator([
      "bontener\ttener", "bresalir\tsalir", "brocar\thablar", "flasuir\thuir",
      "flonecer\tnacer", "gostrar\tcontar", "tropedir\tpedir", "zaliar\tvaciar",
    ])
  }
  private static let bundled = Result { try Conjugator.bundled() }

  private static func explain(
    _ conjugator: Conjugator?, _ verb: String, _ form: Form, _ text: String
  ) -> FormExplanation? {
    conjugator?.explanation(
      of: Analysis(infinitive: verb, form: form, matched: text, exact: true, isVos: false))
  }

  /// `stem-ending kinds`, as the explanation gives them.
  private static func summary(_ explanation: FormExplanation?) -> String {
    guard let explanation else { return "nil" }
    let split = explanation.stem.map { "\($0)-\(explanation.ending ?? "")" } ?? "-"
    return ([split] + explanation.kinds.map(\.id)).joined(separator: " ")
  }

  @Test(arguments: [
    ("bontener", Form.finite(.preterito, .yo), "bontuve", "bontuv-e strong-preterite"),
    ("bontener", .finite(.preterito, .nosotros), "bontuvimos", "bontuv-imos strong-preterite"),
    ("bontener", .finite(.futuro, .yo), "bontendré", "bontendr-é future-stem"),
    ("bontener", .finite(.presente, .yo), "bontengo", "bonteng-o yo-stem"),
    ("bresalir", .finite(.condicional, .ellos), "bresaldrían", "bresaldr-ían future-stem"),
    ("brocar", .finite(.preterito, .yo), "broqué", "broqu-é spelling-change"),
    ("flasuir", .finite(.presente, .yo), "flasuyo", "flasuy-o y-present"),
    ("flonecer", .finite(.presente, .yo), "flonezco", "flonezc-o zc-present"),
    ("gostrar", .finite(.presente, .ellos), "güestran", "güestr-an stem-change"),
    ("tropedir", .finite(.preterito, .el), "tropidió", "tropid-ió stem-change"),
    ("tropedir", .finite(.presente, .nosotros), "tropedimos", "troped-imos"),
    ("zaliar", .finite(.presente, .yo), "zalío", "zalí-o hiatus-accent"),
  ])
  func aMadeUpVerbIsExplainedByItsModel(verb: String, form: Form, text: String, expected: String) {
    #expect(Self.summary(Self.explain(try? Self.madeUp.get(), verb, form, text)) == expected)
  }

  @Test func aCompoundFormIsHaberAndTheParticiple() throws {
    let conjugator = try Self.madeUp.get()
    let explanation = try #require(
      Self.explain(conjugator, "bontener", .finite(.perfecto, .yo), "he bontenido"))
    #expect(explanation.auxiliary == "he")
    #expect(explanation.participle == "bontenido")
    #expect(explanation.stem == nil && explanation.kinds.isEmpty)
  }

  @Test func anIrregularParticipleIsTheCompoundsIrregularity() throws {
    let conjugator = try Self.bundled.get()
    let explanation = try #require(
      Self.explain(conjugator, "hacer", .finite(.pluscuamperfecto, .ellos), "habían hecho"))
    #expect(explanation.auxiliary == "habían")
    #expect(explanation.kinds == [.participle])
  }

  @Test func theRegularFormIsGivenBesideAnIrregularOne() throws {
    let conjugator = try Self.madeUp.get()
    let explanation = Self.explain(conjugator, "bontener", .finite(.preterito, .yo), "bontuve")
    #expect(explanation?.regularForm == "bontení")
  }

  @Test(arguments: [
    ("contrasalir", Form.finite(.futuro, .yo), "contrasaldré", "contrasaldr-é future-stem"),
    ("desconducir", .finite(.preterito, .yo), "desconduje", "desconduj-e strong-preterite"),
    ("bresconocer", .finite(.presente, .yo), "bresconozco", "bresconozc-o zc-present"),
    ("flantrar", .finite(.presente, .yo), "flantro", "flantr-o"),
  ])
  func anUnlistedVerbIsExplainedByTheModelGuessedForIt(
    verb: String, form: Form, text: String, expected: String
  ) throws {
    let conjugator = try Self.bundled.get()
    let conjugation = try conjugator.conjugate(verb).get()
    let forms = conjugation.cell(form).forms
    guard forms.contains(text) else {
      // The guess conjugates it another way: say how, so the case can be corrected.
      Issue.record("\(verb) \(form.tenseID): \(forms)")
      return
    }
    #expect(Self.summary(Self.explain(conjugator, verb, form, text)) == expected)
  }

  @Test func verbsAlikeShareTheModelsCommonestFirstWithoutTheVerb() throws {
    let conjugator = try Self.bundled.get()
    let explanation = try #require(
      Self.explain(conjugator, "tener", .finite(.preterito, .yo), "tuve"))
    #expect(!explanation.alike.contains("tener"))
    #expect(explanation.alike.contains("mantener"))
    let ranks = explanation.alike.map { conjugator.table.rank(of: $0) ?? Int.max }
    #expect(ranks == ranks.sorted())
  }

  @Test func everyKindHasARuleSentence() {
    for kind in IrregularityKind.allCases {
      #expect(kind.rule.hasSuffix("."))
      #expect(kind.rule.first?.isUppercase == true)
    }
  }
}
