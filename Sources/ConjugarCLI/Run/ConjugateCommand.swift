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
    if !promptable { report(settingsWarnings) }
    let forms = options.selection.forms(includeVos: includeVos)
    do throws(UsageError) {
      try VerbListing.validate(options.filter, conjugator)
      if forms.isEmpty {
        let hint = includeVos ? "" : " (vos is off; add --vos)"
        throw UsageError("the filters select no forms\(hint)")
      }
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
        let prompter = ReviewPrompter(
          store: environment.settingsStore, now: environment.now,
          requestReview: environment.requestReview, environment: environment.variables)
        let saved = prompter.promptableActionHappened()
        // Saving re-reads the file, so its problems supersede those of the first read.
        if !saved.isEmpty { problems = saved }
      }
      report(problems)
    }
    return outcome.exitStatus
  }

  /// Prints settings problems as warnings, each at most once a day. Having no home directory,
  /// and so nowhere to count uses, is said only by `conjugar settings`.
  private func report(_ problems: [SettingsError]) {
    let diagnostics = Diagnostics(sink: environment.standardError, output: nil)
    for problem in problems where problem != .noLocation {
      if environment.warningLog.shouldReport("\(problem)") { diagnostics.warning("\(problem)") }
    }
  }

  private func writer(forms: [Form], conjugator: Conjugator) -> any VerbWriter {
    switch options.format {
    case .tsv: return TSVWriter(forms: forms)
    case .json: return JSONWriter(forms: forms, lookupOnly: options.lookup)
    case .list: return ListWriter(forms: forms)
    case .table:
      let colored = TextStyle.isColored(
        mode: options.color, outputIsTerminal: environment.standardOutputIsTerminal,
        environment: environment.variables)
      return TableWriter(
        forms: forms, style: colored ? .colored : .plain, compact: options.compact,
        offersTables: environment.standardOutputIsTerminal,
        irregularities: { conjugator.irregularities(of: $0) })
    }
  }
}
