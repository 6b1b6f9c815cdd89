import ConjugarCore
import Testing

/// Pronominal verbs carry their pronouns as NORMS §7 shows for lavarse.
@Suite struct ReflexiveTests {
  @Test func finiteFormsTakeAProclitic() {
    #expect(cell("lavarse", .presente, .yo) == "me lavo")
    #expect(cell("lavarse", .perfecto, .vos) == "te has lavado")
  }

  @Test(arguments: [
    (Person.tu, "lávate"), (.vos, "lavate"), (.el, "lávese"), (.nosotros, "lavémonos"),
    (.vosotros, "lavaos"), (.ellos, "lávense"),
  ])
  func affirmativeImperativeTakesAnEnclitic(person: Person, form: String) {
    #expect(cell("lavarse", .imperativoAfirmativo, person) == form)
  }

  @Test func negativeImperativePutsThePronounAfterNo() {
    #expect(cell("lavarse", .imperativoNegativo, .tu) == "no te laves")
  }

  @Test func nonFiniteForms() {
    #expect(canonical("lavarse", .nonFinite(.infinitivo)) == "lavarse")
    #expect(canonical("lavarse", .nonFinite(.gerundio)) == "lavándose")
    #expect(canonical("lavarse", .nonFinite(.participio)) == "lavado")
  }

  @Test func irseImperatives() {
    #expect(cell("irse", .imperativoAfirmativo, .tu) == "vete")
    #expect(cell("irse", .imperativoAfirmativo, .vos) == "andate")
    #expect(cell("irse", .imperativoAfirmativo, .nosotros) == "vámonos")
    #expect(cell("irse", .imperativoAfirmativo, .vosotros) == "idos|iros")
  }

  @Test func vosotrosImperativeOfIrVerbsKeepsTheHiatus() {
    #expect(cell("vestirse", .imperativoAfirmativo, .vosotros) == "vestíos")
  }

  @Test func anUnlistedReflexiveFollowsItsBaseVerb() {
    #expect(cell("comerse", .presente, .nosotros) == "nos comemos")
  }
}
