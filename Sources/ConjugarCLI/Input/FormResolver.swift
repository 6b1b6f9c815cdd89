import ConjugarCore

/// Looks up forms (`tuvieron`, `he hablado`, `dímelo`) with one `Lookup`, built when the first
/// form comes so that conjugating alone never pays for it, and explains a form that matches
/// nothing.
final class FormResolver {
  /// What became of one form.
  enum Outcome {
    /// Its readings, at least one.
    case found(LookupResult)
    /// Nothing selected matches it; a one-line reason.
    case failed(String)
  }

  private let conjugator: Conjugator
  private let index: VerbIndex
  private let includeVos: Bool
  private let selection: Selection
  private lazy var lookup = Lookup(conjugator: conjugator)

  init(conjugator: Conjugator, index: VerbIndex, includeVos: Bool, selection: Selection) {
    self.conjugator = conjugator
    self.index = index
    self.includeVos = includeVos
    self.selection = selection
  }

  /// Looks up one typed or read form.
  func resolve(_ input: String) -> Outcome {
    let query = Normalization.normalizeForm(input)
    guard !query.isEmpty else { return .failed("an empty word is not a verb form") }
    let analyses = lookup.analyses(of: query, includeVos: includeVos)
    let selected = analyses.filter { selection.includes($0.form) }
    if !selected.isEmpty { return .found(LookupResult(query: query, analyses: selected)) }
    let quoted = "'\(Display.quoted(query))'"
    if !analyses.isEmpty { return .failed("\(quoted) is no form the filters select") }
    if !includeVos, lookup.analyses(of: query, includeVos: true).contains(where: \.isVos) {
      return .failed("\(quoted) is a vos form, and vos is off; add --vos")
    }
    var message = "no Spanish verb form matches \(quoted)"
    let guesses = suggestions(for: query)
    if !guesses.isEmpty { message += "; did you mean \(Suggestions.phrase(guesses))?" }
    return .failed(message)
  }

  /// Forms one typing slip away from `query` (`tuviron` → tuvieron), then close infinitives
  /// (`hablarrr` → hablar).
  private func suggestions(for query: String) -> [String] {
    var found = closeForms(to: query)
    guard found.count < Suggestions.maximumCount else { return found }
    for infinitive in index.suggestions(for: query) where !found.contains(infinitive) {
      found.append(infinitive)
    }
    return Array(found.prefix(Suggestions.maximumCount))
  }

  private func closeForms(to query: String) -> [String] {
    var found: [String] = []
    for variant in TypingSlips.variants(of: query) {
      let analyses = lookup.analyses(of: variant, includeVos: includeVos)
      guard analyses.contains(where: { $0.exact && selection.includes($0.form) }) else {
        continue
      }
      found.append(variant)
      if found.count == Suggestions.maximumCount { break }
    }
    return found
  }
}
