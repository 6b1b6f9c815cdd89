/// Writes the fish completions from the declared commands.
enum FishCompletion {
  static func script(_ commands: [CommandSpec]) -> String {
    let names = commands.compactMap(\.name)
    let all = (names + ["help"]).joined(separator: " ")
    var lines = [
      "# fish completion for conjugar(1). Written by `make docs` from the command-line declarations",
      "# (Sources/ConjugarCLI/CommandLine); do not edit. Install as conjugar.fish in a directory of",
      "# $fish_complete_path (for example /usr/local/share/fish/vendor_completions.d).",
      "",
      "complete -c conjugar -f",
      "# Verbs that begin like the word, accents and case aside (fish may still filter by prefix).",
      "complete -c conjugar -n \"not __fish_seen_subcommand_from \(all)\" "
        + "-a \"(conjugar --list-verbs (commandline -ct) 2>/dev/null)\"",
    ]
    for command in commands.dropFirst() {
      guard let name = command.name else { continue }
      lines.append(
        "complete -c conjugar -n __fish_use_subcommand -a \(name) -d \(quoted(command.brief))")
    }
    lines.append(
      "complete -c conjugar -n __fish_use_subcommand -a help -d \"show a command's help\"")
    lines.append(
      "complete -c conjugar -n \"__fish_seen_subcommand_from help\" -a \"\(names.joined(separator: " "))\""
    )
    for command in commands {
      let condition =
        command.name.map { "__fish_seen_subcommand_from \($0)" }
        ?? "not __fish_seen_subcommand_from \(all)"
      lines.append("")
      if case .words(let positions) = command.operands {
        for words in positions {
          lines.append(
            "complete -c conjugar -n \"\(condition)\" -a \"\(words.joined(separator: " "))\"")
        }
      }
      for option in command.options {
        var line = "complete -c conjugar -n \"\(condition)\""
        if let short = option.short { line += " -s \(short)" }
        line += " -l \(option.long)"
        switch option.value {
        case .none: break
        case .path: line += " -r -F"
        case .model: line += " -x -a \"(conjugar --list-models 2>/dev/null | cut -f1)\""
        case .number, .text: line += " -x"
        default: line += " -x -a \"\(option.value.completions.joined(separator: " "))\""
        }
        lines.append(line + " -d \(quoted(option.brief))")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func quoted(_ text: String) -> String {
    "\""
      + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
      .replacing("$", with: "\\$") + "\""
  }
}
