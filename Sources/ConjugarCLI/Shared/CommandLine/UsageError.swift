/// Bad command-line arguments: the run prints the message and exits with `EX_USAGE`.
struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What was wrong, in one line (the hint may add a second).
  var message: String
  /// The subcommand whose help the hint points to; nil for conjugating.
  var command: String?

  init(_ message: String, command: String? = nil) {
    self.message = message
    self.command = command
  }

  /// A hint that sends the user elsewhere than to the usage (`conjugar info` lists the
  /// topics); nil for the usage hint.
  var otherHint: String?

  /// The line after the message: where to read the usage.
  var hint: String {
    otherHint ?? "Run 'conjugar \(command.map { $0 + " " } ?? "")--help' for usage.\n"
  }

  var description: String { message }

  /// An invalid value for an option, listing the valid ones and the closest.
  static func invalidValue(_ value: String, for option: String, choices: [String]) -> Self {
    var message = "invalid value '\(Echo.text(value))' for \(option)"
    if let guess = Suggestions.closest(to: value, among: choices).first {
      message += "; did you mean '\(guess)'?"
    }
    message += "\nvalid values: " + choices.joined(separator: ", ")
    return UsageError(message)
  }

  /// A name that names nothing known, with the closest known names.
  static func unknownName(_ name: String, kind: String, closest: [String]) -> Self {
    var message = "unknown \(kind) '\(Echo.text(name))'"
    if !closest.isEmpty { message += "; closest: " + closest.joined(separator: ", ") }
    return UsageError(message)
  }
}
