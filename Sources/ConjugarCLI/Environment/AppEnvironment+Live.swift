import BundledTables
import ConjugarCore
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension AppEnvironment {
  /// The real process: its arguments, environment, standard streams, settings file and clock.
  ///
  /// Building it also ignores `SIGPIPE`, so that a closed pipe (`conjugar hablar | head -1`)
  /// shows up as an `EPIPE` write error, handled quietly, instead of killing the process.
  public static var live: AppEnvironment {
    signal(SIGPIPE, SIG_IGN)
    let variables = ProcessInfo.processInfo.environment
    let settingsURL = SettingsStore.defaultURL(environment: variables)
    let standardError = FileDescriptorIO.sink(STDERR_FILENO)
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
      settingsStore: settingsURL.map(SettingsStore.file(at:)) ?? .inMemory(),
      settingsURL: settingsURL,
      now: { Date() },
      requestReview: ReviewRequest.live { standardError.write($0) },
      makeConjugator: { try Conjugator.bundled() }
    )
  }
}
