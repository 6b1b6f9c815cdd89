import Foundation
import Testing

@testable import ConjugarCLI

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct SettingsFileSystemTests {
  @Test func replacingAFileLeavesNoTemporaryFilesBehind() async throws {
    try await withTemporaryDirectory { directory in
      let path = BytePath(directory.appendingPathComponent("settings.json").path)
      try SettingsFileSystem.replace(path, with: Array("one".utf8))
      try SettingsFileSystem.replace(path, with: Array("two".utf8))
      let entries = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      #expect(entries == ["settings.json"])
      #expect(try String(contentsOfFile: "\(path)", encoding: .utf8) == "two")
    }
  }

  @Test func writingANewFileNeverOverwritesAnOldOne() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("kept").path
      try SettingsFileSystem.writeNewFile(BytePath(path), Array("first".utf8))
      #expect(throws: SettingsFileFailure.self) {
        try SettingsFileSystem.writeNewFile(BytePath(path), Array("second".utf8))
      }
      #expect(try String(contentsOfFile: path, encoding: .utf8) == "first")
    }
  }

  @Test func aMissingFileHasNoContentsRatherThanAnError() async throws {
    try await withTemporaryDirectory { directory in
      let path = BytePath(directory.appendingPathComponent("absent").path)
      let contents = try SettingsFileSystem.contents(of: path).get()
      #expect(contents == nil)
    }
  }

  @Test func makingDirectoriesCreatesEveryMissingParent() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("a/b/c").path
      try SettingsFileSystem.makeDirectories(BytePath(path))
      try SettingsFileSystem.makeDirectories(BytePath(path))
      #expect(FileManager.default.fileExists(atPath: path))
    }
  }

  @Test func theLockRunsTheBodyAndLeavesNoFile() async throws {
    try await withTemporaryDirectory { directory in
      let result = try SettingsFileSystem.withExclusiveLock(
        onDirectory: BytePath(directory.path), waitingAtMost: .zero
      ) { 42 }
      #expect(result == 42)
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }
  }

  @Test func aFileLargerThanTheLimitIsRefused() async throws {
    try await withTemporaryDirectory { directory in
      let path = BytePath(directory.appendingPathComponent("huge").path)
      let size = SettingsFileSystem.maximumFileSize + 1
      try SettingsFileSystem.writeNewFile(path, Array(repeating: 0x20, count: size))
      #expect(throws: SettingsFileFailure.self) {
        try SettingsFileSystem.contents(of: path).get()
      }
    }
  }

  @Test func aFIFOInTheFilesPlaceReadsAsEmptyInsteadOfHanging() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("fifo").path
      try #require(mkfifo(path, 0o600) == 0)
      let contents = try SettingsFileSystem.contents(of: BytePath(path)).get()
      #expect(contents == [])
    }
  }

  @Test func aRelativeLinkIsFollowedFromItsOwnDirectory() async throws {
    try await withTemporaryDirectory { directory in
      let link = directory.appendingPathComponent("a/settings.json")
      try FileManager.default.createDirectory(
        at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "../b")
      let target = try SettingsFileSystem.target(of: BytePath(link.path))
      #expect(target == BytePath(directory.path + "/a/../b"))
    }
  }

  @Test func aLoopOfLinksIsAnError() async throws {
    try await withTemporaryDirectory { directory in
      let link = directory.appendingPathComponent("loop").path
      try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "loop")
      #expect(throws: SettingsFileFailure(code: ELOOP)) {
        try SettingsFileSystem.target(of: BytePath(link))
      }
    }
  }
}
