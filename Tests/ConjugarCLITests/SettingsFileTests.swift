import Foundation
import Testing

@testable import ConjugarCLI

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct SettingsFileTests {
  private func settingsURL(in directory: URL) -> URL {
    directory.appendingPathComponent("conjugar/settings.json")
  }

  private func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  private func read(_ url: URL) throws -> String {
    String(decoding: try Data(contentsOf: url), as: UTF8.self)
  }

  /// Names of the files next to the settings file that start with `settings.json.corrupt-`.
  private func keptCopies(of url: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
      .filter { $0.hasPrefix("settings.json.corrupt-") }
  }

  @Test func savedSettingsAreReadBackByANewStore() async throws {
    try await withTemporaryDirectory { directory in
      let url = settingsURL(in: directory)
      let saved = Settings(vos: true, useCount: 3, lastReviewPrompt: .testEpoch)
      _ = try SettingsStore.file(at: url).update { $0 = saved }
      #expect(SettingsStore.file(at: url).load() == SettingsLoad(settings: saved))
    }
  }

  @Test func aMissingFileGivesDefaultsWithoutWarnings() async throws {
    try await withTemporaryDirectory { directory in
      let load = SettingsStore.file(at: settingsURL(in: directory)).load()
      #expect(load == SettingsLoad(settings: Settings()))
    }
  }

  @Test func loadingNeverCreatesFilesOrDirectories() async throws {
    try await withTemporaryDirectory { directory in
      _ = SettingsStore.file(at: settingsURL(in: directory)).load()
      let entries = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      #expect(entries.isEmpty)
    }
  }

  @Test func theFileIsPrettyPrintedWithSortedKeysAndAnISO8601Date() async throws {
    try await withTemporaryDirectory { directory in
      let url = settingsURL(in: directory)
      _ = try SettingsStore.file(at: url).update {
        $0 = Settings(vos: true, useCount: 9, lastReviewPrompt: .testEpoch)
      }
      let expected = """
        {
          "lastReviewPrompt" : "2025-01-01T00:00:00Z",
          "reviewPromptsEnabled" : true,
          "useCount" : 9,
          "vos" : true
        }

        """
      #expect(try read(url) == expected)
    }
  }

  @Test func corruptJSONGivesDefaultsAndAWarning() async throws {
    try await withTemporaryDirectory { directory in
      let url = settingsURL(in: directory)
      try write(#"{"vos": tru"#, to: url)
      let load = SettingsStore.file(at: url).load()
      #expect(load.settings == Settings())
      #expect(load.warnings == [.corrupt(path: url.path, keptAt: nil)])
    }
  }

  @Test func aCorruptFileIsKeptAsideBeforeItIsReplaced() async throws {
    try await withTemporaryDirectory { directory in
      let url = settingsURL(in: directory)
      try write(#"{"vos": tru"#, to: url)
      let saved = try SettingsStore.file(at: url).update { $0.vos = true }
      let copies = try keptCopies(of: url)
      try #require(copies.count == 1)
      let copy = url.deletingLastPathComponent().appendingPathComponent(copies[0])
      #expect(try read(copy) == #"{"vos": tru"#)
      #expect(saved.warnings == [.corrupt(path: url.path, keptAt: copy.path)])
      #expect(SettingsStore.file(at: url).load() == SettingsLoad(settings: Settings(vos: true)))
    }
  }

  @Test func aValueOfTheWrongTypeDefaultsOnlyThatKey() async throws {
    try await withTemporaryDirectory { directory in
      let url = settingsURL(in: directory)
      try write(#"{"vos": "sí", "useCount": 12}"#, to: url)
      let load = SettingsStore.file(at: url).load()
      #expect(load.settings == Settings(vos: false, useCount: 12))
      #expect(load.warnings == [.invalidValues(path: url.path, keys: ["vos"], keptAt: nil)])
    }
  }

  @Test func aFileWithInvalidValuesIsKeptAsideBeforeItIsReplaced() async throws {
    try await withTemporaryDirectory { directory in
      let url = settingsURL(in: directory)
      try write(#"{"vos": "sí"}"#, to: url)
      _ = try SettingsStore.file(at: url).update { $0.useCount += 1 }
      #expect(try keptCopies(of: url).count == 1)
    }
  }

  @Test func unknownKeysAreKeptAfterAWrite() async throws {
    try await withTemporaryDirectory { directory in
      let url = settingsURL(in: directory)
      try write(#"{"theme": {"colour": "verde"}, "useCount": 1, "beta": [1, 2.5]}"#, to: url)
      _ = try SettingsStore.file(at: url).update { $0.useCount += 1 }
      let object = try JSONDecoder().decode([String: JSONValue].self, from: Data(contentsOf: url))
      #expect(object["theme"] == .object(["colour": .string("verde")]))
      #expect(object["beta"] == .array([.int(1), .double(2.5)]))
      #expect(object["useCount"] == .int(2))
    }
  }

  @Test func aSymlinkedFileStaysASymlinkAndItsTargetIsUpdated() async throws {
    try await withTemporaryDirectory { directory in
      let target = directory.appendingPathComponent("dotfiles/settings.json")
      try write(#"{"vos": true}"#, to: target)
      let url = settingsURL(in: directory)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(at: url, withDestinationURL: target)
      _ = try SettingsStore.file(at: url).update { $0.useCount = 1 }
      let destination = try FileManager.default.destinationOfSymbolicLink(atPath: url.path)
      #expect(destination == target.path)
      #expect(SettingsStore.file(at: target).load().settings == Settings(vos: true, useCount: 1))
    }
  }

  @Test func anEmptyFileReadsAsDefaultsWithoutAWarning() async throws {
    try await withTemporaryDirectory { directory in
      let url = settingsURL(in: directory)
      try write("\n", to: url)
      #expect(SettingsStore.file(at: url).load() == SettingsLoad(settings: Settings()))
    }
  }

  @Test func aConfigDirectoryThatCannotBeCreatedFailsUpdateButNotLoad() async throws {
    try await withTemporaryDirectory { directory in
      // A plain file where the config directory should be: even root cannot write under it.
      try write("not a directory", to: directory.appendingPathComponent("conjugar"))
      let store = SettingsStore.file(at: settingsURL(in: directory))
      #expect(throws: SettingsError.self) { try store.update { $0.vos = true } }
      #expect(store.load().settings == Settings())
    }
  }

  @Test(.enabled(if: geteuid() != 0, "root can write to read-only directories"))
  func aReadOnlyDirectoryFailsUpdateButStillLoads() async throws {
    try await withTemporaryDirectory { directory in
      let url = settingsURL(in: directory)
      _ = try SettingsStore.file(at: url).update { $0.vos = true }
      let folder = url.deletingLastPathComponent().path
      try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: folder)
      defer {
        _ = try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder)
      }
      let store = SettingsStore.file(at: url)
      #expect(throws: SettingsError.self) { try store.update { $0.useCount += 1 } }
      #expect(store.load() == SettingsLoad(settings: Settings(vos: true)))
    }
  }

  @Test func anUnreadableFileIsReportedAndNeverOverwritten() async throws {
    try await withTemporaryDirectory { directory in
      // A directory in the file's place cannot be read, even by root.
      let url = settingsURL(in: directory)
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      let store = SettingsStore.file(at: url)
      #expect(store.load().warnings.count == 1)
      #expect(throws: SettingsError.self) { try store.update { $0.vos = true } }
      var isDirectory: ObjCBool = false
      #expect(FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory))
      #expect(isDirectory.boolValue)
    }
  }

  // Real processes, not threads: `flock` and the atomic rename must hold up between processes.
  // Each `#expect(processExitsWith:)` is a Swift Testing exit test: the test binary launches
  // itself as a child process that runs only the closure, with `url` passed to it as a captured
  // Codable value. The 50 children run at the same time, each incrementing the count once
  // through `SettingsStore.file(at:)`; a lost update or a torn file would leave less than 50.
  @Test func fiftyConcurrentProcessesEachAddingOneLeaveFifty() async throws {
    try await withTemporaryDirectory { directory in
      let url = settingsURL(in: directory)
      await withTaskGroup(of: Void.self) { group in
        for _ in 0..<50 {
          group.addTask {
            await #expect(processExitsWith: .success) { [url = url as URL] in
              _ = try SettingsStore.file(at: url).update { $0.useCount += 1 }
            }
          }
        }
      }
      let load = SettingsStore.file(at: url).load()
      #expect(load == SettingsLoad(settings: Settings(useCount: 50)))
    }
  }
}
