/// A problem with the settings file.
///
/// Loading recovers from every problem and reports it as a warning; only saving fails. Each
/// description is one line without a prefix, so the caller can add its own
/// (`conjugar: warning: ` or `conjugar: error: `).
public enum SettingsError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file exists but could not be read; defaults were used.
  case unreadable(path: String, reason: String)
  /// The file, or some of its values, could not be used, for the reason `problem` gives after
  /// the file's name ("has invalid values for vos; using defaults for them"). `keptAt` names
  /// the copy made before the file was replaced, or is `nil` if it has not been replaced.
  case damaged(path: String, problem: String, keptAt: String?)
  /// The settings could not be saved, so the file is unchanged.
  case unwritable(path: String, reason: String)
  /// There is nowhere to save settings: neither `XDG_CONFIG_HOME` nor `HOME` is set.
  case noLocation

  /// What stays the same each time the same problem is met, for reporting it at most once a
  /// day; nil for a problem that is news each time: a damaged file kept aside under a new name.
  public var recurringKey: String? {
    switch self {
    case .unreadable(let path, let reason): "unreadable \(path): \(reason)"
    case .damaged(let path, let problem, nil): "damaged \(path): \(problem)"
    case .damaged: nil
    case .unwritable(let path, let reason): "unwritable \(path): \(reason)"
    case .noLocation: "no location"
    }
  }

  /// A one-line explanation, without a `warning:` or `error:` prefix.
  public var description: String {
    switch self {
    case .unreadable(let path, let reason):
      "cannot read settings file \(path) (\(reason)); using default settings"
    case .damaged(let path, let problem, let copy):
      "settings file \(path) \(problem)" + (copy.map { " (original kept as \($0))" } ?? "")
    case .unwritable(let path, let reason):
      "cannot save settings to \(path) (\(reason))"
    case .noLocation:
      "cannot save settings: neither XDG_CONFIG_HOME nor HOME is set"
    }
  }
}
