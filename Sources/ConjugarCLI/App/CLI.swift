import ConjugarCore

/// The command-line interface: one run of `conjugar`, with every dependency injected.
public enum CLI {
  /// Runs `conjugar` in `environment` and returns the exit status; never calls `exit`.
  public static func run(_ environment: AppEnvironment) -> Int32 {
    let diagnostics = Diagnostics(sink: environment.standardError, output: nil)
    var command: Command
    do {
      command = try CommandLineInterface.command(environment.arguments)
    } catch {
      return CommandError.usage(error).report(to: diagnostics)
    }
    var refused = false
    if case .unpaged(let inner) = command {
      command = inner
      refused = true
    }
    guard
      command.pages(standardInputIsRegularFile: environment.standardInputIsRegularFile),
      let pager = Paging.command(
        variables: environment.variables, outputIsTerminal: environment.standardOutputIsTerminal,
        refused: refused),
      let size = environment.terminalSize()
    else {
      return perform(command, environment)
    }
    let session = PagerSession(
      command: pager, size: size, launcher: environment.launchPager,
      variables: environment.variables, output: environment.standardOutput,
      error: environment.standardError)
    let status = perform(command, session.environment(from: environment))
    session.finish()
    return status
  }

  /// Runs `command` in `environment`: the one place where what stops a command is said and
  /// becomes the exit status (`CommandError.report`).
  private static func perform(_ command: Command, _ environment: AppEnvironment) -> Int32 {
    let diagnostics = Diagnostics(sink: environment.standardError, output: nil)
    do {
      return try execute(command, environment, diagnostics)
    } catch {
      return error.report(to: diagnostics)
    }
  }

  private static func execute(
    _ command: Command, _ environment: AppEnvironment, _ diagnostics: Diagnostics
  ) throws(CommandError) -> Int32 {
    let output = environment.standardOutput
    switch command {
    case .unpaged(let command):
      return try execute(command, environment, diagnostics)
    case .help(let name):
      return OutputBuffer.write(
        CommandLineInterface.help(name), to: output, reportingTo: diagnostics)
    case .briefHelp:
      return OutputBuffer.write(
        CommandLineInterface.briefHelp, to: output, reportingTo: diagnostics)
    case .version:
      return OutputBuffer.write(
        CommandLineInterface.version, to: output, reportingTo: diagnostics)
    case .settings(let settings):
      return try settings.run(
        store: environment.settingsStore, environment: environment.commandEnvironment())
    case .info(let arguments):
      return try InfoCommand(arguments: arguments, environment: environment).execute()
    case .listVerbs(let filter):
      return try VerbListing.list(filter, environment: environment.commandEnvironment())
    case .listModels:
      return try VerbListing.listModels(environment: environment.commandEnvironment())
    case .completeVerbs(let word):
      return try VerbListing.complete(word, environment: environment.commandEnvironment())
    case .conjugate(let options):
      return try conjugate(options, environment)
    case .deck(let options):
      return try deck(options, environment)
    case .quiz(let options):
      return try quiz(options, environment)
    case .check(let options):
      let run = environment.commandEnvironment()
      return try CheckCommand(options: options, conjugator: try run.conjugator(), environment: run)
        .execute()
    case .explain(let options):
      return try ExplainCommand(options: options, environment: environment.commandEnvironment())
        .execute()
    }
  }

  /// Conjugates, or looks forms up. The settings problems of a run a person watches are said
  /// after its output, where they are seen, once its use is counted.
  private static func conjugate(
    _ options: Options, _ environment: AppEnvironment
  ) throws(CommandError) -> Int32 {
    let uses = UseCounter(environment)
    let run = environment.commandEnvironment(countUse: uses.count)
    let conjugator = try run.conjugator()
    let audience = environment.audience(
      batchOrMachineFormat: options.isBatch || options.format != .table)
    // Only a table is laid out: other formats never read the layout setting.
    let (vos, layout, pending) = environment.preferences(
      vosFlag: options.vos, named: options.selection.namesVos,
      layoutFlag: options.format == .table ? options.layout : .list,
      deferring: audience.isWatched)
    var context = environment.context(
      vos: vos, audience: audience, color: options.color, marks: options.marks)
    context.layout = layout
    if layout == .grid {
      context.width = TableLayout.width(
        variables: environment.variables, terminalColumns: environment.terminalSize()?.columns)
    }
    let status = try ConjugateCommand(
      options: options, conjugator: conjugator, context: context, environment: run
    ).execute()
    uses.finish(pending: pending)
    return status
  }

  /// Writes a deck; the problems met reading the saved vos are said at once, as no one watches
  /// a deck.
  private static func deck(
    _ options: DeckOptions, _ environment: AppEnvironment
  ) throws(CommandError) -> Int32 {
    let run = environment.commandEnvironment()
    let conjugator = try run.conjugator()
    let (vos, _) = environment.vos(
      flag: options.vos, named: options.selection.namesVos, deferring: false)
    let context = environment.context(
      vos: vos, audience: environment.audience(batchOrMachineFormat: true))
    return try DeckCommand(
      options: options, conjugator: conjugator, context: context, environment: run
    ).execute()
  }

  /// Runs a quiz: its records are read with the settings, whose problems are said at once.
  private static func quiz(
    _ given: QuizOptions, _ environment: AppEnvironment
  ) throws(CommandError) -> Int32 {
    let uses = UseCounter(environment)
    let run = environment.commandEnvironment(countUse: uses.count)
    let conjugator = try run.conjugator()
    let load = environment.settingsStore.load()
    environment.warn(about: load.warnings)
    // The saved difficulty and region stand where the command line names none (-t implies
    // the easiest difficulty that asks its tenses).
    var options = given
    if options.difficulty == nil, options.tenses.isEmpty {
      options.difficulty = load.settings.quizDifficulty
    }
    if !options.regionGiven, let region = load.settings.quizRegion { options.region = region }
    let vos = RunContext.vos(flag: options.vos, named: options.filter.selection.namesVos) {
      load.settings.vos
    }
    let audience = environment.audience(
      batchOrMachineFormat: !environment.standardInputIsTerminal || options.format != .table)
    let status = try QuizCommand(
      options: options, conjugator: conjugator,
      context: environment.context(vos: vos, audience: audience),
      memory: QuizMemory(load.settings, environment: environment), environment: run
    ).execute()
    uses.finish(pending: [])
    return status
  }
}
