#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension SettingsStore {
  /// A store backed by the JSON file at `path`, safe to share between concurrent processes.
  ///
  /// `load` never writes, and `update` writes only a change: under an exclusive lock on the
  /// file's directory, waited for at most `lockWait`, it keeps a damaged file as
  /// `<file>.corrupt-<now>`, rewrites the values of the keys it knows and nothing else, and
  /// replaces the file atomically, following symbolic links to a regular file.
  public static func file(
    at path: BytePath, now: @escaping @Sendable () -> Date, lockWait: Duration = .seconds(2)
  ) -> SettingsStore {
    let file = SettingsFile(path: path, now: now, lockWait: lockWait)
    return SettingsStore(
      location: path, load: { file.load() },
      update: { change throws(SettingsError) in try file.update(change) })
  }
}

/// The settings file at one path.
struct SettingsFile: Sendable {
  let path: BytePath
  let now: @Sendable () -> Date
  let lockWait: Duration

  func load() -> SettingsLoad {
    switch SettingsFileSystem.contents(of: path) {
    case .failure(let failure):
      let warning = SettingsError.unreadable(path: "\(path)", reason: failure.reason)
      return SettingsLoad(settings: Settings(), warnings: [warning])
    case .success(let bytes):
      let parsed = ParsedSettings(bytes)
      return SettingsLoad(settings: parsed.settings, warnings: parsed.warnings(path, keptAt: nil))
    }
  }

  func update(_ change: (inout Settings) -> Void) throws(SettingsError) -> SettingsLoad {
    // What needs no saving is not saved: no waiting for the lock, no failing to write.
    let current = load()
    var changed = current.settings
    change(&changed)
    if changed == current.settings, current.warnings.isEmpty { return current }
    do throws(SettingsFileFailure) {
      try SettingsFileSystem.makeDirectories(path.directory)
      // The directory of the file written is locked, not the name's: two names linking to one
      // file (two config directories) share one lock, else about 40% of concurrent updates
      // were lost.
      let target = try SettingsFileSystem.target(of: path)
      return try SettingsFileSystem.withExclusiveLock(
        onDirectory: target.directory, waitingAtMost: lockWait
      ) { () throws(SettingsFileFailure) in try lockedUpdate(change) }
    } catch {
      throw .unwritable(path: "\(path)", reason: error.reason)
    }
  }

  /// The read-modify-write, run only while holding the lock so no increment is ever lost.
  private func lockedUpdate(
    _ change: (inout Settings) -> Void
  ) throws(SettingsFileFailure) -> SettingsLoad {
    let target = try SettingsFileSystem.target(of: path)
    let bytes: [UInt8]?
    switch SettingsFileSystem.contents(of: target) {
    case .success(let contents):
      bytes = contents
    case .failure(let failure):
      // Never overwrite what could not be read: it may hold settings worth keeping.
      throw SettingsFileFailure(code: failure.code, reason: "cannot read it: \(failure.reason)")
    }
    let parsed = ParsedSettings(bytes)
    var warnings = parsed.warnings(path, keptAt: nil)
    if let bytes, !warnings.isEmpty {
      warnings = parsed.warnings(path, keptAt: try keepAside(bytes))
    }
    var settings = parsed.settings
    change(&settings)
    let text = (parsed.text ?? .empty).replacing(
      Settings.Key.allCases.map { ($0.rawValue, settings.json($0)) })
    // What the reader would refuse is not written: the file would be lost from then on.
    guard text.count <= SettingsFileSystem.maximumFileSize else {
      throw SettingsFileFailure(code: EFBIG, reason: "it would be larger than 1 MiB")
    }
    SettingsFileSystem.removeStaleTemporaries(of: target)
    try SettingsFileSystem.replace(target, with: text)
    return SettingsLoad(settings: settings, warnings: warnings)
  }

  /// Copies a damaged file to `<file>.corrupt-<now>` (or `…-2`, `…-3` if that is taken) and
  /// returns the copy's path; when a copy with the same bytes is already there, returns that
  /// one instead: every save attempt of a file that cannot be repaired made a new 1 MiB copy.
  private func keepAside(_ bytes: [UInt8]) throws(SettingsFileFailure) -> String {
    if let copy = SettingsFileSystem.sibling(of: path, named: ".corrupt-", holding: bytes) {
      return "\(copy)"
    }
    let style = Date.ISO8601FormatStyle(dateSeparator: .omitted, timeSeparator: .omitted)
    let base = path.adding(".corrupt-" + now().formatted(style))
    for attempt in 1...100 {
      let candidate = attempt == 1 ? base : base.adding("-\(attempt)")
      do throws(SettingsFileFailure) {
        try SettingsFileSystem.writeNewFile(candidate, bytes)
        return "\(candidate)"
      } catch {
        if error.code != EEXIST { throw error }
      }
    }
    throw SettingsFileFailure(code: EEXIST, reason: "cannot keep the damaged file aside")
  }
}
