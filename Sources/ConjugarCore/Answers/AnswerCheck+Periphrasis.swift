extension Conjugation {
  /// Checks a written answer against the forms of a periphrasis (`estoy hablando`), as
  /// `check(_:against:)` checks one against a cell: a subject pronoun before it is allowed,
  /// accents are told apart from other slips.
  ///
  /// - Parameters:
  ///   - answer: The answer in lower case, NFC, words separated by one space.
  ///   - forms: The periphrasis's accepted forms (`Conjugator.periphrasis`), preferred first.
  ///   - cell: The cell of the auxiliary the periphrasis is built in, which the check names.
  /// - Returns: The closest match among `forms`.
  public func check(_ answer: String, againstForms forms: [String], cell: Form) -> AnswerCheck {
    var best = AnswerCheck(match: .wrong, form: cell)
    for reading in AnswerReadings.of(answer) {
      for accepted in forms {
        let match = compare(reading, accepted)
        if match < best.match { best = AnswerCheck(match: match, form: cell, accepted: accepted) }
        if match == .right { return best }
      }
    }
    return best
  }
}
