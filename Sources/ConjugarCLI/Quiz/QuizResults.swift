/// A finished quiz, as the summary and the JSON report show it.
struct QuizResults {
  let options: QuizOptions
  /// Whether vos was asked instead of tú.
  let vos: Bool
  /// The seed that replays the quiz.
  let seed: UInt64
  /// How many questions were planned.
  let planned: Int
  let outcome: QuizSession.Outcome
  let score: Int
  /// The best score of the quiz's difficulty and region before it; nil if there was none.
  let previousBest: Int?
  /// Whether the quiz was saved (it was taken on a terminal).
  let saved: Bool
  /// Whether the quiz could set a best: saved, and of the default length.
  let setsBest: Bool
  /// The cells kept for review after the quiz, and how many of them are due now.
  let reviewCount: Int
  let dueCount: Int

  /// Whether this quiz set a new best.
  var isNewBest: Bool { setsBest && QuizScore.isBest(score, over: previousBest) }

  /// The best after the quiz.
  var best: Int? { isNewBest ? score : previousBest }
}
