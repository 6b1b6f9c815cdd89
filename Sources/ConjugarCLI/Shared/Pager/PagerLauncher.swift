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
