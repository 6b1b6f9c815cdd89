import ConjugarCore
import Testing

/// The voseo present subjunctive stressed on its ending (partás for partas), recognised as a
/// regional form the same way for every verb: built as the nosotros form is.
@Suite struct RegionalVariantsTests {
  private func variants(_ verb: String, _ tense: Tense) throws -> [String] {
    let conjugation = try #require(try bundled?.conjugate(verb).get())
    return conjugation.regionalVariants(of: .finite(tense, .vos))
  }

  @Test(arguments: [
    ("partir", "partás"), ("hablar", "hablés"), ("comer", "comás"), ("tener", "tengás"),
    ("dormir", "durmás"), ("pedir", "pidás"), ("saber", "sepás"), ("ir", "vayás"),
    ("ser", "seás"), ("lavarse", "te lavés"), ("tuitear", "tuiteés"), ("contar", "contés"),
  ])
  func theSubjunctiveIsStressedOnItsEnding(verb: String, variant: String) throws {
    #expect(try variants(verb, .subjuntivoPresente) == [variant])
    #expect(try variants(verb, .imperativoNegativo) == ["no " + variant])
  }

  /// Where the stress already falls on the ending, the norm's form is the only one.
  @Test func estarHasNoVariant() throws {
    #expect(try variants("estar", .subjuntivoPresente).isEmpty)
    #expect(try variants("dar", .subjuntivoPresente).isEmpty)
  }

  @Test func onlyVosOfThePresentSubjunctiveAndTheNegativeImperativeHaveOne() throws {
    let conjugation = try #require(try bundled?.conjugate("partir").get())
    let others = Form.all(includeVos: true).filter {
      $0 != .finite(.subjuntivoPresente, .vos) && $0 != .finite(.imperativoNegativo, .vos)
    }
    for form in others {
      #expect(conjugation.regionalVariants(of: form).isEmpty, "\(form)")
    }
  }

  @Test func anAnswerInTheVariantIsRegionalWithTheNorm() throws {
    let conjugation = try #require(try bundled?.conjugate("vivir").get())
    let check = conjugation.check("vivás", against: [.finite(.subjuntivoPresente, .vos)])
    #expect(check.match == .regional)
    #expect(check.accepted == "vivas")
    let negative = conjugation.check("no vivás", against: [.finite(.imperativoNegativo, .vos)])
    #expect(negative.match == .regional)
    // Asked of tú, vivás is no regional tú: it is wrong.
    #expect(
      conjugation.check("vivás", against: [.finite(.subjuntivoPresente, .tu)]).match != .regional)
  }
}
