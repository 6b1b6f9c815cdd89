import ConjugarCore
import Testing

/// How an answer on a card compares with a cell: `Conjugation.check(_:against:)`.
@Suite struct AnswerCheckTests {
  private func match(
    _ verb: String, _ tense: Tense, _ person: Person, _ answer: String
  ) throws -> AnswerMatch {
    let conjugation = try #require(try bundled?.conjugate(verb).get())
    return conjugation.check(answer, against: [.finite(tense, person)]).match
  }

  @Test func anAcceptedFormIsRight() throws {
    #expect(try match("tener", .presente, .yo, "tengo") == .right)
    #expect(try match("freír", .perfecto, .yo, "he freído") == .right)
  }

  @Test func aFormOtherThanTheCellsIsWrong() throws {
    #expect(try match("tener", .presente, .yo, "teno") == .wrong)
    #expect(try match("tener", .presente, .yo, "tienes") == .wrong)
  }

  @Test func missingOrExtraAccentsAreAccents() throws {
    #expect(try match("hablar", .preterito, .el, "hablo") == .accents)
    #expect(try match("hablar", .presente, .tu, "hablás") == .accents)
    #expect(try match("averiguar", .subjuntivoPresente, .yo, "averigue") == .accents)
  }

  @Test(arguments: [
    ("guiar", Tense.preterito, Person.el, "guió"), ("reír", .preterito, .el, "rió"),
    ("fiar", .preterito, .yo, "fié"), ("huir", .preterito, .yo, "huí"),
    ("reír", .subjuntivoPresente, .vosotros, "riáis"), ("reírse", .preterito, .el, "se rió"),
    ("guiar", .presente, .vos, "guiás"), ("criar", .presente, .vosotros, "criáis"),
  ])
  func theTildeOf1999OnAStemMonosyllableIsOldSpelling(
    verb: String, tense: Tense, person: Person, answer: String
  ) throws {
    #expect(try match(verb, tense, person, answer) == .oldSpelling)
  }

  @Test(arguments: [
    ("dar", Tense.preterito, Person.el, "dió"), ("ver", .preterito, .el, "vió"),
    ("ser", .preterito, .el, "fué"), ("ir", .preterito, .yo, "fuí"),
  ])
  func monosyllablesThatNeverTookATildeAreAccents(
    verb: String, tense: Tense, person: Person, answer: String
  ) throws {
    #expect(try match(verb, tense, person, answer) == .accents)
  }

  @Test func aTildeOffItsStressedVowelIsNoOldSpelling() throws {
    #expect(try match("guiar", .preterito, .el, "gúio") == .accents)
  }

  @Test func aNegativeImperativeMayLeaveOutItsNo() throws {
    #expect(try match("hablar", .imperativoNegativo, .tu, "hables") == .right)
    #expect(try match("hablar", .imperativoNegativo, .tu, "no hables") == .right)
    #expect(try match("hablar", .imperativoNegativo, .tu, "hable") == .wrong)
  }

  @Test func aSubjectPronounBeforeTheFormIsAllowed() throws {
    #expect(try match("hablar", .presente, .yo, "yo hablo") == .right)
    #expect(try match("hablar", .presente, .el, "él/ella/usted habla") == .right)
    #expect(try match("hablar", .presente, .ellos, "ustedes hablan") == .right)
  }

  @Test func aPronominalVerbsFormsHaveTheirPronouns() throws {
    #expect(try match("lavarse", .presente, .yo, "me lavo") == .right)
    #expect(try match("lavarse", .presente, .yo, "lavo") == .wrong)
    #expect(try match("lavarse", .imperativoNegativo, .tu, "te laves") == .right)
  }

  @Test func aDashAnswersACellTheVerbLacks() throws {
    #expect(try match("soler", .futuro, .yo, "-") == .right)
    #expect(try match("soler", .futuro, .yo, "soleré") == .wrong)
    #expect(try match("soler", .presente, .yo, "-") == .wrong)
  }

  @Test func eitherOfTwoCellsMayMatchAndSaysWhich() throws {
    let conjugation = try #require(try bundled?.conjugate("hablar").get())
    let cells: [Form] = [
      .finite(.subjuntivoImperfectoRa, .yo), .finite(.subjuntivoImperfectoSe, .yo),
    ]
    let check = conjugation.check("hablase", against: cells)
    #expect(check == AnswerCheck(match: .right, form: cells[1], accepted: "hablase"))
  }

  @Test func theAcceptedFormMatchedIsNamed() throws {
    let conjugation = try #require(try bundled?.conjugate("hablar").get())
    let check = conjugation.check("hablo", against: [.finite(.preterito, .el)])
    #expect(check.accepted == "habló")
  }

  @Test func aFieldIsSplitAtSlashesBarsAndCommas() {
    #expect(Answers.split("frito / freído") == ["frito", "freído"])
    #expect(Answers.split("frito|freído") == ["frito", "freído"])
    #expect(Answers.split("hablara, hablase") == ["hablara", "hablase"])
    #expect(Answers.split("tengo") == ["tengo"])
    #expect(Answers.split("") == [])
  }

  @Test func subjectPronounsWrittenTogetherStayWithTheirForm() {
    #expect(Answers.split("él/ella/usted habla") == ["él/ella/usted habla"])
    #expect(Answers.split("él/ella habla / ellos hablan") == ["él/ella habla", "ellos hablan"])
  }
}
