/// How the table marks text: ANSI escapes on a colour terminal, nothing otherwise.
struct TextStyle: Sendable {
  /// Whether escapes are written at all.
  let isColored: Bool

  static let plain = TextStyle(isColored: false)
  static let colored = TextStyle(isColored: true)

  private static let reset = "\u{1B}[0m"

  /// Headings: bold.
  func heading(_ text: String) -> String { wrap(text, "\u{1B}[1m") }

  /// Secondary text such as the header's details: dim.
  func detail(_ text: String) -> String { wrap(text, "\u{1B}[2m") }

  /// Irregular letters: bold red.
  func irregular(_ text: String) -> String { wrap(text, "\u{1B}[1;31m") }

  /// Letters a spelling rule or a hiatus accent wrote (`saqué`, `vacío`): underlined.
  func spelling(_ text: String) -> String { wrap(text, "\u{1B}[4m") }

  private func wrap(_ text: String, _ code: String) -> String {
    isColored && !text.isEmpty ? code + text + Self.reset : text
  }

  /// Whether to colour: `--color always|never`, or with `auto` only when standard output is a
  /// terminal and `NO_COLOR` is unset or empty (no-color.org).
  static func isColored(
    mode: ColorMode, outputIsTerminal: Bool, environment: [String: String]
  ) -> Bool {
    switch mode {
    case .always: true
    case .never: false
    case .auto: outputIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty
    }
  }
}
