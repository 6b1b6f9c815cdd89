import ConjugarCore

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
