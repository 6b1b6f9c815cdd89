import Foundation
import Testing

@testable import ConjugarCLI

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 26: a save keeps the file's mode, refuses a read-only file, keeps hard links, locks
/// the file a symbolic link leads to, and names the lock file when that is what fails.
@Suite struct SettingsFileSafetyTests {
  private func settingsFile(in directory: URL, _ text: String = "{}") throws -> URL {
    let url = directory.appendingPathComponent("conjugar/settings.json")
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
    return url
  }

  private func mode(_ url: URL) -> mode_t {
    var info = stat()
    _ = stat(url.path, &info)
    return info.st_mode & 0o7777
  }

  @Test(arguments: [0o600, 0o640, 0o664] as [mode_t])
  func aSaveKeepsTheFilesMode(mode: mode_t) async throws {
    try await withTemporaryDirectory { directory in
      let url = try settingsFile(in: directory)
      chmod(url.path, mode)
      _ = try SettingsStore.file(at: url).update { $0.vos = true }
      #expect(self.mode(url) == mode)
      #expect(String(decoding: try Data(contentsOf: url), as: UTF8.self).contains("\"vos\""))
    }
  }

  @Test func aReadOnlyFileIsRefusedAndSaidSo() async throws {
    try await withTemporaryDirectory { directory in
      let url = try settingsFile(in: directory, "{\"other\":1}")
      chmod(url.path, 0o444)
      #expect(throws: SettingsError.self) {
        _ = try SettingsStore.file(at: url).update { $0.vos = true }
      }
      do {
        _ = try SettingsStore.file(at: url).update { $0.vos = true }
      } catch {
        #expect("\(error)".contains("read-only"))
      }
      #expect(String(decoding: try Data(contentsOf: url), as: UTF8.self) == "{\"other\":1}")
      #expect(self.mode(url) == 0o444)
    }
  }

  @Test func aFileWithSeveralLinksIsWrittenInPlace() async throws {
    try await withTemporaryDirectory { directory in
      let url = try settingsFile(in: directory)
      let other = directory.appendingPathComponent("dotfiles-settings.json")
      #expect(link(url.path, other.path) == 0)
      _ = try SettingsStore.file(at: url).update { $0.vos = true }
      var info = stat()
      _ = stat(url.path, &info)
      #expect(info.st_nlink == 2)
      #expect(try Data(contentsOf: other) == Data(contentsOf: url))
    }
  }

  @Test func twoLinksToOneFileShareTheLockOfTheFile() async throws {
    try await withTemporaryDirectory { directory in
      let target = try settingsFile(in: directory)
      let home = directory.appendingPathComponent("home/conjugar")
      try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
      let link = home.appendingPathComponent("settings.json")
      #expect(symlink(target.path, link.path) == 0)
      // The target's directory is the lock: held, it stops a save through the link.
      let lock = open(target.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY)
      try #require(flock(lock, LOCK_EX) == 0)
      let store = SettingsStore.file(at: BytePath(link.path), now: { .testEpoch }, lockWait: .zero)
      #expect(throws: SettingsError.self) { try store.update { $0.vos = true } }
      close(lock)
      _ = try SettingsStore.file(at: link).update { $0.vos = true }
      #expect(!FileManager.default.fileExists(atPath: target.path + ".lock"))
      #expect(!FileManager.default.fileExists(atPath: link.path + ".lock"))
      // The link is kept a link.
      let attributes = try FileManager.default.attributesOfItem(atPath: link.path)
      #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink)
    }
  }

  /// A save leaves the settings file and nothing else: no lock file, no temporary.
  @Test func aSaveLeavesOnlyTheSettingsFile() async throws {
    try await withTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("conjugar/settings.json")
      for _ in 0..<3 { _ = try SettingsStore.file(at: url).update { $0.useCount += 1 } }
      let left = try FileManager.default.contentsOfDirectory(
        atPath: url.deletingLastPathComponent().path)
      #expect(left == ["settings.json"])
    }
  }

  @Test func theWarningLogKeepsItsLinkAndRemovesTemporariesOfKilledRuns() async throws {
    try await withTemporaryDirectory { directory in
      let folder = directory.appendingPathComponent("state/conjugar")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let real = directory.appendingPathComponent("real-log")
      try Data().write(to: real)
      let path = folder.appendingPathComponent("last-warning")
      #expect(symlink(real.path, path.path) == 0)
      let stale = folder.appendingPathComponent("real-log.tmp-conjugar-2147483000-0A1B2C3D")
      let staleBeside = directory.appendingPathComponent(
        "real-log.tmp-conjugar-2147483000-0A1B2C3D")
      try Data().write(to: staleBeside)
      let users = directory.appendingPathComponent("real-log.tmp-1")
      try Data().write(to: users)
      let log = WarningLog.file(at: BytePath(path.path), now: { Date.testEpoch })
      #expect(log.shouldReport("cannot save"))
      #expect(!log.shouldReport("cannot save"))
      let attributes = try FileManager.default.attributesOfItem(atPath: path.path)
      #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink)
      #expect(String(decoding: try Data(contentsOf: real), as: UTF8.self).contains("cannot save"))
      #expect(!FileManager.default.fileExists(atPath: staleBeside.path))
      #expect(!FileManager.default.fileExists(atPath: stale.path))
      #expect(FileManager.default.fileExists(atPath: users.path))
    }
  }

  @Test func aFileThatCannotBeRepairedIsKeptAsideOncePerContent() async throws {
    try await withTemporaryDirectory { directory in
      // Readable (under 1 MiB) but with an invalid value, and too large once every key is
      // written back: each save attempt keeps it aside and then fails.
      let padding = String(repeating: "a", count: (1 << 20) - 40)
      let url = try settingsFile(in: directory, "{\"pad\":\"\(padding)\",\"vos\":7}")
      for minute in 0..<3 {
        let now = Date.testEpoch.addingTimeInterval(60 * Double(minute))
        _ = try? SettingsStore.file(at: url, now: now).update { $0.vos = true }
      }
      let copies = try FileManager.default.contentsOfDirectory(
        atPath: url.deletingLastPathComponent().path
      ).filter { $0.hasPrefix("settings.json.corrupt-") }
      #expect(copies.count == 1)
    }
  }
}
