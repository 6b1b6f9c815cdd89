import ConjugarCore
import Testing

@testable import ConjugarCLI

@Suite struct TenseNameTests {
  @Test(arguments: TenseID.allCases)
  func everyIdResolvesToItself(_ id: TenseID) {
    #expect(TenseName.resolve(id.id) == id)
  }

  /// The headings the table prints, as printed and without accents.
  @Test(arguments: Tense.allCases)
  func everyHeadingResolves(_ tense: Tense) {
    #expect(TenseName.resolve(tense.heading) == .finite(tense))
    #expect(TenseName.resolve(Accents.fold(tense.heading)) == .finite(tense))
  }

  @Test(arguments: [
    ("presente", Tense.presente), ("Presente de Subjuntivo", .subjuntivoPresente),
    ("presente del subjuntivo", .subjuntivoPresente), ("pretérito indefinido", .preterito),
    ("preterito indefinido", .preterito), ("preterite", .preterito),
    ("present subjunctive", .subjuntivoPresente), ("subjunctive present", .subjuntivoPresente),
    ("conditional perfect", .condicionalPerfecto), ("imperfect", .imperfecto),
    ("imperfect subjunctive", .subjuntivoImperfectoRa), ("future", .futuro),
    ("futuro de subjuntivo", .subjuntivoFuturo), ("past perfect", .pluscuamperfecto),
    ("pluperfect subjunctive", .subjuntivoPluscuamperfectoRa),
    ("pretérito imperfecto (-se) de subjuntivo", .subjuntivoImperfectoSe),
    ("imperfecto -se subjuntivo", .subjuntivoImperfectoSe), ("copretérito", .imperfecto),
    ("antepospretérito", .condicionalPerfecto), ("present perfect", .perfecto),
    ("pretérito perfecto compuesto de subjuntivo", .subjuntivoPerfecto),
    ("negative commands", .imperativoNegativo), ("imperative", .imperativoAfirmativo),
    ("the simple past tense", .preterito), ("futuro compuesto", .futuroPerfecto),
    ("subjuntivo imperfecto ra", .subjuntivoImperfectoRa),
  ])
  func namesPeopleUseResolve(_ name: String, _ tense: Tense) {
    #expect(TenseName.resolve(name) == .finite(tense))
  }

  @Test(arguments: [
    ("gerund", NonFinite.gerundio), ("past participle", .participio),
    ("Infinitivo", .infinitivo), ("present participle", .gerundio),
  ])
  func nonFiniteNamesResolve(_ name: String, _ nonFinite: NonFinite) {
    #expect(TenseName.resolve(name) == .nonFinite(nonFinite))
  }

  @Test(arguments: ["subjuntivo", "past", "presente de imperativo", "", "hablar"])
  func otherWordsAreNoTense(_ name: String) {
    #expect(TenseName.resolve(name) == nil)
  }

  @Test func noNameBelongsToTwoTenses() {
    #expect(TenseName.ambiguousKeys().isEmpty)
  }

  @Test func displayNamesCarryTheSubjunctive() {
    let names = TenseName.displayNames(.finite(.subjuntivoPresente))
    #expect(names == ["presente de subjuntivo", "present subjunctive"])
  }

  @Test func keysIgnoreCaseAccentsFillersAndWordOrder() {
    #expect(NameKey.of("Presente de Subjuntivo") == NameKey.of("subjuntivo.presente"))
    #expect(NameKey.of("the Present Subjunctive tense") == "present subjunctive")
  }
}
