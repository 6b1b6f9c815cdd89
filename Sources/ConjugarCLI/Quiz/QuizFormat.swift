/// How the quiz's results are printed.
enum QuizFormat: String, CaseIterable, Sendable {
  /// For people: a prompt per question on a terminal, a summary at the end.
  case table
  /// One JSON object with every question and the score.
  case json
}

extension QuizFormat: OptionChoice {
  var meaning: String {
    switch self {
    case .table: "a summary for people (default)"
    case .json: "every question and the score"
    }
  }
}
