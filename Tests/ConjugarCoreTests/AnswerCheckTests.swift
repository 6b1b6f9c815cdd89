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
    // hablo for habló is no accent slip: as written it is the present, yo.
    #expect(try match("hablar", .preterito, .el, "hablo") == .wrong)
    #expect(try match("hablar", .preterito, .el, "hablò") == .accents)
    #expect(try match("averiguar", .subjuntivoPresente, .yo, "averigue") == .accents)
    #expect(try match("comer", .preterito, .yo, "comi") == .accents)
  }

  private func check(_ verb: String, _ form: Form, _ answer: String) throws -> AnswerCheck {
    let conjugation = try #require(try bundled?.conjugate(verb).get())
    return conjugation.check(answer, against: [form])
  }

  /// One rule for every verb and person: an answer that is another cell as written is wrong
  /// and names that cell, the tú form given for vos as much in -ar, -er and -ir verbs as in
  /// irregular ones, and vos for tú alike.
  @Test(arguments: [
    ("mirar", "miras", "mirás"), ("comer", "comes", "comés"), ("escribir", "escribes", "escribís"),
    ("tener", "tienes", "tenés"), ("pedir", "pides", "pedís"), ("dormir", "duermes", "dormís"),
    ("ser", "eres", "sos"), ("huir", "huyes", "huis"),
  ])
  func theTuFormForVosIsWrongAndNamed(verb: String, tu: String, vos: String) throws {
    let forVos = try check(verb, .finite(.presente, .vos), tu)
    #expect(forVos.match == .wrong)
    #expect(forVos.otherCells.contains(.finite(.presente, .tu)))
    #expect(forVos.isOtherCellAsWritten)
    let forTu = try check(verb, .finite(.presente, .tu), vos)
    #expect(forTu.match == .wrong)
    #expect(forTu.otherCells.contains(.finite(.presente, .vos)))
  }

  @Test func anotherTensesFormIsNamed() throws {
    let present = try check("hablar", .finite(.preterito, .el), "hablo")
    #expect(present.match == .wrong)
    #expect(present.otherCells == [.finite(.presente, .yo)])
    let subjunctive = try check("hablar", .finite(.preterito, .yo), "hable")
    #expect(subjunctive.isOtherCellAsWritten)
    #expect(subjunctive.otherCells.contains(.finite(.subjuntivoPresente, .yo)))
    // Not a cell as written, but one but for accents: named, and not as written.
    let folded = try check("tener", .finite(.presente, .yo), "tuvé")
    #expect(folded.match == .wrong)
    #expect(folded.otherCells == [.finite(.preterito, .yo)])
    #expect(!folded.isOtherCellAsWritten)
    #expect(try check("tener", .finite(.presente, .yo), "tengo").otherCells.isEmpty)
  }

  /// Textbooks drill the subjunctive after que, and the imperative with its subject after it.
  @Test(arguments: [
    ("oír", Form.finite(.subjuntivoPresente, .yo), "que yo oiga"),
    ("venir", .finite(.subjuntivoPresente, .tu), "que vengas"),
    ("hablar", .finite(.subjuntivoPerfecto, .nosotros), "que nosotros hayamos hablado"),
    ("decir", .finite(.subjuntivoImperfectoRa, .ellos), "que ellas dijeran"),
    ("oír", .finite(.imperativoAfirmativo, .tu), "oye tú"),
    ("venir", .finite(.imperativoAfirmativo, .vosotros), "venid vosotros"),
    ("decir", .finite(.imperativoAfirmativo, .el), "diga usted"),
    ("hacer", .finite(.imperativoNegativo, .ellos), "no hagan ustedes"),
    ("lavarse", .finite(.imperativoAfirmativo, .tu), "lávate tú"),
  ])
  func drilledAnswersAreRight(verb: String, form: Form, answer: String) throws {
    #expect(try check(verb, form, answer).match == .right)
  }

  @Test func queBeforeAnIndicativeAndAPronounAfterOneAreNotForgiven() throws {
    #expect(try check("oír", .finite(.presente, .yo), "que oigo").match == .wrong)
    #expect(try check("hablar", .finite(.presente, .yo), "hablo yo").match == .wrong)
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
    let check = conjugation.check("hablò", against: [.finite(.preterito, .el)])
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
