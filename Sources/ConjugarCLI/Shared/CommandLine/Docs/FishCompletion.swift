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
      "# The verbs that begin like the word, accents and case aside (rei: reír). fish keeps only",
      "# candidates that begin with the letters typed, accents included, so a verb whose accent",
      "# falls in them is offered spelled as typed, described by its own spelling (reir, reír),",
      "# which conjugar reads as the verb; a word typed with an accent gets the verbs as spelled.",
      "function __conjugar_verbs",
      "    set -l typed (string lower -- (commandline -ct))",
      "    set -l verbs (conjugar --list-verbs $typed 2>/dev/null)",
      "    set -l start '^'(string escape --style=regex -- $typed)",
      "    string match -e -r -- $start $verbs",
      "    string match -qr '[áéíóúü]' -- $typed; and return",
      "    set -l count (string length -- $typed)",
      "    for verb in (string match -v -r -- $start $verbs)",
      "        printf '%s%s\\t%s\\n' $typed (string sub -s (math $count + 1) -- $verb) $verb",
      "    end",
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
