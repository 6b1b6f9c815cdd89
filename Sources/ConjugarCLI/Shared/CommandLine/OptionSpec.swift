/// One option, declared once: its spellings, its value, and its text in `--help` and the man
/// page; the parser, the help, the man page and the shell completions all read it.
struct OptionSpec: Equatable, Sendable {
  /// The long name without dashes (`format`).
  var long: String
  /// The one-letter name, if any (`f`).
  var short: Character?
  var value: OptionValue
  /// What it does, for `--help` (wrapped there) and completions (its first sentence).
  var help: String
  /// More for the man page, after `help`; `code` spans are set as literals.
  var manual: String?
  /// Whether giving it again adds to it (`-t` twice) rather than repeating it.
  var repeatable = false

  /// The spellings people type: `--format`, `-f`.
  var spellings: [String] { ["--" + long] + (short.map { ["-" + String($0)] } ?? []) }

}
