import ConjugarCore
import Testing

@testable import ConjugarCLI

/// The names of tenses and persons `conjugar check` reads in a row: every name `-t` and `-p`
/// take, and the others people write.
@Suite struct CheckNamesTests {
  private func tense(_ name: String, mood: String? = nil) -> CellNames.TenseReading? {
    var names = CellNames()
    return try? names.tense(name, mood: mood).get()
  }

  static let tenseNames: [(String, Tense)] = [
    ("indicativo.presente", .presente), ("presente", .presente), ("Presente", .presente),
    ("presente de indicativo", .presente), ("present", .presente),
    ("presente de subjuntivo", .subjuntivoPresente), ("subjuntivo presente", .subjuntivoPresente),
    ("present subjunctive", .subjuntivoPresente), ("Subjunctive Present", .subjuntivoPresente),
    ("pretérito indefinido", .preterito), ("preterite", .preterito), ("preterito", .preterito),
    ("pretérito perfecto simple", .preterito), ("indicativo · pretérito imperfecto", .imperfecto),
    ("copretérito", .imperfecto), ("futuro", .futuro), ("future", .futuro),
    ("condicional", .condicional), ("conditional", .condicional),
    ("subjuntivo.imperfecto_ra", .subjuntivoImperfectoRa),
    ("pretérito imperfecto (-se) de subjuntivo", .subjuntivoImperfectoSe),
    ("futuro de subjuntivo", .subjuntivoFuturo), ("imperativo", .imperativoAfirmativo),
    ("affirmative imperative", .imperativoAfirmativo), ("command", .imperativoAfirmativo),
    ("imperativo negativo", .imperativoNegativo), ("negative command", .imperativoNegativo),
    ("pretérito perfecto compuesto", .perfecto), ("present perfect", .perfecto),
    ("pluscuamperfecto", .pluscuamperfecto), ("past perfect", .pluscuamperfecto),
    ("pretérito anterior", .anterior), ("futuro perfecto", .futuroPerfecto),
    ("conditional perfect", .condicionalPerfecto), ("perfect subjunctive", .subjuntivoPerfecto),
    ("pluscuamperfecto de subjuntivo (-ra)", .subjuntivoPluscuamperfectoRa),
    ("subjuntivo.pluscuamperfecto_se", .subjuntivoPluscuamperfectoSe),
    ("future perfect subjunctive", .subjuntivoFuturoPerfecto),
  ]

  @Test(arguments: tenseNames)
  func everyTenseNameIsRead(name: String, tense: Tense) {
    #expect(self.tense(name)?.id == .finite(tense), "\(name)")
  }

  @Test(arguments: [
    ("gerundio", NonFinite.gerundio), ("gerund", .gerundio), ("participio", .participio),
    ("past participle", .participio), ("infinitivo", .infinitivo),
  ])
  func nonFiniteFormsAreRead(name: String, form: NonFinite) {
    #expect(tense(name)?.id == .nonFinite(form))
  }

  @Test(arguments: [
    ("presente", "subjuntivo", Tense.subjuntivoPresente), ("presente", "indicativo", .presente),
    ("Present", "Subjunctive", .subjuntivoPresente),
    ("afirmativo", "imperativo", .imperativoAfirmativo),
    ("presente de subjuntivo", "subjuntivo", .subjuntivoPresente), ("futuro", "", .futuro),
  ])
  func aMoodColumnAddsItsMood(name: String, mood: String, tense: Tense) {
    #expect(self.tense(name, mood: mood)?.id == .finite(tense))
  }

  @Test func aSubjunctiveImperfectThatNamesNoEndingTakesEither() {
    #expect(tense("imperfecto de subjuntivo")?.eitherEnding == true)
    #expect(tense("imperfect subjunctive")?.eitherEnding == true)
    #expect(tense("pluscuamperfecto de subjuntivo")?.eitherEnding == true)
    #expect(tense("pretérito imperfecto (-ra) de subjuntivo")?.eitherEnding == false)
    #expect(tense("subjuntivo.imperfecto_ra")?.eitherEnding == false)
    #expect(tense("imperfecto")?.eitherEnding == false)
  }

  @Test func anUnknownTenseNamesTheClosest() {
    var names = CellNames()
    let result = names.tense("presnte", mood: nil)
    #expect(
      result
        == .failure(
          Unreadable(
            "unknown tense 'presnte'; closest: indicativo.presente, subjuntivo.presente, "
              + "indicativo.preterito (conjugar info lists the tense names)",
            label: "tense 'presnte'")))
  }

  @Test(arguments: [
    ("yo", Person.yo), ("tu", .tu), ("tú", .tu), ("TÚ", .tu), ("vos", .vos), ("el", .el),
    ("él", .el), ("ella", .el), ("usted", .el), ("Ud.", .el), ("él/ella/usted", .el),
    ("nosotros", .nosotros), ("nosotras", .nosotros), ("vosotros", .vosotros),
    ("vosotras", .vosotros), ("ellos", .ellos), ("ellas", .ellos), ("ustedes", .ellos),
    ("ellos/ellas/ustedes", .ellos), ("Uds.", .ellos),
  ])
  func everyPersonNameIsRead(name: String, person: Person) {
    var names = CellNames()
    #expect(names.person(name) == person)
  }

  @Test func tagsNameTheCellOfADeckNote() {
    let cell = CellNames.cell(inTags: "indicativo.presente irregular model::tener tener yo")
    #expect(cell.verb == "tener")
    #expect(cell.tense == .finite(.presente))
    #expect(cell.person == .yo)
    let regular = CellNames.cell(inTags: "regular hablar gerundio model::hablar")
    #expect(regular.verb == "hablar")
    #expect(regular.tense == .nonFinite(.gerundio))
    #expect(regular.person == nil)
  }
}
