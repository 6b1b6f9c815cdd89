import Foundation

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

/// Where settings are kept: a value made of closures, so tests can supply their own.
public struct SettingsStore: Sendable {
  /// Reads the settings. It never fails and never writes anything.
  public var load: @Sendable () -> SettingsLoad
  /// Reads, changes and saves the settings as one atomic step, returning what was saved.
  ///
  /// On failure nothing is saved; the caller prints the error and carries on.
  public var update:
    @Sendable (_ change: (inout Settings) -> Void) throws(SettingsError) -> SettingsLoad

  /// Creates a store from its two operations.
  public init(
    load: @escaping @Sendable () -> SettingsLoad,
    update:
      @escaping @Sendable (_ change: (inout Settings) -> Void) throws(SettingsError) ->
      SettingsLoad
  ) {
    self.load = load
    self.update = update
  }
}

extension SettingsStore {
  /// A store that keeps settings in memory only, for tests and for runs with no home directory.
  public static func inMemory(_ initial: Settings = Settings()) -> SettingsStore {
    let box = LockedSettings(initial)
    return SettingsStore(
      load: { SettingsLoad(settings: box.withLock { $0 }) },
      update: { change in
        SettingsLoad(
          settings: box.withLock { settings in
            change(&settings)
            return settings
          })
      }
    )
  }

  /// The settings file's usual place: `$XDG_CONFIG_HOME/conjugar/settings.json`, else
  /// `$HOME/.config/conjugar/settings.json`; `nil` if neither variable is usable.
  ///
  /// As the XDG spec asks, an empty or relative `XDG_CONFIG_HOME` is ignored.
  public static func defaultURL(environment: [String: String]) -> URL? {
    let base: URL
    if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
      base = URL(fileURLWithPath: config, isDirectory: true)
    } else if let home = environment["HOME"], !home.isEmpty {
      base = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".config")
    } else {
      return nil
    }
    return base.appendingPathComponent("conjugar").appendingPathComponent("settings.json")
  }
}

/// A `Settings` value shared between threads, guarded by a lock.
final class LockedSettings: @unchecked Sendable {
  // @unchecked: `value` is only touched while `lock` is held.
  private let lock = NSLock()
  private var value: Settings

  init(_ value: Settings) {
    self.value = value
  }

  func withLock<T>(_ body: (inout Settings) -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}
