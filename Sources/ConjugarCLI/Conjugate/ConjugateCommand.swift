import ConjugarCore

/// A conjugating run: filters and format decided, then verbs streamed out.
struct ConjugateCommand: RunnableCommand {
  let options: Options
  let conjugator: Conjugator
  let context: RunContext
  let environment: CommandEnvironment

  func execute() throws(CommandError) -> Int32 {
    let forms = options.selection.forms(includeVos: context.vos)
    let periphrases = PeriphrasisCells(
      options.selection, includeVos: context.vos, conjugator: conjugator)
    do throws(UsageError) {
      try VerbListing.validate(options.filter, conjugator)
      if forms.isEmpty, periphrases.isEmpty {
        throw options.selection.selectsNothing("forms", vos: options.vos)
      }
    } catch {
      throw .usage(error)
    }
    let out = OutputBuffer(sink: environment.standardOutput)
    var run = ConjugationRun(
      environment: environment, context: context, conjugator: conjugator, options: options,
      writer: writer(forms: forms, periphrases: periphrases), out: out)
    let outcome = run.run(options.sources)
    out.reportFailure(to: Diagnostics(sink: environment.standardError, output: nil))
    if context.audience.isWatched, outcome.conjugated + outcome.lookedUp > 0,
      outcome.ioError == nil
    {
      environment.countUse()
    }
    return outcome.exitStatus
  }

  private func writer(forms: [Form], periphrases: PeriphrasisCells) -> any VerbWriter {
    switch options.format {
    case .tsv: return TSVWriter(forms: forms, periphrases: periphrases)
    case .json:
      return JSONWriter(
        forms: forms, lookupOnly: options.lookup, periphrases: periphrases,
        irregularities: { conjugator.irregularities(of: $0) })
    case .list: return ListWriter(forms: forms, periphrases: periphrases)
    case .table:
      var writer = TableWriter(
        forms: forms, style: context.outputStyle, layout: context.layout, width: context.width,
        offersTables: context.audience.outputIsTerminal,
        irregularities: { conjugator.irregularities(of: $0) },
        pronominalBase: { conjugator.pronominalBase(of: $0.infinitive) })
      writer.periphrases = periphrases
      writer.allReadings = options.allReadings
      return writer
    }
  }
}
