import ConjugarTestSupport
import Foundation
import Testing

/// README's "Use as a library" example, kept true: built as a package of its own that depends
/// on this checkout by path, and run. A fresh build of the engine takes some 30 seconds, so it
/// runs in CI and with `make library-check`; the reading of the README always runs.
@Suite struct LibraryUseTests {
  private static let readme = repositoryRoot.appendingPathComponent("README.md")

  private static let isEnabled =
    SharedSpec.isCI || ProcessInfo.processInfo.environment["CONJUGAR_LIBRARY_CHECK"] == "1"

  @Test func theReadmeHasAManifestAMainAndTheirOutput() throws {
    let example = try #require(
      ReadmeExample.parse(String(contentsOf: Self.readme, encoding: .utf8)))
    #expect(example.manifest.contains(#".package(path: "../conjugar")"#))
    #expect(example.manifest.contains(#".product(name: "ConjugarCore", package: "conjugar")"#))
    #expect(example.target != nil)
    #expect(example.main.contains("import ConjugarCore"))
  }

  /// The example's package, written in a temporary folder beside a link named `conjugar` to
  /// this checkout (the `../conjugar` its manifest names), builds and prints what README says.
  @Test(
    .enabled(
      if: isEnabled, "library check: make library-check builds README's example (CI runs it)"),
    .timeLimit(.minutes(10)))
  func theReadmeExampleBuildsAgainstTheCheckoutAndPrintsItsOutput() throws {
    let example = try #require(
      ReadmeExample.parse(String(contentsOf: Self.readme, encoding: .utf8)))
    let target = try #require(example.target)
    let fileManager = FileManager.default
    let work = fileManager.temporaryDirectory
      .appendingPathComponent("conjugar-library-\(UUID().uuidString)")
    defer { try? fileManager.removeItem(at: work) }
    let package = work.appendingPathComponent("hello")
    let sources = package.appendingPathComponent("Sources").appendingPathComponent(target)
    try fileManager.createDirectory(at: sources, withIntermediateDirectories: true)
    try fileManager.createSymbolicLink(
      at: work.appendingPathComponent("conjugar"), withDestinationURL: repositoryRoot)
    try example.manifest.write(
      to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try example.main.write(
      to: sources.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)

    let build = try Self.run("/usr/bin/env", ["swift", "build", "--package-path", package.path])
    try #require(build.status == 0, "swift build failed:\n\(build.output)")
    let bin = try Self.run(
      "/usr/bin/env", ["swift", "build", "--package-path", package.path, "--show-bin-path"])
    let path = bin.output.split(separator: "\n").last.map(String.init) ?? ""
    let binary = URL(fileURLWithPath: path).appendingPathComponent(target).path
    let run = try Self.run(binary, [])
    #expect(run.status == 0)
    #expect(run.output == example.output)
  }

  /// Runs `executable` with `arguments`; its status and what it wrote, both streams together.
  private static func run(_ executable: String, _ arguments: [String]) throws -> (
    status: Int32, output: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
