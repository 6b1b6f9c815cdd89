import ConjugarCore

/// Writes a run's results in one output format, verb by verb and looked-up form by form, into
/// a byte buffer.
protocol VerbWriter {
  /// Called once, before the first verb.
  mutating func begin(into bytes: inout ByteArena)
  /// Writes one verb's selected cells.
  mutating func write(_ conjugation: Conjugation, into bytes: inout ByteArena)
  /// Writes one looked-up form's readings.
  mutating func write(_ lookup: LookupResult, into bytes: inout ByteArena)
  /// Records an input that could not be conjugated; only formats that report failures in
  /// their output (JSON) keep it, the others leave it to standard error.
  mutating func fail(_ failure: InputFailure)
  /// Called once, after the last verb.
  mutating func end(into bytes: inout ByteArena)
}

extension VerbWriter {
  mutating func begin(into bytes: inout ByteArena) {}
  mutating func fail(_ failure: InputFailure) {}
  mutating func end(into bytes: inout ByteArena) {}
}

/// A writer whose output for a verb depends on that verb alone, so that verbs can be rendered
/// on several cores and joined in order (`--all`).
protocol IndependentVerbWriter: VerbWriter, Sendable {
  func render(_ conjugation: Conjugation, into bytes: inout ByteArena)
}

extension IndependentVerbWriter {
  func write(_ conjugation: Conjugation, into bytes: inout ByteArena) {
    render(conjugation, into: &bytes)
  }
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
