/// Who a run's output is for: a person at a terminal, or a program, a file or a pipe.
struct Audience: Equatable, Sendable {
  /// Whether standard input is a terminal: the quiz prompts only then.
  var inputIsTerminal = false
  /// Whether standard input is a regular file; otherwise output is flushed after each verb.
  var inputIsRegularFile = false
  /// Whether standard output is a terminal.
  var outputIsTerminal = false
  /// Whether standard error is a terminal.
  var errorIsTerminal = false
  /// Whether the run is a batch (verbs from a stream or the whole table) or writes a format
  /// for programs, rather than text for people.
  var isBatchOrMachineFormat = false

  /// Whether a person is watching: both output streams on a terminal, and output for people.
  /// Only such a run counts toward the review prompt.
  var isWatched: Bool { outputIsTerminal && errorIsTerminal && !isBatchOrMachineFormat }
}
