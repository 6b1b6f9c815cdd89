import ConjugarCore

/// `--list-verbs`: the bundled infinitives, one per line, optionally of one model or only the
/// irregular ones.
enum VerbListing {
  static func write(_ conjugator: Conjugator, filter: VerbFilter, to out: OutputBuffer) {
    for infinitive in conjugator.table.infinitives {
      if let model = filter.model, !entry(infinitive, in: conjugator.table, hasModel: model) {
        continue
      }
      if filter.irregularOnly {
        guard let entry = try? conjugator.table.entry(for: infinitive), !entry.isRegular
        else { continue }
      }
      out.append(infinitive + "\n")
      if out.failure != nil { return }
    }
  }

  /// Whether the table lists `infinitive` as conjugated like `model` (cheaper than
  /// conjugating it).
  static func entry(_ infinitive: String, in table: VerbTable, hasModel model: String) -> Bool {
    guard let entry = try? table.entry(for: infinitive) else { return false }
    return entry.models.contains(model)
  }

  /// Checks `--model NAME` against the bundled models.
  static func validate(_ filter: VerbFilter, _ conjugator: Conjugator) throws(UsageError) {
    guard let model = filter.model else { return }
    let names = conjugator.table.models.names
    guard !names.contains(model) else { return }
    var message = "unknown model '\(Display.quoted(model))'"
    let guesses = Suggestions.closest(to: model, among: names)
    if !guesses.isEmpty { message += "; did you mean \(Suggestions.phrase(guesses))?" }
    throw UsageError(message)
  }
}
