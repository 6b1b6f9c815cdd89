/// How an answer scores.
enum QuizResult: String, Sendable {
  /// One of the accepted forms, or one as the 1999 rules spelt it (`guió` for `guio`).
  case exact
  /// An accepted form but for its accents (`hablo` for `habló`).
  case accent
  /// Anything else, a skipped question included.
  case wrong
}
