/// Writes the bash completion script from the declared commands.
enum BashCompletion {
  static func script(_ commands: [CommandSpec]) -> String {
    let names = commands.compactMap(\.name) + ["help"]
    var text = """
      # bash completion for conjugar(1). Written by `make docs` from the command-line declarations
      # (Sources/ConjugarCLI/*/*Option.swift); do not edit. Install as
      # $(pkg-config --variable=completionsdir bash-completion)/conjugar, or source it.

      _conjugar_verbs() {
        # The bundled verbs that begin like $1, accents and case aside: one as the tables spell
        # it (rei: reír), several with the letters typed kept (reir, reinar, reincidir), so that
        # bash, which puts their common beginning in place of the word, never deletes a letter.
        local typed verb typeds=() verbs=()
        while IFS=$'\\t' read -r typed verb; do
          typeds+=("$typed") verbs+=("$verb")
        done < <(conjugar --complete-verbs "$1" 2>/dev/null)
        if [[ ${#verbs[@]} -eq 1 ]]; then
          printf '%s\\n' "${verbs[0]}"
        elif [[ ${#verbs[@]} -gt 1 ]]; then
          printf '%s\\n' "${typeds[@]}"
        fi
      }

      _conjugar() {
        local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} command=
        [[ $COMP_CWORD -ge 2 ]] && case ${COMP_WORDS[1]} in
          \(names.joined(separator: " | "))) command=${COMP_WORDS[1]} ;;
        esac
        case $command in

      """
    for command in commands {
      text += "    \(command.name ?? "\"\""))\n"
      text += body(command, commandNames: names).map { "      " + $0 + "\n" }.joined()
      text += "      ;;\n"
    }
    let helpTopics = commands.compactMap(\.name).joined(separator: " ")
    text += "    help) COMPREPLY=($(compgen -W \"\(helpTopics)\" -- \"$cur\")) ;;\n"
    text += """
        esac
      }

      complete -F _conjugar conjugar

      """
    return text
  }

  private static func body(_ command: CommandSpec, commandNames: [String]) -> [String] {
    var lines: [String] = []
    let valued = command.options.filter { $0.value != .none }
    if !valued.isEmpty {
      lines.append("case $prev in")
      for option in valued {
        let spellings = option.spellings.joined(separator: " | ")
        lines.append("  \(spellings)) \(values(option.value)); return ;;")
      }
      lines.append("esac")
    }
    let options = command.options.flatMap(\.spellings).joined(separator: " ")
    lines.append("if [[ $cur == -* ]]; then")
    lines.append("  COMPREPLY=($(compgen -W \"\(options)\" -- \"$cur\"))")
    switch command.operands {
    case .none: break
    case .files:
      lines.append("else")
      lines.append("  COMPREPLY=($(compgen -f -- \"$cur\"))")
    case .verbs:
      lines.append("elif [[ $COMP_CWORD -eq 1 ]]; then")
      let words = commandNames.joined(separator: " ")
      lines.append(
        "  COMPREPLY=($(compgen -W \"\(words)\" -- \"$cur\") $(_conjugar_verbs \"$cur\"))")
      lines.append("else")
      lines.append("  COMPREPLY=($(_conjugar_verbs \"$cur\"))")
    case .words(let positions):
      lines.append("else")
      lines.append("  case $((COMP_CWORD - 2)) in")
      for (index, words) in positions.enumerated() {
        let list = words.joined(separator: " ")
        lines.append("    \(index)) COMPREPLY=($(compgen -W \"\(list)\" -- \"$cur\")) ;;")
      }
      lines.append("  esac")
    }
    lines.append("fi")
    return lines
  }

  private static func values(_ value: OptionValue) -> String {
    let words = value.completions.map(\.word).joined(separator: " ")
    return switch value {
    case .path: "COMPREPLY=($(compgen -f -- \"$cur\"))"
    case .model:
      "COMPREPLY=($(compgen -W \"$(conjugar --list-models 2>/dev/null | cut -f1)\" -- \"$cur\"))"
    case .number, .text, .none: "COMPREPLY=()"
    default: "COMPREPLY=($(compgen -W \"\(words)\" -- \"$cur\"))"
    }
  }
}
