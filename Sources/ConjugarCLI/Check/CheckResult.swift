import ConjugarCore

/// What `conjugar check` says of a row.
enum CheckVerdict: String, CaseIterable, Sendable {
  case ok
  /// Right but for accents.
  case accent
  /// Right under the 1999 accent rules only (guió, rió, fié).
  case oldSpelling = "old-spelling"
  case wrong
  /// The tables do not list the verb.
  case unknownVerb = "unknown-verb"
  /// The row could not be understood.
  case unreadable

  init(_ match: AnswerMatch) {
    switch match {
    case .right: self = .ok
    case .oldSpelling: self = .oldSpelling
    case .accents: self = .accent
    case .wrong: self = .wrong
    }
  }
}

/// The verdict on one row, and what backs it.
struct CheckResult: Equatable {
  var line: Int
  var verdict: CheckVerdict
  /// The verb as the tables list it, or as written when they do not; nil when unreadable.
  var infinitive: String?
  /// The cell checked (for a row naming neither -ra nor -se, the one the answer matched).
  var form: Form?
  /// The answer as checked.
  var answer: String?
  /// The cell's accepted forms (`-` for a cell the verb lacks).
  var accepted: [String] = []
  /// Why the row is not ok, in words: which cell a wrong answer is, the suggestions for an
  /// unknown verb, why a row is unreadable.
  var message: String?
  /// The cells of the verb a wrong answer is.
  var otherCells: [Form] = []
  /// The verbs an unknown verb may stand for.
  var suggestions: [String] = []
}

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
