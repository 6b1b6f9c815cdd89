import ConjugarCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The command-line interface: one run of `conjugar`, with every dependency injected.
public enum CLI {
  /// Runs `conjugar` in `environment` and returns the exit status; never calls `exit`.
  public static func run(_ environment: AppEnvironment) -> Int32 {
    let diagnostics = Diagnostics(sink: environment.standardError, output: nil)
    var command: Command
    do {
      command = try CommandLineInterface.command(environment.arguments)
    } catch {
      return usageFailed(error, diagnostics)
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

  /// Runs `command` in `environment`.
  private static func perform(_ command: Command, _ environment: AppEnvironment) -> Int32 {
    let diagnostics = Diagnostics(sink: environment.standardError, output: nil)
    switch command {
    case .unpaged(let command):
      return perform(command, environment)
    case .help(let name):
      return write(CommandLineInterface.help(name), environment, diagnostics)
    case .version:
      return write(CommandLineInterface.version, environment, diagnostics)
    case .settings(let settings):
      return settings.run(environment)
    case .info(let arguments):
      return InfoCommand(arguments: arguments, environment: environment).run()
    case .quiz(let options):
      return QuizCommand(options: options, environment: environment).run()
    case .listVerbs(let filter):
      return list(environment, diagnostics) { conjugator, out throws(UsageError) in
        try VerbListing.validate(filter, conjugator)
        VerbListing.write(conjugator, filter: filter, to: out)
      }
    case .listModels:
      return list(environment, diagnostics) { VerbListing.writeModels($0, to: $1) }
    case .conjugate(let options):
      return ConjugateCommand(options: options, environment: environment).run()
    case .deck(let options):
      return DeckCommand(options: options, environment: environment).run()
    case .check(let options):
      return CheckCommand(options: options, environment: environment).run()
    }
  }

  /// Runs a listing of the bundled tables (`--list-verbs`, `--list-models`).
  private static func list(
    _ environment: AppEnvironment, _ diagnostics: Diagnostics,
    _ body: (Conjugator, OutputBuffer) throws(UsageError) -> Void
  ) -> Int32 {
    guard let conjugator = loadConjugator(environment, diagnostics) else {
      return ExitStatus.brokenTables
    }
    let out = OutputBuffer(sink: environment.standardOutput)
    do {
      try body(conjugator, out)
    } catch {
      return usageFailed(error, diagnostics)
    }
    out.flush()
    reportOutputFailure(out, diagnostics)
    return out.failed ? ExitStatus.ioError : ExitStatus.success
  }

  /// Prints a usage error and the hint; returns `EX_USAGE`.
  static func usageFailed(_ error: UsageError, _ diagnostics: Diagnostics) -> Int32 {
    diagnostics.error(error.message)
    diagnostics.sink.write(error.hint)
    return ExitStatus.usage
  }

  /// The conjugator, or nil after reporting why the bundled tables cannot be used.
  static func loadConjugator(_ environment: AppEnvironment, _ diagnostics: Diagnostics)
    -> Conjugator?
  {
    do {
      return try environment.makeConjugator()
    } catch {
      _ = tablesBroken(error, diagnostics)
      return nil
    }
  }

  /// Reports that the bundled tables cannot be used, and why; returns `EX_SOFTWARE`.
  static func tablesBroken(_ error: any Error, _ diagnostics: Diagnostics) -> Int32 {
    diagnostics.error("the bundled verb tables are broken: \(error)")
    return ExitStatus.brokenTables
  }

  /// Reports a failed write to standard output, except a closed pipe, which is expected
  /// (`conjugar hablar | head -1`) and ends the run quietly, as does a pager the user quit.
  static func reportOutputFailure(_ out: OutputBuffer, _ diagnostics: Diagnostics) {
    guard let failure = out.failure, failure != EPIPE, out.failed else { return }
    diagnostics.error("cannot write to standard output: \(FileDescriptorIO.describe(failure))")
  }

  /// Writes `text` to standard output; returns 0, or 74 after reporting a failed write.
  static func write(
    _ text: String, _ environment: AppEnvironment, _ diagnostics: Diagnostics
  ) -> Int32 {
    let out = OutputBuffer(sink: environment.standardOutput)
    out.append(text)
    out.flush()
    reportOutputFailure(out, diagnostics)
    return out.failed ? ExitStatus.ioError : ExitStatus.success
  }
}
