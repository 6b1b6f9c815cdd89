/// How `conjugar check` prints its verdicts.
enum CheckFormat: String, CaseIterable, Sendable {
  /// The rows that are not ok, then a summary line.
  case table
  /// Every row: line, verdict, infinitive, tense, person, answer, accepted forms.
  case tsv
  /// Every row and the summary, as one JSON document.
  case json
}

extension CheckFormat: OptionChoice {
  var meaning: String {
    switch self {
    case .table: "the problems and a summary (default)"
    case .tsv: "every row"
    case .json: "every row and the summary"
    }
  }
}
