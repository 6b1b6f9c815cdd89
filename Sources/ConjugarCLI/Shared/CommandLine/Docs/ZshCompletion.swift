/// Writes the zsh completion function from the declared commands.
enum ZshCompletion {
  static func script(_ commands: [CommandSpec]) -> String {
    let names = commands.compactMap(\.name)
    var text = """
      #compdef conjugar
      # zsh completion for conjugar(1). Written by `make docs` from the command-line declarations
      # (Sources/ConjugarCLI/*/*Option.swift); do not edit. Install as _conjugar in a directory of
      # $fpath (for example /usr/local/share/zsh/site-functions).

      _conjugar_verbs() {
        # The bundled verbs that begin like the word, accents and case aside: one as the tables
        # spell it (rei: reír), several with the letters typed kept (reir, reinar), shown as
        # spelled, so that the part zsh inserts never deletes a letter.
        local -a lines typeds verbs
        lines=(${(f)"$(conjugar --complete-verbs "$PREFIX" 2>/dev/null)"})
        typeds=(${lines%%$'\\t'*})
        verbs=(${lines#*$'\\t'})
        if (( $#verbs == 1 )); then
          compadd -U -- $verbs
        else
          compadd -U -d verbs -- $typeds
        fi
      }

      _conjugar_models() {
        local -a models
        models=(${(f)"$(conjugar --list-models 2>/dev/null | cut -f1)"})
        compadd -- $models
      }

      _conjugar() {
        case $words[2] in

      """
    for command in commands.dropFirst() {
      guard let name = command.name else { continue }
      text += "    \(name))\n      shift words; (( CURRENT-- ))\n"
      text += "      _arguments -s -S \\\n"
      text += arguments(command).map { "        \($0) \\\n" }.joined()
      text += operands(command).map { "        \($0)\n" }.joined()
      text += "      ;;\n"
    }
    text += "    help)\n      _values 'command' \(names.joined(separator: " "))\n      ;;\n"
    if let main = commands.first {
      text += "    *)\n      _arguments -s -S \\\n"
      text += arguments(main).map { "        \($0) \\\n" }.joined()
      text += "        '1: :->first' \\\n        '*: :_conjugar_verbs'\n"
      text += "      if [[ $state == first ]]; then\n"
      text +=
        "        _alternative 'commands:command:(\((names + ["help"]).joined(separator: " ")))' "
      text += "'verbs:verb:_conjugar_verbs'\n      fi\n      ;;\n"
    }
    text += "  esac\n}\n\n_conjugar \"$@\"\n"
    return text
  }

  private static func arguments(_ command: CommandSpec) -> [String] {
    command.options.map { option in
      let brief = escape(option.help)
      let repeats = option.repeatable ? "'*'" : ""
      let names: String
      let takesValue = option.value != .none
      if let short = option.short {
        let suffixes = takesValue ? ("+", "=") : ("", "")
        names = "\(repeats){-\(short)\(suffixes.0),--\(option.long)\(suffixes.1)}"
      } else {
        names = "\(repeats)--\(option.long)\(takesValue ? "=" : "")"
      }
      guard takesValue, let valueName = option.value.name else { return "\(names)'[\(brief)]'" }
      return "\(names)'[\(brief)]:\(valueName.lowercased()):\(action(option.value))'"
    }
  }

  private static func operands(_ command: CommandSpec) -> [String] {
    switch command.operands {
    case .none: return []
    case .verbs: return ["'*: :_conjugar_verbs'"]
    case .files: return ["'*:file:_files'"]
    case .words(let positions):
      return positions.enumerated().map { index, words in
        "'\(index + 1):value:(\(words.joined(separator: " ")))'"
      }
    }
  }

  private static func action(_ value: OptionValue) -> String {
    switch value {
    case .path: "_files"
    case .model: "_conjugar_models"
    case .number, .text, .none: " "
    default: "(\(value.completions.map(\.word).joined(separator: " ")))"
    }
  }

  /// Text inside zsh's single-quoted `[...]` descriptions.
  private static func escape(_ text: String) -> String {
    text.replacing("'", with: "'\\''").replacing("[", with: "\\[")
      .replacing("]", with: "\\]")
  }
}
