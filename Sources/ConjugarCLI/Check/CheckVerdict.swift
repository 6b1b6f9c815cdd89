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
    // A regional form is right where it is said; the row's message gives the norm's.
    case .right, .regional: self = .ok
    case .oldSpelling: self = .oldSpelling
    case .accents: self = .accent
    case .wrong: self = .wrong
    }
  }
}
