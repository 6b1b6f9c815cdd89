import Foundation

@testable import ConjugarCLI

/// Runs `body` with a new empty directory under the system's temporary directory, and removes
/// the directory afterwards. Tests never touch the real home directory.
func withTemporaryDirectory(_ body: (URL) async throws -> Void) async throws {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("conjugar-tests-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  defer {
    // Restore write permission in case a test took it away, so removal succeeds.
    _ = try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: url.path)
    _ = try? FileManager.default.removeItem(at: url)
  }
  try await body(url)
}

/// A value shared with `@Sendable` closures under test, such as a clock or a call log.
final class TestBox<Value: Sendable>: @unchecked Sendable {
  // @unchecked: `stored` is only touched while `lock` is held.
  private let lock = NSLock()
  private var stored: Value

  init(_ value: Value) {
    stored = value
  }

  var value: Value {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }

  func modify(_ body: (inout Value) -> Void) {
    lock.withLock { body(&stored) }
  }
}

extension Date {
  /// A fixed whole-second date to start test clocks from: 2025-01-01T00:00:00Z.
  static let testEpoch = Date(timeIntervalSince1970: 1_735_689_600)

  /// This date moved forward by a number of days.
  func adding(days: Double) -> Date {
    addingTimeInterval(days * 24 * 60 * 60)
  }
}

extension SettingsStore {
  /// A store that keeps settings in memory only, at no location.
  static func inMemory(_ initial: Settings = Settings()) -> SettingsStore {
    let box = TestBox(initial)
    return SettingsStore(
      location: nil,
      load: { SettingsLoad(settings: box.value) },
      update: { change in
        var saved = Settings()
        box.modify { settings in
          change(&settings)
          saved = settings
        }
        return SettingsLoad(settings: saved)
      })
  }

  /// A store backed by the file at `url`, with the test clock and a short wait for the lock.
  static func file(at url: URL, now: Date = .testEpoch) -> SettingsStore {
    .file(at: BytePath(url.path), now: { now }, lockWait: .milliseconds(200))
  }
}
