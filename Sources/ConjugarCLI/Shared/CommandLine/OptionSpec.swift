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

/// One option, declared once: its spellings, its value, and its text in `--help` and the man
/// page; the parser, the help, the man page and the shell completions all read it.
struct OptionSpec: Equatable, Sendable {
  /// The long name without dashes (`format`).
  var long: String
  /// The one-letter name, if any (`f`).
  var short: Character?
  var value: OptionValue
  /// What it does, for `--help` (wrapped there) and completions (its first sentence).
  var help: String
  /// More for the man page, after `help`; `code` spans are set as literals.
  var manual: String?
  /// Whether giving it again adds to it (`-t` twice) rather than repeating it.
  var repeatable = false

  /// The spellings people type: `--format`, `-f`.
  var spellings: [String] { ["--" + long] + (short.map { ["-" + String($0)] } ?? []) }

}

/// A word a value can be, and what it means where a completion can show it (fish's
/// descriptions); no meaning is shown rather than a wrong one.
struct ValueWord: Equatable, Sendable {
  var word: String
  var meaning: String?

  init(_ word: String, _ meaning: String? = nil) {
    self.word = word
    self.meaning = meaning
  }
}

/// The fixed words of a `.choice` option, each with its meaning, declared by the enum the
/// command reads them into.
protocol OptionChoice: CaseIterable, RawRepresentable<String>, Sendable {
  /// What the word means, in a few words (`one line per cell`).
  var meaning: String { get }
}

extension OptionValue {
  /// A choice among the cases of `type`, named `name` in help.
  static func choice<Choice: OptionChoice>(_ type: Choice.Type, name: String) -> OptionValue {
    .choice(name: name, values: Choice.allCases.map { ValueWord($0.rawValue, $0.meaning) })
  }
}

/// The options of one command, each case declared with its spec.
protocol CommandOption: CaseIterable, Equatable, Sendable where AllCases == [Self] {
  var spec: OptionSpec { get }
}
