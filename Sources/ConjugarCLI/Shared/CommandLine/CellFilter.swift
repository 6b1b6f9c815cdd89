/// The verbs and cells a deck or a quiz is made of: the filters both take (verbs, `--file`,
/// `--top`, `-t`, `-m`, `-p`, `--simple`, `--compound`, `--irregular`), read by one parser so
/// that they mean the same in both.
struct CellFilter: Equatable, Sendable {
  /// Where verbs come from, in command-line order.
  enum Source: Equatable, Sendable {
    case verbs(VerbSource)
    /// `--top N`: the N most common verbs.
    case top(Int)
  }

  /// One of the filters.
  enum Kind: CaseIterable, Sendable {
    case top, file, irregular, tense, mood, person, simple, compound

    var spec: OptionSpec {
      switch self {
      case .top: .top
      case .file: .file
      case .irregular: .irregularCells
      case .tense: .tense
      case .mood: .mood
      case .person: .person
      case .simple: .simple
      case .compound: .compound
      }
    }
  }

  var sources: [Source] = []
  var selection = Selection()
  /// `--irregular`: irregular cells only.
  var irregularOnly = false
  /// The names of `-t`, read into `selection` by `finish`, once `-m` is known.
  private var tenseNames: [String] = []

  /// Takes one filter and its value.
  mutating func add(_ kind: Kind, _ value: String) throws(UsageError) {
    switch kind {
    case .top: sources.append(.top(try OptionNumber.parse(value, for: "--top", in: 1...)))
    case .file: sources.append(.verbs(.file(value)))
    case .irregular: irregularOnly = true
    case .tense: tenseNames.append(value)
    case .mood: try selection.addMood(value)
    case .person: try selection.addPerson(value)
    case .simple: selection.simple = true
    case .compound: selection.compound = true
    }
  }

  /// Reads the tenses named, whose mood `-m` may give (`-m subjuntivo -t presente`).
  mutating func finish() throws(UsageError) {
    try selection.addTenses(named: tenseNames)
    tenseNames = []
  }
}

extension CommandOption {
  /// The filter this option is, if it is one (its long name is the filter's): the filters are
  /// parsed once, by `CellFilter`, for every command that takes them.
  var cellFilter: CellFilter.Kind? {
    CellFilter.Kind.allCases.first { $0.spec.long == spec.long }
  }
}
