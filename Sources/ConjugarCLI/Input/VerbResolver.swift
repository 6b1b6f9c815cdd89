import ConjugarCore

/// Turns what was typed into a conjugation, forgiving case, spaces and missing accents, and
/// explaining what it cannot conjugate.
struct VerbResolver {
  /// What became of one input.
  enum Outcome {
    /// Conjugated; `warning` is set when the verb was not in the tables.
    case conjugated(Conjugation, warning: String?)
    /// Not conjugated, with a one-line reason.
    case failed(String, isBrokenTable: Bool)
  }

  let conjugator: Conjugator
  private let index: VerbIndex

  init(conjugator: Conjugator) {
    self.conjugator = conjugator
    self.index = VerbIndex(table: conjugator.table)
  }

  /// Resolves one typed or read verb.
  func resolve(_ input: String) -> Outcome {
    let word = Normalization.normalize(input)
    guard !word.isEmpty else { return .failed("an empty word is not a verb", isBrokenTable: false) }
    let verb = conjugator.knows(word) ? word : accentMatch(word) ?? word
    switch conjugator.conjugate(verb) {
    case .success(let conjugation):
      return .conjugated(
        conjugation, warning: conjugation.isGuessed ? guessWarning(conjugation) : nil)
    case .failure(.brokenTable(let reason)):
      return .failed("broken verb table: \(reason)", isBrokenTable: true)
    case .failure:
      var message = "'\(Display.quoted(word))' is not a Spanish verb"
      let guesses = index.suggestions(for: word)
      if !guesses.isEmpty { message += "; did you mean \(Suggestions.phrase(guesses))?" }
      return .failed(message, isBrokenTable: false)
    }
  }

  /// The bundled verb that `word` spells without its accents, reflexive or not.
  private func accentMatch(_ word: String) -> String? {
    if let match = index.infinitive(matchingAccentsOf: word) { return match }
    guard word.count > 4, word.hasSuffix("se") else { return nil }
    return index.infinitive(matchingAccentsOf: String(word.dropLast(2))).map { $0 + "se" }
  }

  private func guessWarning(_ conjugation: Conjugation) -> String {
    var message =
      "'\(conjugation.infinitive)' is not in the tables; "
      + TableHeader.guessDescription(conjugation)
    // Only a near miss is worth mentioning: the word may well be a new verb.
    let guesses = index.suggestions(for: conjugation.infinitive, limit: 1)
    if !guesses.isEmpty { message += " (did you mean \(Suggestions.phrase(guesses))?)" }
    return message
  }
}
