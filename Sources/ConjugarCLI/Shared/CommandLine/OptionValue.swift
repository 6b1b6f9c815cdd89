/// What an option takes after its name: how it is parsed, shown in help and completed.
enum OptionValue: Equatable, Sendable {
  /// Nothing: the option is a switch.
  case none
  /// One of a few fixed words (`table`, `tsv`...), checked when parsed.
  case choice(name: String, values: [ValueWord])
  /// A tense, a mood or a person, by id or by a name people use; the command resolves it.
  case tense, mood, person
  /// A whole number, checked by the command (`--questions 20`).
  case number(name: String)
  /// A file's path.
  case path
  /// A conjugation model's name (`contar`).
  case model
  /// Any text (`--deck Spanish::Verbs`).
  case text(name: String)

  /// The value's name in help (`FORMAT`), nil for a switch.
  var name: String? {
    switch self {
    case .none: nil
    case .choice(let name, _), .number(let name), .text(let name): name
    case .tense: "TENSE"
    case .mood: "MOOD"
    case .person: "PERSON"
    case .path: "PATH"
    case .model: "MODEL"
    }
  }
}

extension OptionValue {
  /// A choice among the cases of `type`, named `name` in help.
  static func choice<Choice: OptionChoice>(_ type: Choice.Type, name: String) -> OptionValue {
    .choice(name: name, values: Choice.allCases.map { ValueWord($0.rawValue, $0.meaning) })
  }
}
