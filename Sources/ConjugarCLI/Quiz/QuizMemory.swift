/// The quiz's records as read at the start of a run, and the way to save a change to them;
/// the root keeps them in the settings file.
struct QuizMemory: Sendable {
  /// The records as read.
  var records: QuizRecords
  /// Saves `change`, made to the records as saved now (another run may have saved since);
  /// whether they were saved. What went wrong, or was recovered from, is said as a warning.
  var save: @Sendable (_ change: (inout QuizRecords) -> Void) -> Bool
}
