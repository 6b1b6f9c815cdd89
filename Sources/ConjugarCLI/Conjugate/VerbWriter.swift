import ConjugarCore

/// Writes a run's results in one output format, verb by verb and looked-up form by form, into
/// a byte buffer.
protocol VerbWriter {
  /// Called once, before the first verb.
  mutating func begin(into bytes: inout ByteArena)
  /// Writes one verb's selected cells.
  mutating func write(_ conjugation: Conjugation, into bytes: inout ByteArena)
  /// Writes one looked-up form's readings; a writer for infinitives only (a deck's) leaves it
  /// out and writes nothing.
  mutating func write(_ lookup: LookupResult, into bytes: inout ByteArena)
  /// Records an input that could not be conjugated; only formats that report failures in
  /// their output (JSON) keep it, the others leave it to standard error.
  mutating func fail(_ failure: InputFailure)
  /// Called once, after the last verb.
  mutating func end(into bytes: inout ByteArena)
}

extension VerbWriter {
  mutating func begin(into bytes: inout ByteArena) {}
  mutating func write(_ lookup: LookupResult, into bytes: inout ByteArena) {}
  mutating func fail(_ failure: InputFailure) {}
  mutating func end(into bytes: inout ByteArena) {}
}
