import BundledTables
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

  /// A conjugation already made gives the same forms as its infinitive, listed or guessed.
  @Test(arguments: ["hablar", "pedir", "lavarse", "flantrar", "tropedirse"])
  func aConjugationGivesWhatItsInfinitiveGives(verb: String) throws {
    let conjugator = try Self.bundled.get()
    let conjugation = try conjugator.conjugate(verb).get()
    for tense in Periphrasis.progressive.tenses {
      for person in Person.allCases {
        #expect(
          conjugator.periphrasis(.progressive, of: conjugation, tense: tense, person: person)
            == conjugator.periphrasis(.progressive, of: verb, tense: tense, person: person))
      }
    }
  }

  /// Every form a periphrasis has is read back as that periphrasis of that verb: listed verbs
  /// with irregular gerunds, pronominal verbs both ways, and a verb no table lists that the
  /// lookup reads (tuitear).
  @Test(arguments: ["decir", "dormir", "leer", "ir", "lavarse", "despertarse", "tuitear"])
  func everyFormIsReadBack(verb: String) throws {
    let conjugator = try Self.bundled.get()
    // The word data makes tuitear a verb, not a slip of tutear.
    let lookup = Lookup(
      conjugator: conjugator, speller: VerbSpeller(table: conjugator.table, words: .bundled()))
    for periphrasis in Periphrasis.allCases {
      for tense in [Tense.presente, .imperfecto, .perfecto] where periphrasis.tenses.contains(tense)
      {
        for person in [Person.yo, .nosotros] {
          for form in conjugator.periphrasis(periphrasis, of: verb, tense: tense, person: person) {
            let readings = lookup.analyses(of: form, includeVos: false)
            #expect(
              readings.contains {
                $0.infinitive == verb && $0.periphrasis == periphrasis
                  && $0.form == .finite(tense, person) && $0.exact && $0.clitics.isEmpty
              }, "\(form)")
          }
        }
      }
    }
  }

  @Test func pronounsAndAccentsAreRead() throws {
    let lookup = Lookup(conjugator: try Self.bundled.get())
    let told = lookup.analyses(of: "se lo estoy diciendo", includeVos: false)
    #expect(told.first?.infinitive == "decir")
    #expect(told.first?.clitics == ["se", "lo"])
    let accents = lookup.analyses(of: "estabamos comiendo", includeVos: false)
    #expect(accents.first?.infinitive == "comer")
    #expect(accents.first?.exact == false)
    #expect(lookup.analyses(of: "estoy hablado", includeVos: false).isEmpty)
    #expect(lookup.analyses(of: "voy hablar", includeVos: false).isEmpty)
    // cantarse is no listed verb: only cantar with a pronoun.
    #expect(
      lookup.analyses(of: "me estoy cantando", includeVos: false).map(\.infinitive) == ["cantar"])
  }
}
