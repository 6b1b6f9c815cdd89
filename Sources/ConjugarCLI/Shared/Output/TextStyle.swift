/// How the table marks text: ANSI escapes on a colour terminal, nothing otherwise; and, with
/// `--marks`, brackets around irregular letters (`ten[g]o`), which read without colour.
struct TextStyle: Equatable, Sendable {
  /// Whether escapes are written at all.
  let isColored: Bool
  /// Whether irregular letters are put in brackets.
  var bracketsIrregular = false
  /// `--no-marks`: irregular letters are not marked at all, in colour or in brackets.
  var marksOff = false

  static let plain = TextStyle(isColored: false)
  static let colored = TextStyle(isColored: true)

  /// Whether irregular letters are marked at all, by colour or brackets.
  var marksIrregular: Bool { !marksOff && (isColored || bracketsIrregular) }

  private static let reset = "\u{1B}[0m"

  /// Headings: bold.
  func heading(_ text: String) -> String { wrap(text, "\u{1B}[1m") }

  /// Secondary text such as the header's details: dim.
  func detail(_ text: String) -> String { wrap(text, "\u{1B}[2m") }

  /// Letters that differ from the regular model: bold red, and in brackets with `--marks`.
  func irregular(_ text: String) -> String {
    let marked = wrap(text, "\u{1B}[1;31m")
    return bracketsIrregular && !text.isEmpty ? "[" + marked + "]" : marked
  }

  /// Letters a spelling rule or a hiatus accent wrote (`saqué`, `vacío`): underlined.
  func spelling(_ text: String) -> String { wrap(text, "\u{1B}[4m") }

  /// A verdict that is good news (green), half good (yellow) or bad (red), when colored.
  func good(_ text: String) -> String { wrap(text, "\u{1B}[32m") }
  func halfGood(_ text: String) -> String { wrap(text, "\u{1B}[33m") }
  func bad(_ text: String) -> String { wrap(text, "\u{1B}[31m") }

  private func wrap(_ text: String, _ code: String) -> String {
    isColored && !text.isEmpty ? code + text + Self.reset : text
  }

  /// Whether to colour: `--color always|never`, or with `auto` only when standard output is a
  /// terminal that is not dumb (`TERM=dumb`, as in an editor's shell buffer) and `NO_COLOR` is
  /// unset or empty (no-color.org).
  static func isColored(
    mode: ColorMode, outputIsTerminal: Bool, environment: [String: String]
  ) -> Bool {
    switch mode {
    case .always: true
    case .never: false
    case .auto:
      outputIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }
  }
}
