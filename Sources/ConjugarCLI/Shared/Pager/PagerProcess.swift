/// The size of the terminal standard output is on, in character cells.
public struct TerminalSize: Equatable, Sendable {
  /// Lines on the screen.
  public var rows: Int
  /// Characters on a line.
  public var columns: Int

  /// Creates a size from its rows and columns.
  public init(rows: Int, columns: Int) {
    self.rows = rows
    self.columns = columns
  }
}

/// A running pager: where to write what it shows, and how to wait for it.
public struct PagerProcess: Sendable {
  /// Writes to the pager's standard input; returns 0 or an `errno` (`EPIPE` once it has quit).
  public var input: ByteSink
  /// Closes the pager's input and waits for it to exit; returns its exit status, or 128 plus
  /// the signal that ended it. Called once.
  public var finish: @Sendable () -> Int32

  /// Creates a pager from its input and its end.
  public init(input: ByteSink, finish: @escaping @Sendable () -> Int32) {
    self.input = input
    self.finish = finish
  }
}

/// Starts a pager: the command (run by `/bin/sh -c`) and the environment variables to run it
/// with. Injected, so that tests never start a real one.
public struct PagerLauncher: Sendable {
  /// Starts a command with these variables; returns the pager, or why it could not start.
  public typealias Launch =
    @Sendable (_ command: String, _ variables: [String: String]) ->
    Result<PagerProcess, PagerLaunchError>

  /// Starts `command`; returns the pager, or the `errno` of why it could not start.
  public var launch: Launch

  /// Creates a launcher from its launch operation.
  public init(launch: @escaping Launch) {
    self.launch = launch
  }

  /// A launcher that never starts anything: output is written directly.
  public static let unavailable = PagerLauncher { _, _ in .failure(PagerLaunchError(code: 0)) }
}

/// Why a pager could not start: the `errno` of the failed call, 0 when paging is unavailable.
public struct PagerLaunchError: Error, Equatable, Sendable {
  /// The `errno`.
  public var code: Int32

  /// Creates the error of `errno` `code`.
  public init(code: Int32) {
    self.code = code
  }
}
