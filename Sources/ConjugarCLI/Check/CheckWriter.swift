import ConjugarCore

/// Writes `conjugar check`'s verdicts in one format, row by row, then the summary.
protocol CheckWriter {
  mutating func begin(into bytes: inout ByteArena)
  mutating func write(_ result: CheckResult, into bytes: inout ByteArena)
  mutating func end(_ summary: CheckSummary, into bytes: inout ByteArena)
}

extension CheckWriter {
  mutating func begin(into bytes: inout ByteArena) {}
}
