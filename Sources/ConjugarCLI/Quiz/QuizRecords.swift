/// What the quiz keeps between runs: the best score of each level, and the cells missed, each
/// in its Leitner box.
struct QuizRecords: Equatable, Sendable {
  /// The best score of a quiz of the default length, by difficulty and region.
  var bests: [QuizLevel: Int] = [:]
  /// The cells missed, at most `Leitner.capacity`.
  var review: [ReviewCard] = []
}
