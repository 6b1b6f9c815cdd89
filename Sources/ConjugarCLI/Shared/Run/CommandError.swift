/// What stops a command. `report(to:)` is the one place that says it on standard error and
/// gives the exit status, as swift-argument-parser's `exit(withError:)` does.
enum CommandError: Error {
  /// Bad arguments: the message, then the hint (`EX_USAGE`).
  case usage(UsageError)
  /// The bundled verb tables cannot be used (`EX_SOFTWARE`).
  case brokenTables(any Error)
  /// The bundled info topics cannot be used (`EX_SOFTWARE`).
  case brokenTopics(any Error)
  /// A file could not be opened or the settings saved: the one-line message (`EX_IOERR`).
  case io(String)

  /// Says the error on `diagnostics`; returns the exit status it ends the run with.
  func report(to diagnostics: Diagnostics) -> Int32 {
    switch self {
    case .usage(let error):
      diagnostics.error(error.message)
      diagnostics.sink.write(error.hint)
      return ExitStatus.usage
    case .brokenTables(let error):
      diagnostics.error("the bundled verb tables are broken: \(error)")
      return ExitStatus.brokenTables
    case .brokenTopics(let error):
      diagnostics.error("the bundled info topics are broken: \(error)")
      return ExitStatus.brokenTables
    case .io(let message):
      diagnostics.error(message)
      return ExitStatus.ioError
    }
  }
}
