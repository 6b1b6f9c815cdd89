/// Where settings are kept: a value made of closures, so tests can supply their own.
public struct SettingsStore: Sendable {
  /// The settings file, shown by `conjugar settings`; nil when there is none.
  public var location: BytePath?
  /// Reads the settings. It never fails and never writes anything.
  public var load: @Sendable () -> SettingsLoad
  /// Reads, changes and saves the settings as one atomic step, returning what was saved.
  ///
  /// On failure nothing is saved; the caller prints the error and carries on.
  public var update:
    @Sendable (_ change: (inout Settings) -> Void) throws(SettingsError) -> SettingsLoad

  /// Creates a store from its location and its two operations.
  public init(
    location: BytePath?,
    load: @escaping @Sendable () -> SettingsLoad,
    update:
      @escaping @Sendable (_ change: (inout Settings) -> Void) throws(SettingsError) ->
      SettingsLoad
  ) {
    self.location = location
    self.load = load
    self.update = update
  }

  /// The store of a run with neither `XDG_CONFIG_HOME` nor `HOME`: defaults, which cannot be
  /// saved.
  public static let unavailable = SettingsStore(
    location: nil, load: { SettingsLoad(settings: Settings()) },
    update: { _ throws(SettingsError) in throw .noLocation })
}
