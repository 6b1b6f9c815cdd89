import ConjugarCore
import Testing

@testable import ConjugarCLI

@Suite struct QuizAnswerTests {
  private let preterite = Result { try quizQuestion("hablar", .finite(.preterito, .el)) }
  private let participle = Result {
    try quizQuestion(
      "freír", .nonFinite(.participio),
      marks: [[MarkedLetters(range: 2..<4, isIrregular: true)], []])
  }
  private let negative = Result { try quizQuestion("hablar", .finite(.imperativoNegativo, .tu)) }

  private func judge(_ question: Result<QuizQuestion, any Error>, _ typed: String?) throws
    -> QuizAnswer
  {
    QuizAnswer(try question.get(), typed: typed, seconds: 1)
  }

  @Test func theAcceptedFormIsExact() throws {
    let answer = try judge(preterite, "habló")
    #expect(answer.result == .exact)
    #expect(answer.matched == "habló")
  }

  @Test func anyAcceptedFormIsExact() throws {
    #expect(try judge(participle, "frito").result == .exact)
    let other = try judge(participle, "freído")
    #expect(other.result == .exact)
    #expect(other.matched == "freído")
  }

  @Test func caseSpacesAndCompositionAreForgiven() throws {
    #expect(try judge(preterite, "  HABLÓ \t").result == .exact)
    // o followed by a combining acute accent (NFD).
    #expect(try judge(preterite, "hablo\u{301}").result == .exact)
  }

  @Test func rightButForAccentsIsAnAccentSlip() throws {
    let answer = try judge(preterite, "hablò")
    #expect(answer.result == .accent)
    #expect(answer.matched == "habló")
    #expect(try judge(participle, "freido").result == .accent)
    #expect(try judge(preterite, "hábló").result == .accent)
  }

  @Test func anythingElseIsWrong() throws {
    let answer = try judge(preterite, "hablé")
    #expect(answer.result == .wrong)
    #expect(answer.matched == nil)
    #expect(answer.answer == "hablé")
    #expect(try judge(preterite, "hablaba").result == .wrong)
  }

  @Test func anEmptyAnswerIsSkippedAndWrong() throws {
    let answer = try judge(preterite, "   ")
    #expect(answer.result == .wrong)
    #expect(answer.answer == nil)
    #expect(try judge(preterite, nil).answer == nil)
  }

  @Test func aNegativeImperativeMayLeaveOutItsNo() throws {
    #expect(try judge(negative, "no hables").result == .exact)
    #expect(try judge(negative, "hables").result == .exact)
    #expect(try judge(negative, "no  Hables").result == .exact)
    #expect(try judge(preterite, "no habló").result == .wrong)
  }

  /// The quiz asks for the form, but a learner who types its pronoun too knows it: the
  /// pronoun is allowed and not judged, as `conjugar check` allows it on a card.
  @Test func aSubjectPronounBeforeTheFormIsAllowed() throws {
    let answer = try judge(preterite, "Él habló")
    #expect(answer.result == .exact)
    #expect(answer.answer == "él habló")
    #expect(try judge(preterite, "ella hablò").result == .accent)
    #expect(try judge(negative, "tú no hables").result == .exact)
    #expect(try judge(negative, "tú hables").result == .exact)
    #expect(try judge(preterite, "él hablé").result == .wrong)
  }

