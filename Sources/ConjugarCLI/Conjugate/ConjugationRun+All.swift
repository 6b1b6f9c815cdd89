import ConjugarCore

extension ConjugationRun {
  /// `--all`: every bundled verb in table order, narrowed by `--model` and `--irregular`.
  ///
  /// Formats whose output for a verb depends on that verb alone are rendered on every processor
  /// (`ParallelBatch`), a chunk at a time and in order; the others one verb after another.
  mutating func conjugateAll() {
    let conjugator = resolver.conjugator
    let verbs = conjugator.table.infinitives
    let filter = filter
    let render: @Sendable (String, (Conjugation) -> Void) -> Bool = { infinitive, write in
      if let model = filter.model,
        !VerbListing.entry(infinitive, in: conjugator.table, hasModel: model)
      {
        return true
      }
      guard case .success(let conjugation) = conjugator.conjugate(infinitive) else {
        return false
      }
      if !(filter.irregularOnly && conjugation.isRegular) { write(conjugation) }
      return true
    }
    let failures: Int
    if let independent = writer as? any IndependentVerbWriter {
      let out = out
      failures = ParallelBatch.run(
        count: verbs.count, lanes: environment.processorCount,
        render: { index, bytes in
          render(verbs[index]) { independent.render($0, into: &bytes) }
        },
        emit: { out.emit($0) })
    } else {
      var failed = 0
      for infinitive in verbs where !stopped {
        let succeeded = render(infinitive) { conjugation in
          out.write { writer.write(conjugation, into: &$0) }
        }
        if !succeeded { failed += 1 }
      }
      failures = failed
    }
    outcome.conjugated += verbs.count - failures
    if failures > 0 {
      // Every bundled verb conjugates unless the tables contradict themselves.
      diagnostics.error("\(failures) bundled verbs could not be conjugated: broken verb tables")
      outcome.failed += failures
      outcome.brokenTable = true
    }
  }
}
