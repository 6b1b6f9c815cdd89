import ConjugarCore

/// `--list-verbs`: the bundled infinitives, one per line, optionally of one model, only the
/// irregular ones, or those that begin like a word (accents and case aside, for completion);
/// `--list-models`: each model and how many verbs follow it.
enum VerbListing {
  /// `--list-verbs`, narrowed by `filter`.
  static func list(
    _ filter: VerbFilter, environment: CommandEnvironment
  ) throws(CommandError) -> Int32 {
    let conjugator = try environment.conjugator()
    do {
      try validate(filter, conjugator)
    } catch {
      throw .usage(error)
    }
    let out = OutputBuffer(sink: environment.standardOutput)
    write(conjugator, filter: filter, to: out)
    return out.finish(reportingTo: Diagnostics(sink: environment.standardError, output: nil))
  }

  /// `--complete-verbs WORD`: the verbs that begin like `word`, accents and case aside, each
  /// as `word` followed by the rest of the verb, a tab, and the verb as the tables spell it.
  /// A completion that offers the first column never deletes a letter typed: bash replaced
  /// `rei` with the common prefix of reír, reinar, reincidir, `re`. A word typed with an
  /// accent gets only the verbs that begin with it as typed, when any do.
  static func complete(_ word: String, environment: CommandEnvironment) throws(CommandError)
    -> Int32
  {
    let conjugator = try environment.conjugator()
    let out = OutputBuffer(sink: environment.standardOutput)
    for (typed, verb) in completions(of: word, in: conjugator.table.infinitives) {
      out.append(typed + "\t" + verb + "\n")
    }
    return out.finish(reportingTo: Diagnostics(sink: environment.standardError, output: nil))
  }

  /// The completions of `word` among `infinitives`: (as typed, as spelt).
  static func completions(of word: String, in infinitives: [String]) -> [(String, String)] {
    let typed = word.canonicallyComposed
    let lower = typed.lowercased()
    let folded = Accents.fold(lower)
    var found = infinitives.filter { Accents.fold($0).hasPrefix(folded) }
    if folded != lower {
      let exact = found.filter { $0.hasPrefix(lower) }
      if !exact.isEmpty { found = exact }
    }
    return found.map { verb in (typed + verb.dropFirst(typed.count), verb) }
  }

  /// `--list-models`.
  static func listModels(environment: CommandEnvironment) throws(CommandError) -> Int32 {
    let conjugator = try environment.conjugator()
    let out = OutputBuffer(sink: environment.standardOutput)
    writeModels(conjugator, to: out)
    return out.finish(reportingTo: Diagnostics(sink: environment.standardError, output: nil))
  }

  static func write(_ conjugator: Conjugator, filter: VerbFilter, to out: OutputBuffer) {
    let prefixes = filter.prefixes.map { Accents.fold($0.lowercased()) }
    for infinitive in conjugator.table.infinitives {
      if !prefixes.isEmpty {
        let folded = Accents.fold(infinitive)
        guard prefixes.contains(where: folded.hasPrefix) else { continue }
      }
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

  /// Each model, in name order, and how many listed verbs follow it (as one of their models),
  /// tab-separated.
  static func writeModels(_ conjugator: Conjugator, to out: OutputBuffer) {
    var counts: [String: Int] = [:]
    for infinitive in conjugator.table.infinitives {
      guard let entry = try? conjugator.table.entry(for: infinitive) else { continue }
      for model in entry.models { counts[model, default: 0] += 1 }
    }
    for name in conjugator.table.models.names {
      out.append("\(name)\t\(counts[name] ?? 0)\n")
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
    var message = "unknown model '\(Echo.text(model))'"
    let guesses = Suggestions.closest(to: model, among: names)
    if !guesses.isEmpty { message += "; did you mean \(Suggestions.phrase(guesses))?" }
    throw UsageError(message)
  }
}
