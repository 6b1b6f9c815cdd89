import ConjugarCore

/// Counts a run's use toward the review prompt when its command says a person watched it
/// (`CommandEnvironment.countUse`), and says the settings problems met once the command is
/// done. Its one mutable value is read and written under `lock`.
final class UseCounter: @unchecked Sendable {
  private let environment: AppEnvironment
  private let lock = Lock()
  /// The problems met saving the count; nil until it is saved.
  private var saved: [SettingsError]?

  init(_ environment: AppEnvironment) {
    self.environment = environment
  }

  /// Counts the use, suggesting a review when one is due.
  func count() {
    let problems = environment.promptableActionHappened()
    lock.withLock { saved = problems }
  }

  /// Says the problems of saving the count, or else `pending`, those of reading the settings
  /// earlier in the run: saving reads the file again, so its problems supersede them.
  func finish(pending: [SettingsError]) {
    let saved = lock.withLock { self.saved } ?? []
    environment.warn(about: saved.isEmpty ? pending : saved)
  }
}
