import ConjugarCore

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

/// When the table is coloured.
enum ColorMode: String, CaseIterable, Sendable {
  case auto, always, never
}

/// Where the verbs of a run come from, in the order given on the command line.
enum VerbSource: Equatable, Sendable {
  /// A verb typed as an argument.
  case word(String)
  /// One verb per line from standard input (`-`).
  case standardInput
  /// One verb per line from a file (`--file PATH`).
  case file(String)
  /// Every bundled verb (`--all`).
  case all
}

/// The valid values of the options that take a fixed set of ids.
enum Choices {
  /// Every tense id `--tense` accepts: the non-finite forms, then the 20 tenses.
  static let tenseIDs = NonFinite.allCases.map(\.rawValue) + Tense.allCases.map(\.rawValue)
  static let personIDs = Person.allCases.map(\.rawValue)
  static let moods = Mood.allCases.map(\.rawValue)
  static let formats = OutputFormat.allCases.map(\.rawValue)
  static let colorModes = ColorMode.allCases.map(\.rawValue)
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

extension ColorMode: OptionChoice {
  var meaning: String {
    switch self {
    case .auto: "on a terminal, unless NO_COLOR or TERM=dumb (default)"
    case .always: "even in a pipe or a file"
    case .never: "no colour"
    }
  }
}
