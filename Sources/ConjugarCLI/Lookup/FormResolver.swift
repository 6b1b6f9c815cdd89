import ConjugarCore

/// Looks up forms (`tuvieron`, `he hablado`, `dímelo`) with one `Lookup`, built when the first
/// form comes so that conjugating alone never pays for it, and explains a form that matches
/// nothing, or a form given where only infinitives go.
final class FormResolver {
  /// What became of one form.
  enum Outcome: Sendable {
    /// Its readings, at least one.
    case found(LookupResult)
    /// Nothing selected matches it; a one-line reason.
    case failed(String)
  }

  private let conjugator: Conjugator
  private let speller: VerbSpeller
  private let includeVos: Bool
  private let selection: Selection
  private lazy var reader = Reader(
    lookup: Lookup(conjugator: conjugator, speller: speller), speller: speller,
    includeVos: includeVos, selection: selection)

  init(
    conjugator: Conjugator, speller: VerbSpeller, includeVos: Bool, selection: Selection
  ) {
    self.conjugator = conjugator
    self.speller = speller
    self.includeVos = includeVos
    self.selection = selection
  }

  /// Looks up one typed or read form; `asVerb` when it was given to be conjugated, so that a
  /// slip of a listed verb (`hablarr`) is told as one.
  func resolve(_ input: String, asVerb: Bool = false) -> Outcome {
    reader.resolve(input, asVerb: asVerb)
  }

  /// `resolve` of each of `inputs`, in order, on `lanes` threads (`ParallelBatch.map`).
  func resolve(_ inputs: [String], lanes: Int) -> [Outcome] {
    let reader = reader
    return ParallelBatch.map(count: inputs.count, lanes: lanes) { reader.resolve(inputs[$0]) }
  }

  /// Whether `input` is a form of some verb, vos or not, whatever the filters select: a
  /// Spanish word is never read as English (`come`: comer).
  func isSpanishForm(_ input: String) -> Bool {
    reader.isSpanishForm(input)
  }

  /// Why `input`, which is no infinitive, is not conjugated where only infinitives go, when
  /// it is a form of some verb, vos or not, whatever the filters select: the verbs it is a
  /// form of; nil when it is no Spanish form (and may be English).
  func formMessage(_ input: String) -> String? {
    reader.formMessage(input)
  }

  /// Why `input`, which is no infinitive and no form of a verb, is not conjugated: it is no
  /// verb, and the verbs it may stand for.
  func notAVerbMessage(_ input: String) -> String {
    reader.notAVerbMessage(input)
  }
}

/// The work of a `FormResolver`, once its lookup is built: safe to share between threads.
private struct Reader: Sendable {
  let lookup: Lookup
  let speller: VerbSpeller
  /// Whether vos readings of forms that are also other persons' are given (`hablabas`); a
  /// form that is only vos (`sos`, `tenés`, `hablá`) is read as vos whatever this says, since
  /// the person typed it.
  let includeVos: Bool
  let selection: Selection

  /// The gloss of a listed verb, or of the verb a pronominal verb without one is formed on.
  private func gloss(of infinitive: String) -> String? {
    let table = lookup.conjugator.table
    if let gloss = (try? table.entry(for: infinitive))??.gloss { return gloss }
    return lookup.conjugator.pronominalBase(of: infinitive)?.gloss
  }

  func isSpanishForm(_ input: String) -> Bool {
    !lookup.analyses(of: Normalization.normalizeForm(input), includeVos: true).isEmpty
  }

  func resolve(_ input: String, asVerb: Bool = false) -> FormResolver.Outcome {
    let query = Normalization.normalizeForm(input)
    guard !query.isEmpty else { return .failed("an empty word is not a verb form") }
    if let refusal = Normalization.refusal(of: input, as: "verb form") {
      return .failed(refusal)
    }
    var analyses = lookup.analyses(of: query, includeVos: includeVos)
    var selected = analyses.filter(selection.includes)
    if selected.isEmpty, !includeVos {
      analyses = lookup.analyses(of: query, includeVos: true)
      selected = analyses.filter(selection.includes)
    }
    if !selected.isEmpty {
      var result = LookupResult(query: query, analyses: selected)
      result.isRare = lookup.areRare(selected)
      for analysis in selected where result.glosses[analysis.infinitive] == nil {
        result.glosses[analysis.infinitive] = gloss(of: analysis.infinitive)
      }
      return .found(result)
    }
    let quoted = Self.quoted(query)
    if !analyses.isEmpty { return .failed("\(quoted) is no form the filters select") }
    let words = Lookup.words(of: query)
    if asVerb, words.count == 1 {
      let slips = speller.suggestions(for: words[0], maximumDistance: 1)
      if slips.first?.isSlip == true {
        return .failed(Suggestions.slipMessage(words[0], slips.map(\.infinitive)))
      }
    }
    var message = "no Spanish verb form matches \(quoted)"
    let guesses = suggestions(for: query)
    if !guesses.isEmpty { message += "; did you mean \(Suggestions.phrase(guesses))?" }
    return .failed(message)
  }

  func formMessage(_ input: String) -> String? {
    let query = Normalization.normalizeForm(input)
    let analyses = lookup.analyses(of: query, includeVos: true)
    var verbs: [String] = []
    for analysis in analyses where !verbs.contains(analysis.infinitive) {
      verbs.append(analysis.infinitive)
    }
    guard !verbs.isEmpty else { return nil }
    let unlisted = analyses.allSatisfy(\.isGuessed) ? " (not in the tables)" : ""
    let names = Suggestions.phrase(verbs.prefix(Suggestions.maximumCount), joinedBy: "and")
    return "\(Self.quoted(query)) is a form of \(names)\(unlisted), not an infinitive; "
      + "to look up forms, use --lookup"
  }

  func notAVerbMessage(_ input: String) -> String {
    let query = Normalization.normalizeForm(input)
    var message = "\(Self.quoted(query)) is not a Spanish verb"
    let word = Lookup.words(of: query).joined(separator: " ")
    let guesses = speller.suggestions(for: word).map(\.infinitive)
    if !guesses.isEmpty { message += "; did you mean \(Suggestions.phrase(guesses))?" }
    return message
  }

  /// The query in quotes as the lookup reads it: without the punctuation around its words
  /// (`¿tuvieron?`), unless nothing else is left.
  private static func quoted(_ query: String) -> String {
    let words = Lookup.words(of: query)
    return "'\(Echo.text(words.isEmpty ? query : words.joined(separator: " ")))'"
  }

  /// Forms one slip away from `query` (`tuviron`: tuvieron), then verbs close to it
  /// (`hablarrr`: hablar); at most three.
  private func suggestions(for query: String) -> [String] {
    var found = lookup.closeForms(to: query, includeVos: includeVos) { selection.includes($0.form) }
    let words = Lookup.words(of: query)
    guard found.count < Suggestions.maximumCount, words.count == 1 else { return found }
    for verb in speller.suggestions(for: words[0]).map(\.infinitive) where !found.contains(verb) {
      found.append(verb)
    }
    return Array(found.prefix(Suggestions.maximumCount))
  }
}
