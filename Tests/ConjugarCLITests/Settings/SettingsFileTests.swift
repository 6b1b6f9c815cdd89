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

  @Test func aNewFileHasOneKeyPerLineAndAnISO8601Date() async throws {
    try await withTemporaryDirectory { directory in
      let url = settingsURL(in: directory)
      _ = try SettingsStore.file(at: url).update {
        $0 = Settings(vos: true, useCount: 9, lastReviewPrompt: .testEpoch)
      }
      let expected = """
        {
          "vos": true,
          "reviewPromptsEnabled": true,
          "useCount": 9,
          "lastReviewPrompt": "2025-01-01T00:00:00Z"
        }

        """
      #expect(try read(url) == expected)
    }
  }

  @Test func corruptJSONGivesDefaultsAndAWarningSayingWhatIsWrong() async throws {
    try await withTemporaryDirectory { directory in
      let url = settingsURL(in: directory)
      try write(#"{"vos": tru"#, to: url)
      let load = SettingsStore.file(at: url).load()
      #expect(load.settings == Settings())
      let problem = "is not valid JSON (line 1, column 9: expected a value); using default settings"
      #expect(load.warnings == [.damaged(path: url.path, problem: problem, keptAt: nil)])
    }
  }

  @Test func aCorruptFileIsKeptAsideUnderTheInjectedDateBeforeItIsReplaced() async throws {
    try await withTemporaryDirectory { directory in
      let url = settingsURL(in: directory)
      try write("[1]", to: url)
      let saved = try SettingsStore.file(at: url, now: .testEpoch.adding(days: 2)).update {
        $0.vos = true
      }
      let copy = url.deletingLastPathComponent()
        .appendingPathComponent("settings.json.corrupt-20250103T000000Z")
      #expect(try read(copy) == "[1]")
      let problem = "holds an array, not a JSON object; using default settings"
      #expect(saved.warnings == [.damaged(path: url.path, problem: problem, keptAt: copy.path)])
      #expect(SettingsStore.file(at: url).load() == SettingsLoad(settings: Settings(vos: true)))
    }
  }

  @Test func aValueOfTheWrongTypeDefaultsOnlyThatKey() async throws {
    try await withTemporaryDirectory { directory in
      let url = settingsURL(in: directory)
      try write(#"{"vos": "sí", "useCount": 12}"#, to: url)
      let load = SettingsStore.file(at: url).load()
      #expect(load.settings == Settings(vos: false, useCount: 12))
      let problem = "has invalid values for vos; using defaults for them"
      #expect(load.warnings == [.damaged(path: url.path, problem: problem, keptAt: nil)])
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

  @Test func aFileStartingWithAByteOrderMarkIsReadAndKeepsItOnRewrite() async throws {
    try await withTemporaryDirectory { directory in
      let url = settingsURL(in: directory)
      try write("\u{FEFF}{\"vos\": true, \"theme\": \"verde\"}", to: url)
      let store = SettingsStore.file(at: url)
      #expect(store.load() == SettingsLoad(settings: Settings(vos: true)))
      _ = try store.update { $0.useCount += 1 }
      #expect(try keptCopies(of: url).isEmpty)
      let expected =
        "\u{FEFF}{\"vos\": true, \"theme\": \"verde\",\n  \"reviewPromptsEnabled\": true,"
        + "\n  \"useCount\": 1}"
      #expect(Array(try Data(contentsOf: url)) == Array(expected.utf8))
    }
  }

  @Test func aByteOrderMarkAloneReadsAsAnEmptyFile() async throws {
    try await withTemporaryDirectory { directory in
      let url = settingsURL(in: directory)
      try write("\u{FEFF}\n", to: url)
      #expect(SettingsStore.file(at: url).load() == SettingsLoad(settings: Settings()))
    }
  }

  @Test func unknownKeysComeBackByteForByte() async throws {
    try await withTemporaryDirectory { directory in
      let url = settingsURL(in: directory)
      let unknown =
        #""id": 12345678901234567890, "ratio": 0.1000000000000000055511151231257827,"#
        + #" "max": 1e400, "theme": {"colour": "verde"}, "beta": [1, 2.5]"#
      try write("{\(unknown), \"useCount\": 1}", to: url)
      _ = try SettingsStore.file(at: url).update { $0.useCount += 1 }
      #expect(
        try read(url) == "{\(unknown), \"useCount\": 2,\n  \"vos\": false,"
          + "\n  \"reviewPromptsEnabled\": true}")
    }
  }

  @Test func depthAndHugeNumbersInUnknownKeysAreNoProblem() async throws {
    try await withTemporaryDirectory { directory in
      let url = settingsURL(in: directory)
      let deep = String(repeating: "[", count: 600) + "1e400" + String(repeating: "]", count: 600)
      try write(#"{"deep": \#(deep), "vos": true}"#, to: url)
      #expect(SettingsStore.file(at: url).load() == SettingsLoad(settings: Settings(vos: true)))
    }
  }

  @Test func aCompactFileOfUnknownKeysStaysCompactAndReadable() async throws {
    try await withTemporaryDirectory { directory in
      let url = settingsURL(in: directory)
      let members = (0..<20_000).map { #""key\#($0)":[\#($0),{"a":true}]"# }
      try write("{" + members.joined(separator: ",") + "}", to: url)
      let size = try Data(contentsOf: url).count
      _ = try SettingsStore.file(at: url).update { $0.vos = true }
      #expect(try Data(contentsOf: url).count < size + 100)
      #expect(SettingsStore.file(at: url).load() == SettingsLoad(settings: Settings(vos: true)))
    }
  }

  @Test func aSaveTheReaderWouldRefuseIsNotWritten() async throws {
    try await withTemporaryDirectory { directory in
      let url = settingsURL(in: directory)
      let padding = String(repeating: "x", count: SettingsFileSystem.maximumFileSize - 20)
      let text = #"{"pad": "\#(padding)"}"#
      try write(text, to: url)
      let store = SettingsStore.file(at: url)
      #expect(throws: SettingsError.self) { try store.update { $0.vos = true } }
      #expect(try read(url) == text)
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

  @Test func aSymlinkToADeviceIsNeverReplaced() async throws {
    try await withTemporaryDirectory { directory in
      let url = settingsURL(in: directory)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: "/dev/null")
      let store = SettingsStore.file(at: url)
      #expect(store.load() == SettingsLoad(settings: Settings()))
      let reason = "it leads to /dev/null, which is not a regular file"
      #expect(throws: SettingsError.unwritable(path: url.path, reason: reason)) {
        try store.update { $0.vos = true }
      }
      #expect(try FileManager.default.destinationOfSymbolicLink(atPath: url.path) == "/dev/null")
      var info = stat()
      let isDevice = stat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR
      #expect(isDevice)
    }
  }

  @Test func aDanglingSymlinkGetsItsTargetWrittenAndStaysALink() async throws {
    try await withTemporaryDirectory { directory in
      let url = settingsURL(in: directory)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(
        atPath: url.path, withDestinationPath: "../kept.json")
      _ = try SettingsStore.file(at: url).update { $0.vos = true }
      #expect(try FileManager.default.destinationOfSymbolicLink(atPath: url.path) == "../kept.json")
      let target = directory.appendingPathComponent("kept.json")
      #expect(SettingsStore.file(at: target).load().settings == Settings(vos: true))
    }
  }

  @Test func anEmptyFileReadsAsDefaultsWithoutAWarning() async throws {
    try await withTemporaryDirectory { directory in
      let url = settingsURL(in: directory)
      try write("\n", to: url)
      #expect(SettingsStore.file(at: url).load() == SettingsLoad(settings: Settings()))
    }
  }

  @Test func temporaryFilesOfKilledSavesAreRemovedOnTheNextSave() async throws {
    try await withTemporaryDirectory { directory in
      let url = settingsURL(in: directory)
      let folder = url.deletingLastPathComponent()
      // Only names we make, of processes no longer running: a user's own tmp- file stays.
      let stale = [
        "settings.json.tmp-conjugar-2147483000-0A1B2C3D",
        "settings.json.tmp-conjugar-\(getpid())-DEADBEEF",
      ]
      let others = [
        "settings.json.tmpl", "other.json.tmp-conjugar-1-0A1B2C3D", "settings.json",
        "settings.json.tmp-4242-0A1B2C3D", "settings.json.tmp-conjugar-1-0A1B2C3D",
        "settings.json.tmp-conjugar-2147483000-mine",
      ]
      for name in stale + others { try write("{}", to: folder.appendingPathComponent(name)) }
      _ = try SettingsStore.file(at: url).update { $0.vos = true }
      let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      #expect(Set(left) == Set(others))
    }
  }

  @Test func aHeldLockIsWaitedForABoundedTime() async throws {
    try await withTemporaryDirectory { directory in
      let url = settingsURL(in: directory)
      try write(#"{"vos": true}"#, to: url)
      let lock = open(url.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY)
      defer { close(lock) }
      try #require(flock(lock, LOCK_EX) == 0)
      let store = SettingsStore.file(at: url)
      let started = Date()
      let folder = url.deletingLastPathComponent().path
      let reason = "\(folder) is locked by another process; gave up after 0.2 seconds"
      #expect(throws: SettingsError.unwritable(path: url.path, reason: reason)) {
        try store.update { $0.useCount += 1 }
      }
      #expect(Date().timeIntervalSince(started) < 2)
    }
  }

  @Test func aSaveThatChangesNothingNeitherLocksNorWrites() async throws {
    try await withTemporaryDirectory { directory in
      let url = settingsURL(in: directory)
      try write(#"{"vos":true}"#, to: url)
      let lock = open(url.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY)
      defer { close(lock) }
      try #require(flock(lock, LOCK_EX) == 0)
      let saved = try SettingsStore.file(at: url).update { $0.vos = true }
      #expect(saved == SettingsLoad(settings: Settings(vos: true)))
      #expect(try read(url) == #"{"vos":true}"#)
    }
  }

  @Test func aPathThatIsNotUTF8IsUsedAsItsBytes() async throws {
    try await withTemporaryDirectory { directory in
      let folder = BytePath(directory.path).appending(bytes: [0x63, 0xFF, 0x66])
      let path = folder.appending("settings.json")
      _ = try SettingsStore.file(at: path, now: { .testEpoch }).update { $0.vos = true }
      #expect(SettingsStore.file(at: path, now: { .testEpoch }).load().settings.vos)
      let exists = path.withCString { name in
        var info = stat()
        return stat(name, &info) == 0
      }
      #expect(exists)
      #expect(!FileManager.default.fileExists(atPath: directory.path + "/c\u{FFFD}f"))
      _ = path.withCString { unlink($0) }
      _ = folder.withCString { rmdir($0) }
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
  // On a busy machine 50 saves may take longer than the usual 2 s wait for the lock.
  @Test func fiftyConcurrentProcessesEachAddingOneLeaveFifty() async throws {
    try await withTemporaryDirectory { directory in
      let url = settingsURL(in: directory)
      await withTaskGroup(of: Void.self) { group in
        for _ in 0..<50 {
          group.addTask {
            await #expect(processExitsWith: .success) { [url = url as URL] in
              let store = SettingsStore.file(
                at: BytePath(url.path), now: { Date() }, lockWait: .seconds(60))
              _ = try store.update { $0.useCount += 1 }
            }
          }
        }
      }
      let load = SettingsStore.file(at: url).load()
      #expect(load == SettingsLoad(settings: Settings(useCount: 50)))
    }
  }
}
