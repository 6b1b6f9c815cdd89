/// Writes `--help` from the declared commands: usage, summary, options in their groups (each
/// with its help wrapped at 80 columns), the other commands, and the command's epilogue.
enum HelpRenderer {
  static let width = 80
  /// The column where an option's help starts.
  static let helpColumn = 23

  /// The help of `command`; `others` are listed after its options (the main command's help).
  static func help(_ command: CommandSpec, others: [CommandSpec] = []) -> String {
    var lines: [String] = []
    for (index, usage) in command.usage.enumerated() {
      lines.append((index == 0 ? "usage: " : "       ") + "conjugar " + usage)
    }
    lines.append("")
    lines += wrap(command.summary, indent: 0)
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
        lines += entry("  " + (other.name ?? ""), firstSentence(other.summary))
      }
    }
    var text = lines.joined(separator: "\n") + "\n"
    if !command.epilogue.isEmpty { text += "\n" + command.epilogue }
    return text
  }

  /// `  -f, --format FORMAT` or `      --compact`.
  static func label(_ option: OptionSpec) -> String {
    let short = option.short.map { "-\($0), " } ?? "    "
    let value = option.value.name.map { " " + $0 } ?? ""
    return "  " + short + "--" + option.long + value
  }

  /// A label and its help: on one line when the label leaves room, the help wrapped under it.
  static func entry(_ label: String, _ help: String) -> [String] {
    let body = wrap(help, indent: helpColumn)
    guard label.count + 2 <= helpColumn, let first = body.first else { return [label] + body }
    let padding = String(repeating: " ", count: helpColumn - label.count)
    return [label + padding + first.dropFirst(helpColumn)] + body.dropFirst()
  }

  /// `text` in lines of at most `width` columns, each indented by `indent` spaces; a newline
  /// in `text` starts a new line.
  static func wrap(_ text: String, indent: Int) -> [String] {
    let margin = String(repeating: " ", count: indent)
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = margin
      for word in paragraph.split(separator: " ") {
        if line.count > indent, line.count + 1 + word.count > width {
          lines.append(line)
          line = margin
        }
        line += (line.count > indent ? " " : "") + word
      }
      lines.append(line)
    }
    return lines
  }

  /// The first sentence of `text`, without its period.
  static func firstSentence(_ text: String) -> String {
    guard let end = text.firstIndex(of: ".") else { return text }
    return String(text[..<end])
  }
}
