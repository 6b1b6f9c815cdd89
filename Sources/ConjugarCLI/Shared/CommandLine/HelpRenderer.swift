/// Writes `--help` from the declared commands: usage, summary, options in their groups (each
/// with its help wrapped at 80 columns), the other commands, and the command's epilogue.
enum HelpRenderer {
  static let width = 79
  /// The column where an option's help starts.
  static let helpColumn = 23

  /// The help of `command`; `others` are listed after its options (the main command's help).
  static func help(_ command: CommandSpec, others: [CommandSpec] = []) -> String {
    var lines: [String] = []
    for (index, usage) in command.usage.enumerated() {
      lines.append((index == 0 ? "usage: " : "       ") + "conjugar " + usage)
    }
    lines.append("")
    for (index, paragraph) in command.summary.split(separator: "\n").enumerated() {
      if index > 0 { lines.append("") }
      lines += wrap(String(paragraph), indent: 0)
    }
    for group in command.groups {
      lines.append("")
      lines.append(group.title + ":")
      for item in group.entries {
        switch item {
        case .option(let option): lines += entry(label(option), option.help)
        case .operand(let name, let help): lines += entry("  " + name, help)
        case .note(let text): lines += wrap(text, indent: 2)
        }
      }
    }
    if !others.isEmpty {
      lines.append("")
      lines.append("Commands:")
      for other in others {
        lines += entry("  " + (other.name ?? ""), other.brief)
      }
    }
    var text = lines.joined(separator: "\n") + "\n"
    if !command.epilogue.isEmpty { text += "\n" + command.epilogue }
    return text
  }

  /// The help `-h` gives: `command`'s usage, `examples` (a command line and what it does),
  /// the `others` commands, and where the rest is.
  static func brief(
    _ command: CommandSpec, examples: [(String, String)], others: [CommandSpec]
  ) -> String {
    var lines: [String] = []
    for (index, usage) in command.usage.enumerated() {
      lines.append((index == 0 ? "usage: " : "       ") + "conjugar " + usage)
    }
    lines += ["", "Examples:"]
    let column = (examples.map(\.0.count).max() ?? 0) + 5
    for (line, what) in examples { lines += entry("  " + line, what, column: column) }
    lines += ["", "Commands:"]
    for other in others { lines += entry("  " + (other.name ?? ""), other.brief, column: 13) }
    lines += ["", "Every option: conjugar --help. More: man conjugar, conjugar info."]
    return lines.joined(separator: "\n") + "\n"
  }

  /// `  -f, --format FORMAT` or `      --compact`.
  static func label(_ option: OptionSpec) -> String {
    let short = option.short.map { "-\($0), " } ?? "    "
    let value = option.value.name.map { " " + $0 } ?? ""
    return "  " + short + "--" + option.long + value
  }

  /// A label and its help: on one line when the label leaves room before `column`, else the
  /// help under it; the help wrapped and indented to `column`.
  static func entry(_ label: String, _ help: String, column: Int = helpColumn) -> [String] {
    let body = wrap(help, indent: column)
    guard label.count + 2 <= column, let first = body.first else { return [label] + body }
    let padding = String(repeating: " ", count: column - label.count)
    return [label + padding + first.dropFirst(column)] + body.dropFirst()
  }

  /// `text` in lines of at most `width` columns, each indented by `indent` spaces; a newline
  /// in `text` starts a new paragraph.
  static func wrap(_ text: String, indent: Int) -> [String] {
    let margin = String(repeating: " ", count: indent)
    return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph in
      TextWrap.lines(String(paragraph), width: width, first: margin, rest: margin)
    }
  }
}
