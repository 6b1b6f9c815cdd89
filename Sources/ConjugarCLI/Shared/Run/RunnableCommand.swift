/// One of conjugar's commands, with its options and what it runs in.
protocol RunnableCommand {
  var environment: CommandEnvironment { get }

  /// Does the command's work: returns the exit status of a run that went to its end (0; 1
  /// when some input failed; 74 when the output failed on the way, said already) and throws
  /// what stops it.
  func execute() throws(CommandError) -> Int32
}

extension RunnableCommand {
  /// Runs the command alone: its exit status, or what stopped it said on standard error, as
  /// the root does for every command.
  func run() -> Int32 {
    do {
      return try execute()
    } catch {
      return error.report(to: Diagnostics(sink: environment.standardError, output: nil))
    }
  }
}
