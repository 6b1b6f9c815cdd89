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
  private let speller: VerbSpeller
  private let placer: WordPlacer
  /// The glosses read backwards, indexed on the first word that may be English.
  private let glosses: EnglishGlosses
  /// `--guess`: a learner's slip of a listed verb (`ablar`) or a word that is not a verb
  /// (`mercader`) is conjugated as a new verb too.
  private let guessesSlips: Bool

  init(conjugator: Conjugator, speller: VerbSpeller, words: WordKinds, guessesSlips: Bool) {
    self.conjugator = conjugator
    self.speller = speller
    placer = WordPlacer(speller: speller, words: words)
    glosses = EnglishGlosses(table: conjugator.table)
    self.guessesSlips = guessesSlips
  }

  /// Resolves one typed or read verb.
  func resolve(_ input: String) -> Outcome {
    // Empty once normalized exactly when only spaces and line breaks: checked without the
    // lower case and NFC of normalize(), which would be spent on every verb.
    guard !input.unicodeScalars.allSatisfy(Whitespace.isSpaceOrNewline) else {
      return .failed("an empty word is not a verb", isBrokenTable: false)
    }
    if let refusal = Normalization.refusal(of: input, as: "verb") {
      return .failed(refusal, isBrokenTable: false)
    }
    // The punctuation around a verb is forgiven (`hablar,` from a CSV line); several words
    // (`he hablado`) are a form.
    let words = Lookup.words(of: input)
    guard words.count == 1 else { return .form(input) }
    let word = words[0]
    // A verb the tables conjugate costs one lookup; a word they do not list is placed (a slip,
    // not a verb) before it is guessed, which only a new verb needs.
    if let listed = conjugator.conjugateFromTables(word) { return outcome(listed) }
    // Only a word shaped like an infinitive can be one; the others (`tuvieron`) are looked
    // up, and skipping them here spares reading every verb.
    guard VerbSpeller.mayBeInfinitive(word) else { return .form(input) }
    // An English verb shaped like a Spanish infinitive (answer, remember) leads to the verbs
    // its glosses give, unless the word data knows it as a Spanish word.
    let kind = placer.words.kind(of: word)
    if kind == nil || kind == .english, let english = english(word) { return english }
    if let (match, isSlip) = speller.infinitive(forgivingAccentsOf: word) {
      if !isSlip { return outcome(conjugator.conjugate(match)) }
      if guessesSlips, case .success(let guessed) = conjugator.conjugate(word) {
        let meant = SpellingSuggestion(infinitive: match, isSlip: true)
        return .conjugated(guessed, warning: guessWarning(guessed, [meant]))
      }
      return .failed(Suggestions.slipMessage(word, [match]), isBrokenTable: false)
    }
    // The engine places the word (a slip, not a verb, a new verb); this only says so, and
    // guesses only what is to be conjugated.
    let placement = placer.place(word)
    switch placement {
    case .slip(let verbs) where !guessesSlips:
      return .failed(Suggestions.slipMessage(word, verbs), isBrokenTable: false)
    case .notAVerb(let kind, let slipOf) where !guessesSlips:
      return .failed(Suggestions.notAVerbMessage(word, kind, slipOf), isBrokenTable: false)
    default: break
    }
    let result = conjugator.conjugate(word)
    guard case .success(let guessed) = result else {
      if case .failure(.brokenTable) = result { return outcome(result) }
      return .form(input)
    }
    switch placement {
    case .slip(let verbs):
      let meant = verbs.map { SpellingSuggestion(infinitive: $0, isSlip: true) }
      return .conjugated(guessed, warning: guessWarning(guessed, meant))
    case .notAVerb:
      return .conjugated(guessed, warning: guessWarning(guessed, []))
    case .newVerb(_, let closeVerbs):
      return .conjugated(guessed, warning: guessWarning(guessed, closeVerbs))
    }
  }

  /// `input` read as English (`speak`, `to speak`, `spoke`): the verb its glosses give,
  /// conjugated with a note that says so, or, when several fit about as well, their list as
  /// a failure (`know`: saber or conocer); nil when no gloss gives it.
  func english(_ input: String) -> Outcome? {
    let words = Lookup.words(of: input)
    guard !words.isEmpty, words.count <= 4,
      // ASCII letters, told by range: the Unicode property cost every unlisted word of a batch
      // about 6k instructions.
      words.allSatisfy({
        $0.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
      })
    else { return nil }
    let typed = words.joined(separator: " ")
    switch glosses.meaning(of: typed) {
    case nil:
      return nil
    case .one(let match, let others)?:
      guard case .success(let conjugation) = conjugator.conjugate(match.infinitive) else {
        return nil
      }
      var note =
        "'\(Echo.text(typed))' is English: conjugating \(match.infinitive) (\(match.gloss))"
      if !others.isEmpty {
        note += "; also: " + others.map { $0.infinitive }.joined(separator: ", ")
      }
      return .conjugated(conjugation, warning: note)
    case .several(let matches)?:
      let listed = matches.map { "\($0.infinitive) (\($0.gloss))" }
      return .failed(
        "'\(Echo.text(typed))' is English for \(Suggestions.phrase(listed)); "
          + "conjugar one of them: conjugar \(matches[0].infinitive)",
        isBrokenTable: false)
    }
  }

  private func outcome(_ result: Result<Conjugation, ConjugationError>) -> Outcome {
    switch result {
    case .success(let conjugation):
      return .conjugated(conjugation, warning: TableHeader.guessWarning(conjugation))
    case .failure(.brokenTable(let reason)):
      return .failed("broken verb table: \(reason)", isBrokenTable: true)
    case .failure(let error):
      return .failed("\(error)", isBrokenTable: false)
    }
  }

  private func guessWarning(_ conjugation: Conjugation, _ guesses: [SpellingSuggestion])
    -> String?
  {
    guard var message = TableHeader.guessWarning(conjugation) else { return nil }
    // Only a near miss is worth mentioning: the word may well be a new verb.
    if !guesses.isEmpty {
      message += " (did you mean \(Suggestions.phrase(guesses.map(\.infinitive)))?)"
    }
    return message
  }
}
