/// What `conjugar` was asked to do.
enum Command: Equatable, Sendable {
  /// `-h`, `--help`, `conjugar help [COMMAND]`: the help of the command named (nil:
  /// conjugating).
  case help(String?)
  /// `--version`.
  case version
  /// `conjugar settings ...`.
  case settings(SettingsCommand)
  /// `conjugar info ...`, with the words of the topic.
  case info([String])
  /// `conjugar quiz ...`.
  case quiz(QuizOptions)
  /// `--list-verbs`, optionally narrowed.
  case listVerbs(VerbFilter)
  /// `--list-models`.
  case listModels
  /// Conjugate verbs.
  case conjugate(Options)
  /// A command with `--no-pager`: its output is never paged.
  indirect case unpaged(Command)
  /// `conjugar deck ...`: Anki notes.
  case deck(DeckOptions)
  /// `conjugar check ...`: check a deck or a table of forms.
  case check(CheckOptions)
}

/// Narrows the bundled verbs for `--list-verbs` and `--all`: `--model NAME`, `--irregular`.
struct VerbFilter: Equatable, Sendable {
  var model: String?
  var irregularOnly = false
  /// `--list-verbs PREFIX...`: verbs that begin like one of these, accents and case aside.
  var prefixes: [String] = []

  var isEmpty: Bool { model == nil && !irregularOnly }
}

/// The options of a conjugating run.
struct Options: Equatable, Sendable {
  var format = OutputFormat.table
  /// `--vos` or `--no-vos`; nil means the saved setting.
  var vos: Bool?
  var selection = Selection()
  var color = ColorMode.auto
  /// `--marks`: irregular letters in brackets as well as in colour.
  var marks = false
  var compact = false
  var sources: [VerbSource] = []
  var filter = VerbFilter()
  /// `--lookup`: every input is a form to look up, even one that is also an infinitive.
  var lookup = false
  /// `--guess`: a learner's slip of a listed verb (`ablar`) is conjugated as a new verb.
  var guess = false

  /// Whether the verbs come from a stream or the whole table rather than typed arguments.
  var isBatch: Bool {
    sources.contains { if case .word = $0 { false } else { true } }
  }
}
