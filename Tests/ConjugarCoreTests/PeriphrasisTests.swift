import Testing

@testable import ConjugarCore

/// Periphrases built by the engine from estar and ir and the verb's gerund or infinitive,
/// proved on real verbs and on made-up ones the guesser conjugates.
@Suite struct PeriphrasisTests {
  private static let bundled = Result { try Conjugator.bundled() }

  @Test(arguments: [
    (Periphrasis.progressive, "hablar", Tense.presente, Person.yo, "estoy hablando"),
    (.progressive, "leer", .imperfecto, .ellos, "estaban leyendo"),
    (.progressive, "pedir", .perfecto, .nosotros, "hemos estado pidiendo"),
    (.progressive, "dormir", .subjuntivoPresente, .tu, "estés durmiendo"),
    (.progressive, "ir", .preterito, .el, "estuvo yendo"),
    (.progressive, "hablar", .presente, .vos, "estás hablando"),
    (.progressive, "lavarse", .presente, .yo, "me estoy lavando|estoy lavándome"),
    (.progressive, "irse", .presente, .nosotros, "nos estamos yendo|estamos yéndonos"),
    (.nearFuture, "hablar", .presente, .yo, "voy a hablar"),
    (.nearFuture, "tener", .imperfecto, .ellos, "iban a tener"),
    (.nearFuture, "lavarse", .presente, .tu, "te vas a lavar|vas a lavarte"),
    (.progressive, "flantrar", .presente, .el, "está flantrando"),
    (.progressive, "bresconducir", .futuro, .yo, "estaré bresconduciendo"),
    (.progressive, "tropedirse", .presente, .el, "se está tropidiendo|está tropidiéndose"),
    (.nearFuture, "zoncarse", .presente, .vosotros, "os vais a zoncar|vais a zoncaros"),
  ])
  func aPeriphrasisIsTheAuxiliaryAndTheNonFiniteForm(
    periphrasis: Periphrasis, verb: String, tense: Tense, person: Person, expected: String
  ) throws {
    let conjugator = try Self.bundled.get()
    let forms = conjugator.periphrasis(periphrasis, of: verb, tense: tense, person: person)
    #expect(forms.joined(separator: "|") == expected)
  }

  @Test func otherTensesHaveNone() throws {
    let conjugator = try Self.bundled.get()
    #expect(conjugator.periphrasis(.nearFuture, of: "hablar", tense: .futuro, person: .yo) == [])
    #expect(
      conjugator.periphrasis(
        .progressive, of: "hablar", tense: .imperativoAfirmativo, person: .tu) == [])
  }
}
