/// Where a typed word that the tables do not list belongs, decided before anything is guessed.
public enum Placement: Equatable, Sendable {
  /// A learner's slip of a common verb (`ablar`, `muestrar`, `dormer`): refused, the verbs it
  /// may stand for first.
  case slip(of: [String])
  /// A word that is not a verb (`mercader`: a noun; `teacher`: English): refused, with the
  /// common verbs a learner's slip would make of it (`computer`: computar).
  case notAVerb(WordKind, slipOf: [String])
  /// A new verb, to guess; `isKnown` when the word data knows it as a verb, and the close
  /// verbs worth mentioning.
  case newVerb(isKnown: Bool, closeVerbs: [SpellingSuggestion])
}

/// Places an unlisted word shaped like an infinitive: a real word of the data (a verb the
/// tables lack, a noun, an English word) is what the data says, since a real word is no
/// misspelling (the slip it is nearest is mentioned); otherwise one or two learner's slips
/// from a common verb make it that verb misspelt; what remains is a new verb. A stage that
/// comes before (English glosses) returns before calling this.
public struct WordPlacer: Sendable {
  /// The speller that finds slips and close verbs.
  public let speller: VerbSpeller
  /// The word data.
  public let words: WordKinds

  /// A placer over a speller and the word data.
  public init(speller: VerbSpeller, words: WordKinds) {
    self.speller = speller
    self.words = words
  }

  /// Places a word the tables do not list (not even but for its accents).
  ///
  /// - Parameter word: The word as typed, lower case, NFC.
  /// - Returns: The placement.
  public func place(_ word: String) -> Placement {
    let kind = words.kind(of: word)
    if kind == .verb { return .newVerb(isKnown: true, closeVerbs: []) }
    let suggestions = speller.suggestions(for: word, maximumDistance: 1)
    let slipOf = suggestions.first?.isSlip == true ? suggestions.map(\.infinitive) : []
    if let kind { return .notAVerb(kind, slipOf: slipOf) }
    if !slipOf.isEmpty { return .slip(of: slipOf) }
    return .newVerb(isKnown: false, closeVerbs: suggestions)
  }
}
