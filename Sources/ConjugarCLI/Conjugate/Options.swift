/// The options of a conjugating run.
struct Options: Equatable, Sendable {
  var format = OutputFormat.table
  /// `--vos` or `--no-vos`; nil means the saved setting.
  var vos: Bool?
  var selection = Selection()
  var color = ColorMode.auto
  /// `--marks` (true) or `--no-marks` (false): irregular letters in brackets as well as in
  /// colour, or not marked at all; nil: in brackets only on a terminal without colour.
  var marks: Bool?
  /// `--layout` (`--compact`); nil: the setting on a terminal, else the list.
  var layout: TableLayout?
  var sources: [VerbSource] = []
  var filter = VerbFilter()
  /// `--lookup`: every input is a form to look up, even one that is also an infinitive.
  var lookup = false
  /// `--all-readings`: the table for people shows a form's rare readings too.
  var allReadings = false
  /// `--guess`: a learner's slip of a listed verb (`ablar`) is conjugated as a new verb.
  var guess = false

  /// Whether the verbs come from a stream or the whole table rather than typed arguments.
  var isBatch: Bool {
    sources.contains { if case .word = $0 { false } else { true } }
  }
}
