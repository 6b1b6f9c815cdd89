import Foundation

extension SettingsStore {
  /// A store backed by the JSON file at `url`, safe to share between concurrent processes.
  ///
  /// `load` never writes; a missing file gives defaults, and a damaged or unreadable one gives
  /// defaults plus a warning. `update` holds an exclusive lock on `<file>.lock`, copies a
  /// damaged file to `<file>.corrupt-<timestamp>` before replacing it, keeps keys it does not
  /// know, and writes atomically (a temporary file in the same directory, then a rename).
  public static func file(at url: URL) -> SettingsStore {
    let file = SettingsFile(path: url.path)
    return SettingsStore(
      load: { file.load() },
      update: { change throws(SettingsError) in try file.update(change) }
    )
  }
}

/// The settings file at one path.
struct SettingsFile: Sendable {
  let path: String

  func load() -> SettingsLoad {
    switch SettingsFileSystem.contents(ofFile: path) {
    case .failure(let failure):
      let warning = SettingsError.unreadable(path: path, reason: failure.reason)
      return SettingsLoad(settings: Settings(), warnings: [warning])
    case .success(nil):
      return SettingsLoad(settings: Settings())
    case .success(let data?):
      let parsed = ParsedSettingsFile(data)
      return SettingsLoad(settings: parsed.settings, warnings: parsed.problems(path, keptAt: nil))
    }
  }

  func update(_ change: (inout Settings) -> Void) throws(SettingsError) -> SettingsLoad {
    do throws(SettingsFileFailure) {
      let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
      try SettingsFileSystem.makeDirectories(directory)
      return try SettingsFileSystem.withExclusiveLock(onFile: path + ".lock") {
        () throws(SettingsFileFailure) in try lockedUpdate(change)
      }
    } catch {
      throw .unwritable(path: path, reason: error.reason)
    }
  }

  /// The read-modify-write, run only while holding the lock so no increment is ever lost.
  private func lockedUpdate(
    _ change: (inout Settings) -> Void
  ) throws(SettingsFileFailure) -> SettingsLoad {
    let data: Data?
    switch SettingsFileSystem.contents(ofFile: path) {
    case .success(let contents):
      data = contents
    case .failure(let failure):
      // Never overwrite what could not be read: it may hold settings worth keeping.
      throw SettingsFileFailure(code: failure.code, reason: "cannot read it: \(failure.reason)")
    }
    let parsed = data.map(ParsedSettingsFile.init) ?? ParsedSettingsFile()
    var warnings: [SettingsError] = []
    if let data, parsed.isDamaged {
      warnings = parsed.problems(path, keptAt: try keepAside(data))
    }
    var settings = parsed.settings
    change(&settings)
    // Replace a symlink's target, not the link, so a settings file kept with dotfiles stays.
    let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    try SettingsFileSystem.replace(target, with: parsed.encoded(merging: settings))
    return SettingsLoad(settings: settings, warnings: warnings)
  }

  /// Copies a damaged file to `<file>.corrupt-<timestamp>` (or `…-2`, `…-3` if that is taken)
  /// and returns the copy's path.
  private func keepAside(_ data: Data) throws(SettingsFileFailure) -> String {
    let style = Date.ISO8601FormatStyle(dateSeparator: .omitted, timeSeparator: .omitted)
    let base = "\(path).corrupt-\(Date().formatted(style))"
    for attempt in 1...100 {
      let candidate = attempt == 1 ? base : "\(base)-\(attempt)"
      do throws(SettingsFileFailure) {
        try SettingsFileSystem.writeNewFile(candidate, data)
        return candidate
      } catch {
        if error.code != EEXIST { throw error }
      }
    }
    throw SettingsFileFailure(code: EEXIST, reason: "cannot keep the damaged file aside")
  }
}

/// The settings file's contents, understood as far as they can be.
struct ParsedSettingsFile {
  /// Every key in the file, known or not; empty if the file is not a JSON object.
  var object: [String: JSONValue] = [:]
  var settings = Settings()
  var isCorrupt = false
  var invalidKeys: [String] = []

  var isDamaged: Bool { isCorrupt || !invalidKeys.isEmpty }

  init() {}

  init(_ data: Data) {
    // An empty file holds nothing to lose, so it reads as defaults without a warning.
    if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) { return }
    let decoder = JSONDecoder()
    guard let object = try? decoder.decode([String: JSONValue].self, from: data),
      let lenient = try? decoder.decode(LenientSettings.self, from: data)
    else {
      isCorrupt = true
      return
    }
    self.object = object
    settings = lenient.settings
    invalidKeys = lenient.invalidKeys
  }

  func problems(_ path: String, keptAt copy: String?) -> [SettingsError] {
    if isCorrupt { return [.corrupt(path: path, keptAt: copy)] }
    if invalidKeys.isEmpty { return [] }
    return [.invalidValues(path: path, keys: invalidKeys, keptAt: copy)]
  }

  /// The file's new contents: `settings` written over the known keys, other keys unchanged.
  func encoded(merging settings: Settings) throws(SettingsFileFailure) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      var merged = object
      for key in Settings.CodingKeys.allCases {
        merged[key.rawValue] = nil
      }
      let known = try JSONDecoder().decode(
        [String: JSONValue].self, from: encoder.encode(settings))
      merged.merge(known) { _, new in new }
      return try encoder.encode(merged) + Data("\n".utf8)
    } catch {
      throw SettingsFileFailure(code: 0, reason: "cannot encode settings: \(error)")
    }
  }
}
