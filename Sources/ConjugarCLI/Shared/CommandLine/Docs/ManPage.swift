/// Writes the man page's OPTIONS, COMMANDS and EXIT STATUS sections from the declared commands,
/// each between two comment lines of `Resources/man/conjugar.1` that name it; the rest of the
/// page is written by hand.
enum ManPage {
  /// The comment lines around a generated part.
  static func marks(_ part: String) -> (begin: String, end: String) {
    (
      ".\\\" Begin \(part), written by `make docs` from Sources/ConjugarCLI/*/*Option.swift.\n",
      ".\\\" End \(part).\n"
    )
  }

  /// `page` with its generated parts written anew; nil if it lacks the marks of one.
  static func page(_ page: String, commands: [CommandSpec]) -> String? {
    var page = page
    for (part, text) in [("options", options(commands)), ("exit status", exitStatus())] {
      let (begin, end) = marks(part)
      guard let start = page.firstRange(of: begin), let stop = page.firstRange(of: end),
        start.upperBound <= stop.lowerBound
      else { return nil }
      page.replaceSubrange(start.upperBound..<stop.lowerBound, with: text)
    }
    return page
  }

  /// The OPTIONS section, by the groups of `--help`, and the COMMANDS section.
  static func options(_ commands: [CommandSpec]) -> String {
    var lines: [String] = []
    if let main = commands.first {
      lines.append(".Sh OPTIONS")
      for group in main.groups {
        lines.append(".Ss \(group.title)")
        lines += list(
          CommandSpec(name: nil, usage: [], summary: "", groups: [group], operands: .none))
      }
    }
    lines.append(".Sh COMMANDS")
    for command in commands.dropFirst() {
      guard let name = command.name else { continue }
      lines.append(".Ss \(name)")
      for usage in command.usage {
        lines.append(".Nm")
        lines.append("." + words(usage))
        lines.append(".br")
      }
      lines.removeLast()
      lines.append(".Pp")
      lines += text(command.summary)
      lines += list(command)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The EXIT STATUS section.
  static func exitStatus() -> String {
    var lines = [".Sh EXIT STATUS", ".Bl -tag -width Ds"]
    for (code, meaning) in ExitStatus.documented {
      lines.append(".It \(code)")
      lines += text(sentence(meaning))
    }
    lines.append(".El")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func list(_ command: CommandSpec) -> [String] {
    var lines = [".Bl -tag -width Ds"]
    var notes: [String] = []
    for entry in command.groups.flatMap(\.entries) {
      switch entry {
      case .option(let option):
        var head = ".It " + (option.short.map { "Fl \($0) , " } ?? "") + "Fl -\(option.long)"
        if let name = option.value.name { head += " Ar \(name)" }
        lines.append(head)
        lines += text(sentence(option.help) + (option.manual.map { "\n" + $0 } ?? ""))
      case .operand(let label, let help):
        lines.append(".It " + words(label))
        lines += text(sentence(help))
      case .note(let note):
        notes.append(note)
      }
    }
    lines.append(".El")
    for note in notes { lines += [".Pp"] + text(note) }
    return lines
  }

  /// A usage or operand label as mdoc words: `-` a flag, capitals an argument, the rest
  /// literal (`settings vos on|off`).
  private static func words(_ label: String) -> String {
    label.split(separator: " ").map { word in
      if word == "-" { return "Fl" }
      if word.hasPrefix("-") { return "Fl " + word.dropFirst() }
      if word.first?.isUppercase == true { return "Ar " + word }
      if word == "|" || word.hasPrefix("[") || word.hasSuffix("]") { return "Li " + word }
      return "Cm " + word
    }.joined(separator: " ")
  }

  /// `text` ended with a period.
  private static func sentence(_ text: String) -> String {
    text.hasSuffix(".") ? text : text + "."
  }

  /// `text` with the hyphens of options (`--mood`, `-t`) as roff's minus sign, so they stay
  /// hyphens in every rendering.
  private static func hyphens(_ text: some StringProtocol) -> String {
    var result = ""
    var previous: Character = " "
    for (index, character) in zip(text.indices, text) {
      let next = text.index(after: index) < text.endIndex ? text[text.index(after: index)] : " "
      let startsOption = !previous.isLetter && (next.isLetter || next == "-")
      result += character == "-" && (startsOption || previous == "-") ? "\\-" : String(character)
      previous = character
    }
    return result
  }

  /// Text as roff lines of at most 100 columns: `code` in bold, backslashes escaped, a new
  /// paragraph at each newline, no line starting with a control character.
  static func text(_ text: String) -> [String] {
    var lines: [String] = []
    for (index, paragraph) in text.split(separator: "\n").enumerated() {
      if index > 0 { lines.append(".Pp") }
      var escaped = hyphens(paragraph.replacing("\\", with: "\\e"))
      var bold = false
      while let tick = escaped.firstIndex(of: "`") {
        escaped.replaceSubrange(tick...tick, with: bold ? "\\fR" : "\\fB")
        bold.toggle()
      }
      lines += TextWrap.lines(escaped, width: 100, first: "", rest: "").map { line in
        line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : line
      }
    }
    return lines
  }
}
