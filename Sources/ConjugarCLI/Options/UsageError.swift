/// Bad command-line arguments: the run prints the message and exits with `EX_USAGE`.
struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What was wrong, in one line (the hint may add a second).
  var message: String

  init(_ message: String) {
    self.message = message
  }

  var description: String { message }

  /// An invalid value for an option, listing the valid ones and the closest.
  static func invalidValue(_ value: String, for option: OptionName, choices: [String]) -> Self {
    var message = "invalid value '\(Display.quoted(value))' for \(option.long)"
    if let guess = Suggestions.closest(to: value, among: choices).first {
      message += "; did you mean '\(guess)'?"
    }
    message += "\nvalid values: " + choices.joined(separator: ", ")
    return UsageError(message)
  }
}
