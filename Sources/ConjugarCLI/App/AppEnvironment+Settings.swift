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

  /// Whether a run shows vos, by `RunContext.vos`, reading the saved setting only when the
  /// flags leave it open. The problems met reading it are said at once, or, when `deferring`
  /// (a run a person watches, whose use is counted at its end), returned to be said after the
  /// output (`UseCounter.finish`).
  func vos(flag: Bool?, named: Bool, deferring: Bool) -> (vos: Bool, pending: [SettingsError]) {
    let (vos, _, pending) = preferences(
      vosFlag: flag, named: named, layoutFlag: .list, deferring: deferring)
    return (vos, pending)
  }

  /// Whether a run shows vos, as `vos(flag:named:deferring:)`, and how its tables are laid out
  /// (`TableLayout.of`); the settings are read at most once, and only when the flags leave
  /// one of them open.
  func preferences(vosFlag: Bool?, named: Bool, layoutFlag: TableLayout?, deferring: Bool)
    -> (vos: Bool, layout: TableLayout, pending: [SettingsError])
  {
    var pending: [SettingsError] = []
    var loaded: Settings?
    let settings = { () -> Settings in
      if let loaded { return loaded }
      let load = settingsStore.load()
      if deferring { pending = load.warnings } else { warn(about: load.warnings) }
      loaded = load.settings
      return load.settings
    }
    let vos = RunContext.vos(flag: vosFlag, named: named) { settings().vos }
    let layout = TableLayout.of(
      flag: layoutFlag, outputIsTerminal: standardOutputIsTerminal, saved: { settings().layout })
    return (vos, layout, pending)
  }
}
