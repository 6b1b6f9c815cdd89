/// Writes the fish completions from the declared commands.
enum FishCompletion {
  static func script(_ commands: [CommandSpec]) -> String {
    let names = commands.compactMap(\.name)
    let all = (names + ["help"]).joined(separator: " ")
    var lines = [
      "# fish completion for conjugar(1). Written by `make docs` from the command-line "
        + "declarations",
      "# (Sources/ConjugarCLI/*/*Option.swift); do not edit. Install as conjugar.fish in a "
        + "directory of",
      "# $fish_complete_path (for example /usr/local/share/fish/vendor_completions.d).",
      "",
      "complete -c conjugar -f",
      "",
      "# The verbs that begin like the word, accents and case aside, with the letters typed kept",
      "# (reir, reinar), each described by its own spelling (reír): fish keeps only candidates",
      "# that begin with the letters typed, and conjugar reads reir as reír.",
      "function __conjugar_verbs",
      "    conjugar --complete-verbs (commandline -ct) 2>/dev/null \\",
      "        | string replace -r -- '^([^\\t]*)\\t\\1$' '$1'",
      "end",
      "",
      "complete -c conjugar -n \"not __fish_seen_subcommand_from \(all)\" "
        + "-a \"(__conjugar_verbs)\"",
    ]
    for command in commands.dropFirst() {
      guard let name = command.name else { continue }
      lines.append(
        "complete -c conjugar -n __fish_use_subcommand -a \(name) -d \(quoted(command.brief))")
    }
    lines.append(
      "complete -c conjugar -n __fish_use_subcommand -a help -d \"show a command's help\"")
    let helpNames = names.joined(separator: " ")
    lines.append(
      "complete -c conjugar -n \"__fish_seen_subcommand_from help\" -a \"\(helpNames)\"")
    for command in commands {
      let condition =
        command.name.map { "__fish_seen_subcommand_from \($0)" }
        ?? "not __fish_seen_subcommand_from \(all)"
      lines.append("")
      if command.name != nil, case .verbs = command.operands {
        lines.append("complete -c conjugar -n \"\(condition)\" -a \"(__conjugar_verbs)\"")
      }
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
        default: line += " -x -a \(quoted(words(option.value.completions)))"
        }
        lines.append(line + " -d \(quoted(option.help))")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The words of `-a`, each with its meaning after a tab, or an empty one: without it fish
  /// would describe the word by the option's `-d`.
  private static func words(_ values: [ValueWord]) -> String {
    values.map { value in
      let meaning = (value.meaning ?? "").replacing("\\", with: "\\\\")
        .replacing("'", with: "\\'")
      return "\(value.word)\\t'\(meaning)'"
    }.joined(separator: " ")
  }

  private static func quoted(_ text: String) -> String {
    "\""
      + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
      .replacing("$", with: "\\$") + "\""
  }
}
