import BundledTables
import ConjugarCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension AppEnvironment {
  /// The real process: its arguments, environment, standard streams, processors, settings file
  /// and clock. On a terminal, standard error wraps its messages at the terminal's width
  /// (`MessageWrap`).
  ///
  /// Building it also ignores `SIGPIPE`, so that a closed pipe (`conjugar hablar | head -1`)
  /// shows up as an `EPIPE` write error, handled quietly, instead of killing the process.
  /// A descriptor 0, 1 or 2 the process was started without is opened on `/dev/null` first, so
  /// that no file or pipe of ours (a pager's) takes its place.
  public static var live: AppEnvironment {
    FileDescriptorIO.fillClosedStandardDescriptors()
    signal(SIGPIPE, SIG_IGN)
    let now: @Sendable () -> Date = { Date() }
    // Paths from the environment are taken as bytes, which need not be UTF-8.
    let variable = { (name: String) in
      getenv(name).map { Array(UnsafeRawBufferPointer(start: $0, count: strlen($0))) }
    }
    let settingsFile = BytePath.userFile(
      "settings.json", xdg: "XDG_CONFIG_HOME", fallback: ".config", variable: variable)
    let logFile = BytePath.userFile(
      "last-warning", xdg: "XDG_STATE_HOME", fallback: ".local/state", variable: variable)
    let variables = ProcessInfo.processInfo.environment
    let rawError = FileDescriptorIO.sink(STDERR_FILENO)
    // Messages on a terminal wrap at its width, at spaces, not mid-word where it would.
    let standardError =
      isatty(STDERR_FILENO) == 1
      ? MessageWrap.sink(rawError) {
        TableLayout.width(
          variables: variables, terminalColumns: TerminalSize.of(STDERR_FILENO)?.columns)
      } : rawError
    return AppEnvironment(
      arguments: Array(CommandLine.arguments.dropFirst()),
      variables: variables,
      standardInput: FileDescriptorIO.source(STDIN_FILENO),
      standardInputIsRegularFile: FileDescriptorIO.isRegularFile(STDIN_FILENO),
      standardOutput: FileDescriptorIO.sink(STDOUT_FILENO),
      standardError: standardError,
      standardOutputIsTerminal: isatty(STDOUT_FILENO) == 1,
      standardErrorIsTerminal: isatty(STDERR_FILENO) == 1,
      processorCount: ProcessInfo.processInfo.activeProcessorCount,
      settingsStore: settingsFile.map { .file(at: $0, now: now) } ?? .unavailable,
      warningLog: logFile.map { .file(at: $0, now: now) } ?? .always,
      now: now,
      requestReview: ReviewRequest.live { standardError.write($0) },
      makeConjugator: { try Conjugator.bundled() },
      standardInputIsTerminal: isatty(STDIN_FILENO) == 1,
      random: .system(),
      terminalSize: { TerminalSize.of(STDOUT_FILENO) },
      launchPager: .live,
      interrupts: .live,
      terminal: .live
    )
  }
}
