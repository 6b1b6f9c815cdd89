/// Settings as loaded, with the problems recovered from on the way.
public struct SettingsLoad: Equatable, Sendable {
  /// The settings, with defaults wherever the stored ones could not be used.
  public var settings: Settings
  /// Problems that were recovered from, for the caller to print as warnings.
  public var warnings: [SettingsError]

  /// Creates a load result.
  public init(settings: Settings, warnings: [SettingsError] = []) {
    self.settings = settings
    self.warnings = warnings
  }
}
