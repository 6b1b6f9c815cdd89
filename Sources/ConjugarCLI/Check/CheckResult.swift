import ConjugarCore

/// The verdict on one row, and what backs it.
struct CheckResult: Equatable {
  var line: Int
  var verdict: CheckVerdict
  /// The verb as the tables list it, or as written when they do not; nil when unreadable.
  var infinitive: String?
  /// The cell checked (for a row naming neither -ra nor -se, the one the answer matched).
  var form: Form?
  /// The periphrasis checked (`estoy hablando`), whose auxiliary's cell is `form`.
  var periphrasis: PeriphrasisTense?
  /// The tense id reported: the periphrasis's, else the cell's.
  var tenseID: String? { periphrasis?.id ?? form?.tenseID }
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
  /// The label an unreadable row could not read (`person 'la 1ª'`).
  var unknownLabel: String?
}
