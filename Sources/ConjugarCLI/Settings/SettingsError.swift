/// A problem with the settings file.
///
/// Loading recovers from every problem and reports it as a warning; only saving fails, with
/// `unwritable`. Each description is one line without a prefix, so the caller can add its own
/// (`conjugar: warning: ` or `conjugar: error: `).
public enum SettingsError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file exists but could not be read; defaults were used.
  case unreadable(path: String, reason: String)
  /// The file is not a JSON object; defaults were used. `keptAt` names the copy made before
  /// the file was replaced, or is `nil` if it has not been replaced.
  case corrupt(path: String, keptAt: String?)
  /// Some keys held values of the wrong type; their defaults were used. `keptAt` is as above.
  case invalidValues(path: String, keys: [String], keptAt: String?)
  /// The settings could not be saved, so the file is unchanged.
  case unwritable(path: String, reason: String)

  /// A one-line explanation, without a `warning:` or `error:` prefix.
  public var description: String {
    switch self {
    case .unreadable(let path, let reason):
      return "cannot read settings file \(path) (\(reason)); using default settings"
    case .corrupt(let path, nil):
      return "settings file \(path) is not a JSON object; using default settings"
    case .corrupt(let path, let copy?):
      return "settings file \(path) was not a JSON object; kept it as \(copy) and started afresh"
    case .invalidValues(let path, let keys, let copy):
      let list = keys.joined(separator: ", ")
      let kept = copy.map { " (original kept as \($0))" } ?? ""
      return "settings file \(path) has invalid values for \(list); using defaults for them\(kept)"
    case .unwritable(let path, let reason):
      return "cannot save settings to \(path) (\(reason))"
    }
  }
}
