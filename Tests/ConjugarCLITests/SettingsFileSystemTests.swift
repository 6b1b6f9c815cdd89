import Foundation
import Testing

@testable import ConjugarCLI

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct SettingsFileSystemTests {
  @Test func replacingAFileLeavesNoTemporaryFilesBehind() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("settings.json").path
      try SettingsFileSystem.replace(path, with: Data("one".utf8))
      try SettingsFileSystem.replace(path, with: Data("two".utf8))
      let entries = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      #expect(entries == ["settings.json"])
      #expect(try String(contentsOfFile: path, encoding: .utf8) == "two")
    }
  }

  @Test func writingANewFileNeverOverwritesAnOldOne() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("kept").path
      try SettingsFileSystem.writeNewFile(path, Data("first".utf8))
      #expect(throws: SettingsFileFailure.self) {
        try SettingsFileSystem.writeNewFile(path, Data("second".utf8))
      }
      #expect(try String(contentsOfFile: path, encoding: .utf8) == "first")
    }
  }

  @Test func aMissingFileHasNoContentsRatherThanAnError() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("absent").path
      let contents = try SettingsFileSystem.contents(ofFile: path).get()
      #expect(contents == nil)
    }
  }

  @Test func makingDirectoriesCreatesEveryMissingParent() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("a/b/c").path
      try SettingsFileSystem.makeDirectories(path)
      try SettingsFileSystem.makeDirectories(path)
      #expect(FileManager.default.fileExists(atPath: path))
    }
  }

  @Test func theLockRunsTheBodyAndLeavesTheLockFile() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("settings.json.lock").path
      let result = try SettingsFileSystem.withExclusiveLock(onFile: path) { 42 }
      #expect(result == 42)
      #expect(FileManager.default.fileExists(atPath: path))
    }
  }

  @Test func aFileLargerThanTheLimitIsRefused() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("huge").path
      let size = SettingsFileSystem.maximumFileSize + 1
      try SettingsFileSystem.writeNewFile(path, Data(repeating: 0x20, count: size))
      #expect(throws: SettingsFileFailure.self) {
        try SettingsFileSystem.contents(ofFile: path).get()
      }
    }
  }

  @Test func aFIFOInTheFilesPlaceReadsAsEmptyInsteadOfHanging() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("fifo").path
      try #require(mkfifo(path, 0o600) == 0)
      let contents = try SettingsFileSystem.contents(ofFile: path).get()
      #expect(contents == Data())
    }
  }
}
