extension AppEnvironment {
  /// Prints settings problems as warnings, each at most once a day. Having no home directory,
  /// and so nowhere to count uses, is said only by `conjugar settings`.
  func warn(about problems: [SettingsError]) {
    let diagnostics = Diagnostics(sink: standardError, output: nil)
    for problem in problems where problem != .noLocation {
      if problem.recurringKey.map(warningLog.shouldReport) ?? true {
        diagnostics.warning("\(problem)")
      }
    }
  }

  /// Counts a promptable action (a table or a quiz seen on a terminal) and suggests a review
  /// when it is due; returns the settings problems met while saving the count.
  func promptableActionHappened() -> [SettingsError] {
    ReviewPrompter(
      store: settingsStore, now: now, requestReview: requestReview, environment: variables
    ).promptableActionHappened()
  }
}
