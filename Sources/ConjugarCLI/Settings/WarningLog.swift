#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Remembers the settings problems reported in the last day, so that each problem (a
/// read-only config directory, a held lock) is reported at most once a day, not on every run,
/// even when runs meet two problems in turn.
public struct WarningLog: Sendable {
  /// Whether to report the problem of kind `key` now; reporting it is remembered.
  public var shouldReport: @Sendable (_ key: String) -> Bool

  /// Creates a log from its one operation.
  public init(shouldReport: @escaping @Sendable (_ key: String) -> Bool) {
    self.shouldReport = shouldReport
  }

  /// Reports every warning: for a run with nowhere to remember them.
  public static let always = WarningLog { _ in true }

  /// The most problems remembered; the oldest is forgotten first.
  static let capacity = 32

  /// A log kept in the file at `path` (`$XDG_STATE_HOME/conjugar/last-warning`), a line per
  /// problem reported in the last day: the date, a tab and the problem's key. The file is
  /// replaced atomically. When it cannot be written every warning is reported, as there is no
  /// telling whether it was.
  public static func file(at path: BytePath, now: @escaping @Sendable () -> Date) -> WarningLog {
    WarningLog { key in
      let date = now()
      let key = String(key.map { $0.isNewline || $0 == "\t" ? " " : $0 })
      let saved = (try? SettingsFileSystem.contents(of: path).get()).flatMap { $0 } ?? []
      // Entries dated in the future come from a clock that went back: they are forgotten.
      var entries = entries(in: saved).filter { entry in
        entry.date <= date && date.timeIntervalSince(entry.date) < 24 * 60 * 60
      }
      if entries.contains(where: { $0.key == key }) { return false }
      entries = (entries + [(date, key)]).suffix(capacity)
      let text = entries.map { "\(SettingsDate.string(from: $0.date))\t\($0.key)\n" }.joined()
      try? SettingsFileSystem.makeDirectories(path.directory)
      // A symbolic link is kept and the file it leads to written; the temporary files of runs
      // killed while writing it are removed (only ours, of processes no longer running).
      if let target = try? SettingsFileSystem.target(of: path) {
        SettingsFileSystem.removeStaleTemporaries(of: target)
        try? SettingsFileSystem.replace(target, with: Array(text.utf8))
      }
      return true
    }
  }

  /// The entries of a log file's text; lines that cannot be read are dropped.
  private static func entries(in bytes: [UInt8]) -> [(date: Date, key: String)] {
    String(decoding: bytes, as: UTF8.self).split(separator: "\n").compactMap { line in
      let fields = line.split(separator: "\t", maxSplits: 1)
      guard fields.count == 2, let date = SettingsDate.date(from: String(fields[0])) else {
        return nil
      }
      return (date, String(fields[1]))
    }
  }
}
