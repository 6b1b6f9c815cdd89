/// A difficulty in a region: what a personal best is kept for.
struct QuizLevel: Hashable, Sendable {
  var difficulty: QuizDifficulty
  var region: QuizRegion
}
