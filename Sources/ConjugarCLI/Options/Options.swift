/// What `conjugar` was asked to do.
enum Command: Equatable, Sendable {
  /// `-h`, `--help`.
  case help
  /// `--version`.
  case version
  /// `conjugar settings ...`, with the arguments after `settings`.
  case settings([String])
  /// `conjugar info ...`, with the arguments after `info`.
  case info([String])
  /// `--list-verbs`, optionally narrowed.
  case listVerbs(VerbFilter)
  /// Conjugate verbs.
  case conjugate(Options)
}

/// Narrows the bundled verbs for `--list-verbs` and `--all`: `--model NAME`, `--irregular`.
struct VerbFilter: Equatable, Sendable {
  var model: String?
  var irregularOnly = false

  var isEmpty: Bool { model == nil && !irregularOnly }
}

/// The options of a conjugating run.
struct Options: Equatable, Sendable {
  var format = OutputFormat.table
  /// `--vos` or `--no-vos`; nil means the saved setting.
  var vos: Bool?
  var selection = Selection()
  var color = ColorMode.auto
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
