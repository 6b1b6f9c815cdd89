/// Every option `conjugar` accepts, with its spellings and its line in `--help`.
enum OptionName: String, CaseIterable, Sendable {
  case format, vos
  case noVos = "no-vos"
  case tense, mood, person, simple, compound, color, compact, file, all, lookup, guess
  case listVerbs = "list-verbs"
  case model, irregular, help, version

  /// The long spelling, with its dashes (`--no-vos`).
  var long: String { "--" + rawValue }

  /// The one-letter spelling, if any (`-f`).
  var short: Character? {
    switch self {
    case .format: "f"
    case .tense: "t"
    case .mood: "m"
    case .person: "p"
    case .help: "h"
    default: nil
    }
  }

  /// The name of the option's value in help, or nil for an option that takes none.
  var valueName: String? {
    switch self {
    case .format: "FORMAT"
    case .tense: "ID"
    case .mood: "MOOD"
    case .person: "ID"
    case .color: "WHEN"
    case .file: "PATH"
    case .model: "NAME"
    default: nil
    }
  }

  /// Finds an option from its long name without dashes, or its short letter.
  init?(long name: String) {
    self.init(rawValue: name)
  }

  init?(short letter: Character) {
    guard let option = Self.allCases.first(where: { $0.short == letter }) else { return nil }
    self = option
  }
}
