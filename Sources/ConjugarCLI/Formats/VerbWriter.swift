import ConjugarCore

/// Writes a run's results in one output format, verb by verb, into an output buffer.
protocol VerbWriter {
  /// Called once, before the first verb.
  mutating func begin(_ out: OutputBuffer)
  /// Writes one verb's selected cells.
  mutating func write(_ conjugation: Conjugation, to out: OutputBuffer)
  /// Records an input that could not be conjugated; only formats that report failures in
  /// their output (JSON) write anything, the others leave it to standard error.
  mutating func fail(_ failure: InputFailure, to out: OutputBuffer)
  /// Called once, after the last verb.
  mutating func end(_ out: OutputBuffer)
}

extension VerbWriter {
  mutating func begin(_ out: OutputBuffer) {}
  mutating func fail(_ failure: InputFailure, to out: OutputBuffer) {}
  mutating func end(_ out: OutputBuffer) {}
}

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
