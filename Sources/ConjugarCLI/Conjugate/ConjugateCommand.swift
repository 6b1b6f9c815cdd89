import ConjugarCore

/// A conjugating run: settings, filters and format decided, then verbs streamed out.
struct ConjugateCommand {
  let options: Options
  let environment: AppEnvironment

  func run() -> Int32 {
    let diagnostics = Diagnostics(sink: environment.standardError, output: nil)
    guard let conjugator = CLI.loadConjugator(environment, diagnostics) else {
      return ExitStatus.brokenTables
    }
    let promptable = ReviewPolicy.isPromptableRun(
      stdoutIsTerminal: environment.standardOutputIsTerminal,
      stderrIsTerminal: environment.standardErrorIsTerminal,
      isBatchOrMachineFormat: options.isBatch || options.format != .table)
    var settingsWarnings: [SettingsError] = []
    var includeVos = options.vos ?? options.selection.persons.contains(.vos)
    if options.vos == nil {
      let load = environment.settingsStore.load()
      includeVos = includeVos || load.settings.vos
      settingsWarnings = load.warnings
    }
    if !promptable { environment.warn(about: settingsWarnings) }
    let forms = options.selection.forms(includeVos: includeVos)
    do throws(UsageError) {
      try VerbListing.validate(options.filter, conjugator)
      if forms.isEmpty { throw options.selection.selectsNothing("forms", vos: options.vos) }
    } catch {
      return CLI.usageFailed(error, diagnostics)
    }
    let out = OutputBuffer(sink: environment.standardOutput)
    var run = ConjugationRun(
      environment: environment, conjugator: conjugator, options: options,
      includeVos: includeVos, writer: writer(forms: forms, conjugator: conjugator), out: out)
    let outcome = run.run(options.sources)
    CLI.reportOutputFailure(out, diagnostics)
    if promptable {
      var problems = settingsWarnings
      if outcome.conjugated + outcome.lookedUp > 0, outcome.ioError == nil {
        let saved = environment.promptableActionHappened()
        // Saving re-reads the file, so its problems supersede those of the first read.
        if !saved.isEmpty { problems = saved }
      }
      environment.warn(about: problems)
    }
    return outcome.exitStatus
  }

  private func writer(forms: [Form], conjugator: Conjugator) -> any VerbWriter {
    switch options.format {
    case .tsv: return TSVWriter(forms: forms)
    case .json:
      return JSONWriter(
        forms: forms, lookupOnly: options.lookup,
        irregularities: { conjugator.irregularities(of: $0) })
    case .list: return ListWriter(forms: forms)
    case .table:
      let colored = TextStyle.isColored(
        mode: options.color, outputIsTerminal: environment.standardOutputIsTerminal,
        environment: environment.variables)
      var style = colored ? TextStyle.colored : .plain
      style.bracketsIrregular = options.marks
      return TableWriter(
        forms: forms, style: style, compact: options.compact,
        offersTables: environment.standardOutputIsTerminal,
        irregularities: { conjugator.irregularities(of: $0) },
        pronominalBase: { conjugator.pronominalBase(of: $0.infinitive) })
    }
  }
}
