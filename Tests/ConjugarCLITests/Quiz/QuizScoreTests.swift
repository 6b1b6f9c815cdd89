import ConjugarCore
import Testing

@testable import ConjugarCLI

@Suite struct QuizScoreTests {
  /// An answer of hablar's `form`: the form, the form with an accent on its first a, or `e`.
  private func answer(_ form: Form, _ result: QuizResult) throws -> QuizAnswer {
    let question = try quizQuestion("hablar", form)
    let expected = question.expected[0]
    let typed =
      switch result {
      case .exact: expected
      case .accent: expected.replacing("a", with: "á", maxReplacements: 1)
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

  @Test func anExactAnswerEarnsTenTimesItsWeights() throws {
    #expect(try QuizScore.points(answer(.finite(.presente, .yo), .exact)) == 10)
    #expect(try QuizScore.points(answer(.finite(.preterito, .vosotros), .exact)) == 15)
    #expect(try QuizScore.points(answer(.finite(.subjuntivoFuturo, .vosotros), .exact)) == 30)
  }

  @Test func anAccentSlipEarnsHalfAndAWrongAnswerNothing() throws {
    #expect(try QuizScore.points(answer(.finite(.imperfecto, .yo), .accent)) == 7.5)
    #expect(try QuizScore.points(answer(.finite(.imperfecto, .yo), .wrong)) == 0)
  }

  @Test func theTotalIsRoundedOnceAtTheEnd() throws {
    let answers = [
      try answer(.finite(.imperfecto, .yo), .accent),
      try answer(.finite(.imperfecto, .tu), .accent),
      try answer(.finite(.imperfecto, .el), .accent),
      try answer(.finite(.imperativoAfirmativo, .vos), .accent),
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
