import ConjugarCore
import Testing

@testable import ConjugarCLI

@Suite struct QuizAnswerTests {
  private let preterite = QuizQuestion(
    verb: "hablar", form: .finite(.preterito, .el), expected: ["habló"], marks: [[]])
  private let participle = QuizQuestion(
    verb: "freír", form: .nonFinite(.participio), expected: ["frito", "freído"],
    marks: [[MarkedLetters(range: 2..<4, isIrregular: true)], []])
  private let negative = QuizQuestion(
    verb: "hablar", form: .finite(.imperativoNegativo, .tu), expected: ["no hables"],
    marks: [[]])

  @Test func theAcceptedFormIsExact() {
    let answer = QuizAnswer(preterite, typed: "habló", seconds: 1)
    #expect(answer.result == .exact)
    #expect(answer.matched == "habló")
  }

  @Test func anyAcceptedFormIsExact() {
    #expect(QuizAnswer(participle, typed: "frito", seconds: 1).result == .exact)
    let other = QuizAnswer(participle, typed: "freído", seconds: 1)
    #expect(other.result == .exact)
    #expect(other.matched == "freído")
  }

  @Test func caseSpacesAndCompositionAreForgiven() {
    #expect(QuizAnswer(preterite, typed: "  HABLÓ \t", seconds: 1).result == .exact)
    // o followed by a combining acute accent (NFD).
    #expect(QuizAnswer(preterite, typed: "hablo\u{301}", seconds: 1).result == .exact)
  }

  @Test func rightButForAccentsIsAnAccentSlip() {
    let answer = QuizAnswer(preterite, typed: "hablo", seconds: 1)
    #expect(answer.result == .accent)
    #expect(answer.matched == "habló")
    #expect(QuizAnswer(participle, typed: "freido", seconds: 1).result == .accent)
    #expect(QuizAnswer(preterite, typed: "hábló", seconds: 1).result == .accent)
  }

  @Test func anythingElseIsWrong() {
    let answer = QuizAnswer(preterite, typed: "hablé", seconds: 1)
    #expect(answer.result == .wrong)
    #expect(answer.matched == nil)
    #expect(answer.answer == "hablé")
    #expect(QuizAnswer(preterite, typed: "hablaba", seconds: 1).result == .wrong)
  }

  @Test func anEmptyAnswerIsSkippedAndWrong() {
    let answer = QuizAnswer(preterite, typed: "   ", seconds: 2)
    #expect(answer.result == .wrong)
    #expect(answer.answer == nil)
    #expect(QuizAnswer(preterite, typed: nil, seconds: 2).answer == nil)
  }

  @Test func aNegativeImperativeMayLeaveOutItsNo() {
    #expect(QuizAnswer(negative, typed: "no hables", seconds: 1).result == .exact)
    #expect(QuizAnswer(negative, typed: "hables", seconds: 1).result == .exact)
    #expect(QuizAnswer(negative, typed: "no  Hables", seconds: 1).result == .exact)
    #expect(QuizAnswer(preterite, typed: "no habló", seconds: 1).result == .wrong)
  }

  @Test func theCorrectionMarksIrregularLetters() {
    #expect(participle.marked(0, style: .plain) == "fr[it]o")
    #expect(participle.marked(1, style: .plain) == "freído")
    #expect(participle.marked(0, style: .colored) == "fr\u{1B}[1;31mit\u{1B}[0mo")
  }

  @Test func theCorrectionMarksSpellingChangesAsTheTableDoes() {
    let spelled = QuizQuestion(
      verb: "pagar", form: .finite(.preterito, .yo), expected: ["pagué"],
      marks: [[MarkedLetters(range: 2..<4, isIrregular: false)]])
    #expect(spelled.marked(0, style: .plain) == "pa[gu]é")
    #expect(spelled.marked(0, style: .colored) == "pa\u{1B}[4mgu\u{1B}[0mé")
  }

  @Test func verdictsSayWhatWasRight() {
    let verdict = { (question: QuizQuestion, typed: String?) in
      QuizReport.verdict(QuizAnswer(question, typed: typed, seconds: 1), style: .plain)
    }
    #expect(verdict(preterite, "habló") == "right")
    #expect(verdict(participle, "freído") == "right (also frito)")
    #expect(verdict(preterite, "hablo") == "accent: habló (mind the accents)")
    #expect(verdict(participle, "friete") == "wrong: fr[it]o or freído")
    #expect(verdict(participle, "") == "skipped: fr[it]o or freído")
  }

  @Test func theQuestionReadsAsALearnerSaysIt() {
    #expect(preterite.prompt == "hablar · pretérito perfecto simple · él/ella/usted")
    #expect(participle.prompt == "freír · participio")
    let subjunctive = QuizQuestion(
      verb: "ser", form: .finite(.subjuntivoPresente, .nosotros), expected: ["seamos"],
      marks: [[]])
    #expect(subjunctive.prompt == "ser · presente de subjuntivo · nosotros")
  }
}
