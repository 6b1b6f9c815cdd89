/// How results are printed.
enum OutputFormat: String, CaseIterable, Sendable {
  /// A table for people, one line per person.
  case table
  /// The canonical TSV of FORMAT.md.
  case tsv
  /// One JSON document for the whole run.
  case json
  /// One form per line.
  case list
}

extension OutputFormat: OptionChoice {
  var meaning: String {
    switch self {
    case .table: "a table for people, one line per person (default)"
    case .tsv: "one line per cell: infinitive, tense id, person id, forms"
    case .json: "one JSON document for the whole run"
    case .list: "one form per line"
    }
  }
}
