/// The facts of one run, worked out once by the root (App/) from the options, the environment
/// and the saved settings, and passed down to the command: whether vos is shown, who the
/// output is for, and how it is marked.
struct RunContext: Equatable, Sendable {
  /// Whether the vos person is shown (or asked), as `vos(flag:named:saved:)` decides.
  var vos = false
  var audience = Audience()
  /// How standard output marks text: in colour (`--color`, `NO_COLOR`, `TERM`, and whether it
  /// is a terminal), and irregular letters in brackets with `--marks`.
  var outputStyle = TextStyle.plain
  /// How standard error marks text (the quiz's prompts and verdicts with `--format json`).
  var errorStyle = TextStyle.plain
  /// How a table is laid out (`--layout`, the setting, the output).
  var layout = TableLayout.list
  /// The width a grid is laid out for: the terminal's, or `COLUMNS`.
  var width = 80

  /// The one rule for vos: `--vos` or `--no-vos` (`flag`) when given; else on when `-p vos`
  /// names it (`named`); else the saved setting, which is read only then.
  static func vos(flag: Bool?, named: Bool, saved: () -> Bool) -> Bool {
    if let flag { return flag }
    return named || saved()
  }
}
