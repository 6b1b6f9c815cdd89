#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Remembers the settings problem last reported and when, so that the same problem (a
/// read-only config directory, a held lock) is reported at most once a day, not on every run.
public struct WarningLog: Sendable {
  /// Whether to report `warning` now; reporting it is remembered.
  public var shouldReport: @Sendable (_ warning: String) -> Bool

  /// Creates a log from its one operation.
  public init(shouldReport: @escaping @Sendable (_ warning: String) -> Bool) {
    self.shouldReport = shouldReport
  }

  /// Reports every warning: for a run with nowhere to remember them.
  public static let always = WarningLog { _ in true }

  /// A log kept in the file at `path` (`$XDG_STATE_HOME/conjugar/last-warning`), one line:
  /// the date, a tab and the warning. When the file cannot be written every warning is
  /// reported, as there is no telling whether it was.
  public static func file(at path: BytePath, now: @escaping @Sendable () -> Date) -> WarningLog {
    WarningLog { warning in
      let date = now()
      let saved = (try? SettingsFileSystem.contents(of: path).get()).flatMap { $0 } ?? []
      let line = String(decoding: saved, as: UTF8.self).split(separator: "\t", maxSplits: 1)
      if line.count == 2, line[1] == warning + "\n",
        let last = SettingsDate.date(from: String(line[0])),
        last <= date, date.timeIntervalSince(last) < 24 * 60 * 60
      {
        return false
      }
      try? SettingsFileSystem.makeDirectories(path.directory)
      try? SettingsFileSystem.replace(
        path, with: Array("\(SettingsDate.string(from: date))\t\(warning)\n".utf8))
      return true
    }
  }
}
