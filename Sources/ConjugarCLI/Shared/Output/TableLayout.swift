/// How a table for people is laid out: `--layout`, or the saved setting.
enum TableLayout: String, CaseIterable, Sendable {
  /// One tense under another, a line per person: what a pipe gets unless it asks.
  case list
  /// Persons as rows, tenses across, as many as fit the terminal: a terminal's default.
  case grid
  /// Each simple tense beside its compound tense (`--compact`).
  case compact

  /// The layout of a run: the flag's, else on a terminal the saved one (read by `saved`
  /// only then) or the grid; elsewhere the list.
  static func of(flag: TableLayout?, outputIsTerminal: Bool, saved: () -> TableLayout?)
    -> TableLayout
  {
    if let flag { return flag }
    guard outputIsTerminal else { return .list }
    return saved() ?? .grid
  }

  /// The width a grid is laid out for: `COLUMNS` when it is a number, else the terminal's,
  /// else 80.
  static func width(variables: [String: String], terminalColumns: Int?) -> Int {
    if let text = variables["COLUMNS"], let columns = Int(text), columns > 0 {
      return min(columns, 1_000)
    }
    return terminalColumns ?? 80
  }
}

extension TableLayout: OptionChoice {
  var meaning: String {
    switch self {
    case .list: "one tense under another (what a pipe gets)"
    case .grid: "persons down, tenses across, to the terminal's width (a terminal's default)"
    case .compact: "each simple tense beside its compound"
    }
  }
}
