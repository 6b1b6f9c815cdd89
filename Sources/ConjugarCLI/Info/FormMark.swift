import ConjugarCore

/// A conjugated form quoted in a topic, `{tengo: tener indicativo.presente yo}`: printed as
/// written, and checked by the tests against the engine.
struct FormMark: Equatable, Sendable {
  /// The form as printed, perhaps capitalized at the start of a sentence.
  var written: String
  /// The infinitive it belongs to.
  var verb: String
  /// The cell it must be one of the accepted forms of.
  var form: Form
  /// Its line in `info.txt`.
  var line: Int
}
