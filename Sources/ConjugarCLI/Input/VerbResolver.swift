import ConjugarCore

/// Turns what was typed into a conjugation, forgiving case, spaces and missing accents, and
/// explaining what it cannot conjugate; a word that cannot be an infinitive is handed on as
/// a form to look up.
struct VerbResolver {
  /// What became of one input.
  enum Outcome {
    /// Conjugated; `warning` is set when the tables do not list the verb as written.
    case conjugated(Conjugation, warning: String?)
    /// Not shaped like an infinitive: a form to look up, as typed.
    case form(String)
    /// Not conjugated, with a one-line reason.
    case failed(String, isBrokenTable: Bool)
  }

  let conjugator: Conjugator
  private let index: VerbIndex

  init(conjugator: Conjugator, index: VerbIndex) {
    self.conjugator = conjugator
    self.index = index
  }

  /// Resolves one typed or read verb.
  func resolve(_ input: String) -> Outcome {
    let word = Normalization.normalize(input)
    guard !word.isEmpty else { return .failed("an empty word is not a verb", isBrokenTable: false) }
    // Conjugating tells whether the tables know the word, so a listed verb costs one lookup;
    // only a guessed or misshapen word is tried again as a listed verb missing its accents.
    var result = conjugator.conjugate(word)
    switch result {
    case .success(let conjugation) where conjugation.isGuessed: break
    case .failure(.invalidInfinitive): break
    default: return outcome(result, word: word, input: input)
    }
    if let match = accentMatch(word) { result = conjugator.conjugate(match) }
    return outcome(result, word: word, input: input)
  }

  private func outcome(
    _ result: Result<Conjugation, ConjugationError>, word: String, input: String
  ) -> Outcome {
    switch result {
    case .success(let conjugation):
      return .conjugated(conjugation, warning: guessWarning(conjugation))
    case .failure(.brokenTable(let reason)):
      return .failed("broken verb table: \(reason)", isBrokenTable: true)
    case .failure(.invalidInfinitive):
      return .form(input)
    case .failure:
      var message = "'\(Display.quoted(word))' is not a Spanish verb"
      let guesses = index.suggestions(for: word)
      if !guesses.isEmpty { message += "; did you mean \(Suggestions.phrase(guesses))?" }
      return .failed(message, isBrokenTable: false)
    }
  }

  /// The bundled verb that `word` spells without its accents, reflexive or not.
  private func accentMatch(_ word: String) -> String? {
    // Only a word ending like an infinitive can be one; the others (`tuvieron`) are looked
    // up, and skipping them here spares building the folded index of every verb.
    guard Self.endsLikeAnInfinitive(word) else { return nil }
    if let match = index.infinitive(matchingAccentsOf: word) { return match }
    guard word.count > 4, word.hasSuffix("se") else { return nil }
    return index.infinitive(matchingAccentsOf: String(word.dropLast(2))).map { $0 + "se" }
  }

  /// Whether `word`, accents aside, ends in -ar, -er or -ir, maybe followed by `se`.
  static func endsLikeAnInfinitive(_ word: String) -> Bool {
    var scalars = word.unicodeScalars.map(AccentFolding.fold)
    if scalars.count > 4, scalars.suffix(2) == ["s", "e"] { scalars.removeLast(2) }
    guard scalars.count >= 2, scalars.last == "r" else { return false }
    return ["a", "e", "i"].contains(scalars[scalars.count - 2])
  }

  private func guessWarning(_ conjugation: Conjugation) -> String? {
    guard var message = TableHeader.guessWarning(conjugation) else { return nil }
    guard conjugation.isGuessed else { return message }
    // Only a near miss is worth mentioning: the word may well be a new verb.
    let guesses = index.suggestions(for: conjugation.infinitive, limit: 1)
    if !guesses.isEmpty { message += " (did you mean \(Suggestions.phrase(guesses))?)" }
    return message
  }
}
