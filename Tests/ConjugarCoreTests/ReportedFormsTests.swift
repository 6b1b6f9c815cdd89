import ConjugarCore
import Testing

/// Forms users have reported wrong in other conjugators (FEATURES.md), each right here.
@Suite struct ReportedFormsTests {
  @Test func esparcirWritesZBeforeA() {
    #expect(cell("esparcir", .subjuntivoPresente, .yo) == "esparza")
  }

  @Test func pagarWritesGuBeforeE() {
    #expect(cell("pagar", .preterito, .yo) == "pagué")
  }

  @Test func llegarWritesGuBeforeE() {
    #expect(cell("llegar", .preterito, .yo) == "llegué")
  }

  @Test func secarseImperativeKeepsQuAndAccent() {
    #expect(cell("secarse", .imperativoAfirmativo, .tu) == "sécate")
  }

  @Test func salirHasShortImperative() {
    #expect(cell("salir", .imperativoAfirmativo, .tu) == "sal")
  }

  @Test func valerHasFullImperative() {
    #expect(cell("valer", .imperativoAfirmativo, .tu) == "vale")
  }

  @Test func parecerTakesZc() {
    #expect(cell("parecer", .presente, .yo) == "parezco")
    #expect(cell("parecer", .subjuntivoPresente, .ellos) == "parezcan")
  }

  @Test func correrGerundIsNotItsParticiple() {
    #expect(canonical("correr", .nonFinite(.gerundio)) == "corriendo")
  }

  @Test func hablasteisHasNoAccent() {
    #expect(cell("hablar", .preterito, .vosotros) == "hablasteis")
  }

  @Test(arguments: [("reír", "rio"), ("freír", "frio"), ("guiar", "guio")])
  func monosyllablesTakeNoAccentIn2010(verb: String, form: String) {
    #expect(cell(verb, .preterito, .el) == form)
  }

  @Test func fiarFirstPersonPreteriteIsFie() {
    #expect(cell("fiar", .preterito, .yo) == "fie")
  }

  @Test func abolirIsConjugatedInFull() {
    #expect(cell("abolir", .presente, .yo) == "abolo")
    #expect(cell("abolir", .subjuntivoPresente, .nosotros) == "abolamos")
    #expect(cell("abolir", .imperativoAfirmativo, .tu) == "abole")
  }

  @Test func solerHasNoFuture() {
    #expect(cell("soler", .futuro, .yo) == "-")
    #expect(cell("soler", .condicional, .el) == "-")
    #expect(cell("soler", .presente, .yo) == "suelo")
    #expect(cell("soler", .perfecto, .yo) == "he solido")
  }

  @Test(arguments: Person.allCases)
  func lloverHasEveryPerson(person: Person) {
    #expect(cell("llover", .presente, person) != "-")
  }

  @Test func freirHasTwoParticiplesFritoFirst() {
    #expect(canonical("freír", .nonFinite(.participio)) == "frito|freído")
    #expect(cell("freír", .perfecto, .yo) == "he frito|he freído")
  }

  @Test func bendecirParticipleIsBendecido() {
    #expect(canonical("bendecir", .nonFinite(.participio)) == "bendecido")
  }

  @Test func predecirImperativeIsPredice() {
    #expect(cell("predecir", .imperativoAfirmativo, .tu) == "predice")
  }

  @Test func satisfacerHasTwoImperatives() {
    #expect(cell("satisfacer", .imperativoAfirmativo, .tu) == "satisfaz|satisface")
  }

  @Test(arguments: [
    ("hablar", "hablás"), ("querer", "querés"), ("ser", "sos"),
  ])
  func vosPresentStressesTheEnding(verb: String, form: String) {
    #expect(cell(verb, .presente, .vos) == form)
  }

  @Test(arguments: [("andar", "andá"), ("decir", "decí"), ("ir", "andá")])
  func vosImperative(verb: String, form: String) {
    #expect(cell(verb, .imperativoAfirmativo, .vos) == form)
  }

  @Test func vosNegativeImperativeIsTheTuSubjunctive() {
    #expect(cell("hablar", .imperativoNegativo, .vos) == "no hables")
  }

  @Test(arguments: [
    ("proveer", "provisto|proveído"), ("imprimir", "impreso|imprimido"), ("morir", "muerto"),
  ])
  func preferredParticipleComesFirst(verb: String, participle: String) {
    #expect(canonical(verb, .nonFinite(.participio)) == participle)
  }

  @Test func expatriarPrefersTheDiphthong() {
    #expect(cell("expatriar", .presente, .yo) == "expatrio|expatrío")
  }

  /// DPD derrocar: normally regular today, the diphthonged forms the alternative.
  @Test func derrocarIsRegularFirst() {
    #expect(cell("derrocar", .presente, .yo) == "derroco|derrueco")
    #expect(cell("derrocarse", .presente, .yo) == "me derroco|me derrueco")
  }

  /// DLE inhestar: conjugated like acertar, with the irregular participle inhiesto.
  @Test func inhestarHasTheDictionarysParticiple() {
    #expect(canonical("inhestar", .nonFinite(.participio)) == "inhiesto")
    #expect(cell("inhestar", .perfecto, .yo) == "he inhiesto")
    #expect(cell("inhestar", .presente, .yo) == "inhiesto")
  }
}