  /// The 1999 rules let these monosyllables take a tilde: the learner knows the form, so it
  /// scores as exact, and the verdict gives the 2010 spelling.
  @Test(arguments: [
    ("guiar", Form.finite(.preterito, .el), "guió", "guio"),
    ("reír", Form.finite(.preterito, .el), "rió", "rio"),
    ("huir", Form.finite(.preterito, .yo), "huí", "hui"),
    ("fiar", Form.finite(.preterito, .yo), "fié", "fie"),
  ])
  func theOldSpellingIsExactWithTheNewOneShown(
    verb: String, form: Form, typed: String, spelled: String
  ) throws {
    let answer = QuizAnswer(try quizQuestion(verb, form), typed: typed, seconds: 1)
    #expect(answer.result == .exact)
    #expect(answer.isOldSpelling)
    #expect(answer.matched == spelled)
    #expect(QuizReport.verdict(answer, style: .plain) == "right (2010 spelling: \(spelled))")
    #expect(
      QuizScore.points(answer)
        == QuizScore.points(QuizAnswer(answer.question, typed: spelled, seconds: 1)))
  }

  /// `dio` and `vio` never took a tilde: `dió` is an accent slip, not an old spelling.
  @Test func aTildeNoRuleEverAllowedIsAnAccentSlip() throws {
    let answer = QuizAnswer(
      try quizQuestion("dar", .finite(.preterito, .el)), typed: "dió", seconds: 1)
    #expect(answer.result == .accent)
    #expect(!answer.isOldSpelling)
    #expect(QuizReport.verdict(answer, style: .plain) == "accent: d[i]o (mind the accents)")
  }

  @Test func theCorrectionMarksIrregularLetters() throws {
    let participle = try participle.get()
    #expect(participle.marked(0, style: .plain) == "fr[it]o")
    #expect(participle.marked(1, style: .plain) == "freído")
    #expect(participle.marked(0, style: .colored) == "fr\u{1B}[1;31mit\u{1B}[0mo")
  }

  @Test func theCorrectionMarksSpellingChangesAsTheTableDoes() throws {
    let spelled = try quizQuestion("pagar", .finite(.preterito, .yo))
    #expect(spelled.marked(0, style: .plain) == "pag[u]é")
    #expect(spelled.marked(0, style: .colored) == "pag\u{1B}[4mu\u{1B}[0mé")
  }

  @Test func verdictsSayWhatWasRight() throws {
    let verdict = { (question: Result<QuizQuestion, any Error>, typed: String?) in
      QuizReport.verdict(try judge(question, typed), style: .plain)
    }
    #expect(try verdict(preterite, "habló") == "right")
    #expect(try verdict(participle, "freído") == "right (also frito)")
    #expect(try verdict(preterite, "hablò") == "accent: habló (mind the accents)")
    #expect(
      try verdict(preterite, "hablo")
        == "wrong: hablo is presente, yo; the pretérito perfecto simple, él/ella/usted is habló")
    #expect(try verdict(participle, "friete") == "wrong: fr[it]o or freído")
    #expect(try verdict(participle, "") == "skipped: fr[it]o or freído")
  }

  /// An answer that is another cell is named as that cell, the same way for every verb and
  /// person: the tú form for vos scores nothing in -ar, -er and -ir verbs alike.
  @Test(arguments: [
    ("mirar", "miras", "mirás"), ("comer", "comes", "comés"),
    ("escribir", "escribes", "escribís"), ("poder", "puedes", "podés"),
  ])
  func theTuFormForVosIsNamedAndWrong(verb: String, tu: String, vos: String) throws {
    let question = try quizQuestion(verb, .finite(.presente, .vos))
    let answer = QuizAnswer(question, typed: tu, seconds: 1)
    #expect(answer.result == .wrong)
    #expect(
      QuizReport.verdict(answer, style: .plain)
        == "wrong: \(tu) is presente, tú; for vos it is \(vos)")
  }

  @Test func anotherTensesFormNamesBothTenses() throws {
    let question = try quizQuestion("hablar", .finite(.preterito, .yo))
    let answer = QuizAnswer(question, typed: "hablo", seconds: 1)
    #expect(
      QuizReport.verdict(answer, style: .plain)
        == "wrong: hablo is presente, yo; the pretérito perfecto simple is hablé")
    let tener = try quizQuestion("tener", .finite(.presente, .yo))
    let close = QuizAnswer(tener, typed: "tuvé", seconds: 1)
    #expect(close.result == .wrong)
    #expect(
      QuizReport.verdict(close, style: .plain)
        == "wrong: ten[g]o (tuvé is close to pretérito perfecto simple, yo)")
  }

  /// The voseo subjunctive stressed on its ending is right where it is said, and the verdict
  /// gives the norm's form, for every verb alike.
  @Test(arguments: [
    ("partir", "partás", "partas"), ("tener", "tengás", "tengas"),
    ("dormir", "durmás", "duermas"),
  ])
  func aRegionalVosFormIsRightWithTheNorm(verb: String, regional: String, norm: String) throws {
    let question = try quizQuestion(verb, .finite(.subjuntivoPresente, .vos))
    let answer = QuizAnswer(question, typed: regional, seconds: 1)
    #expect(answer.result == .exact)
    #expect(
      QuizReport.verdict(answer, style: .plain)
        == "right (regional voseo; the norm has \(norm))")
  }

  @Test func verdictsAreColouredOnATerminal() throws {
    let question = try quizQuestion("hablar", .finite(.preterito, .yo))
    let right = QuizReport.verdict(
      QuizAnswer(question, typed: "hablé", seconds: 1), style: .colored)
    #expect(right.hasPrefix("\u{1B}[32mright"))
    let wrong = QuizReport.verdict(QuizAnswer(question, typed: "x", seconds: 1), style: .colored)
    #expect(wrong.hasPrefix("\u{1B}[31mwrong:"))
  }

  @Test func theQuestionReadsAsALearnerSaysIt() throws {
    #expect(try preterite.get().prompt == "hablar · pretérito perfecto simple · él/ella/usted")
    #expect(try participle.get().prompt == "freír · participio")
    let subjunctive = try quizQuestion("ser", .finite(.subjuntivoPresente, .nosotros))
    #expect(subjunctive.prompt == "ser · presente de subjuntivo · nosotros")
  }
}
