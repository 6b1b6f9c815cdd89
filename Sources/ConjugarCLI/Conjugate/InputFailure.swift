/// An input that could not be conjugated, and where it came from.
struct InputFailure: Equatable, Sendable {
  /// The input as typed or read.
  var input: String
  /// The file it was read from (`<stdin>` for standard input), or nil for an argument.
  var source: String?
  /// Its line number in `source`.
  var line: Int?
  /// Why it failed, in one line.
  var message: String
}
