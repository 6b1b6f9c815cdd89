import ConjugarCore
import Testing

@testable import ConjugarCLI

@Suite struct QuizScoreTests {
  private func answer(_ form: Form, _ result: QuizResult) -> QuizAnswer {
    let question = QuizQuestion(verb: "hablar", form: form, expected: ["á"], marks: [[]])
    let typed =
      switch result {
      case .exact: "á"
      case .accent: "a"
      case .wrong: "e"
      }
    let answer = QuizAnswer(question, typed: typed, seconds: 1)
    #expect(answer.result == result)
    return answer
  }

  @Test func tensesWeighByTheEasiestDifficultyThatAsksThem() {
    #expect(QuizScore.weight(of: TenseID.finite(.presente)) == 1)
    #expect(QuizScore.weight(of: TenseID.finite(.futuro)) == 1)
    #expect(QuizScore.weight(of: TenseID.finite(.subjuntivoPresente)) == 1.5)
    #expect(QuizScore.weight(of: TenseID.nonFinite(.gerundio)) == 1.5)
    #expect(QuizScore.weight(of: TenseID.finite(.subjuntivoFuturo)) == 2)
    #expect(QuizScore.weight(of: TenseID.finite(.anterior)) == 2)
  }

  @Test func vosAndVosotrosWeighMore() {
    #expect(QuizScore.weight(of: Person.vosotros) == 1.5)
    #expect(QuizScore.weight(of: Person.vos) == 1.5)
    #expect(QuizScore.weight(of: Person.tu) == 1)
    #expect(QuizScore.weight(of: nil as Person?) == 1)
  }

  @Test func anExactAnswerEarnsTenTimesItsWeights() {
    #expect(QuizScore.points(answer(.finite(.presente, .yo), .exact)) == 10)
    #expect(QuizScore.points(answer(.finite(.preterito, .vosotros), .exact)) == 15)
    #expect(QuizScore.points(answer(.finite(.subjuntivoFuturo, .vosotros), .exact)) == 30)
  }

  @Test func anAccentSlipEarnsHalfAndAWrongAnswerNothing() {
    #expect(QuizScore.points(answer(.finite(.imperfecto, .yo), .accent)) == 7.5)
    #expect(QuizScore.points(answer(.finite(.imperfecto, .yo), .wrong)) == 0)
  }

  @Test func theTotalIsRoundedOnceAtTheEnd() {
    let answers = [
      answer(.finite(.imperfecto, .yo), .accent), answer(.finite(.imperfecto, .tu), .accent),
      answer(.finite(.imperfecto, .el), .accent),
      answer(.finite(.imperativoAfirmativo, .vos), .accent),
    ]
    // 7.5 × 3 + 5 × 1.5 × 1.5 = 33.75
    #expect(QuizScore.total(answers) == 34)
    #expect(QuizScore.total([]) == 0)
  }

  @Test func aBestMustBeatThePreviousOneAndZeroNeverIsOne() {
    #expect(QuizScore.isBest(10, over: nil))
    #expect(!QuizScore.isBest(0, over: nil))
    #expect(QuizScore.isBest(11, over: 10))
    #expect(!QuizScore.isBest(10, over: 10))
  }
}
