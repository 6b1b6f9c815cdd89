/// A mistake in `info.txt`: its line and what is wrong.
struct InfoFormatError: Error, Equatable, Sendable, CustomStringConvertible {
  var line: Int
  var reason: String

  init(line: Int, _ reason: String) {
    self.line = line
    self.reason = reason
  }

  var description: String { "info.txt:\(line): \(reason)" }
}
