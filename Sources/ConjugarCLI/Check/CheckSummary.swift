/// How many rows got each verdict.
struct CheckSummary: Equatable {
  /// The count of each verdict given.
  private var counts: [CheckVerdict: Int] = [:]

  var rows: Int { counts.values.reduce(0, +) }
  var allOK: Bool { rows == self[.ok] }

  subscript(verdict: CheckVerdict) -> Int { counts[verdict, default: 0] }

  mutating func add(_ verdict: CheckVerdict) { counts[verdict, default: 0] += 1 }

  /// `120 rows: 115 ok, 1 accent, ...`, every verdict named.
  var line: String {
    let parts = CheckVerdict.allCases.map { "\(self[$0]) \($0.rawValue)" }
    return "\(rows) row\(rows == 1 ? "" : "s"): " + parts.joined(separator: ", ")
  }
}
