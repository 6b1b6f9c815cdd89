import Foundation
import Testing

/// The `conjugar` executable built with the tests, for end-to-end runs.
enum BuiltBinary {
  /// `$CONJUGAR_BINARY`, else `conjugar` next to the test bundle, else the newest
  /// `.build*/debug/conjugar` of the package; nil if none is built.
  static let url: URL? = {
    let fileManager = FileManager.default
    if let path = ProcessInfo.processInfo.environment["CONJUGAR_BINARY"] {
      return fileManager.isExecutableFile(atPath: path) ? URL(fileURLWithPath: path) : nil
    }
    var candidates: [URL] = []
    for path in [Bundle.main.executablePath, CommandLine.arguments.first].compactMap({ $0 }) {
      var directory = URL(fileURLWithPath: path).deletingLastPathComponent()
      // On some platforms the test binary sits inside an .xctest bundle.
      for _ in 0..<4 {
        candidates.append(directory.appendingPathComponent("conjugar"))
        directory.deleteLastPathComponent()
      }
    }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let builds = (try? fileManager.contentsOfDirectory(atPath: root.path)) ?? []
    for build in builds.sorted() where build.hasPrefix(".build") {
      candidates.append(root.appendingPathComponent(build).appendingPathComponent("debug/conjugar"))
    }
    return candidates.first { candidate in
      var isDirectory: ObjCBool = false
      return fileManager.fileExists(atPath: candidate.path, isDirectory: &isDirectory)
        && !isDirectory.boolValue && fileManager.isExecutableFile(atPath: candidate.path)
    }
  }()

  /// The skip message when the binary is missing.
  static let missing: Comment =
    "no built conjugar binary found: run `swift build` first or set CONJUGAR_BINARY"
}

/// What one run of the built binary produced.
struct ProcessResult {
  var status: Int32
  var output: Data
  var errorOutput: String
  /// False when a signal ended the process (`status` is then the signal's number).
  var exitedNormally = true

  var outputText: String { String(decoding: output, as: UTF8.self) }
}

/// Runs the built binary with `arguments` in `environment` (a fresh `XDG_CONFIG_HOME` by
/// default, so the real settings file is never touched), standard input from `/dev/null`.
func runBinary(_ arguments: [String], environment: [String: String]? = nil) throws
  -> ProcessResult
{
  var variables = environment ?? ProcessInfo.processInfo.environment
  if environment == nil {
    variables["XDG_CONFIG_HOME"] =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("conjugar-e2e-\(UUID().uuidString)").path
  }
  return try runProcess(try #require(BuiltBinary.url).path, arguments, environment: variables)
}

/// Runs `executable` to its end with `input` on standard input (else `/dev/null`), collecting
/// both output streams.
func runProcess(
  _ executable: String, _ arguments: [String], environment: [String: String], input: Data? = nil
) throws -> ProcessResult {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  process.environment = environment
  let output = Pipe()
  let errorOutput = Pipe()
  let inputPipe = Pipe()
  process.standardOutput = output
  process.standardError = errorOutput
  process.standardInput = input == nil ? FileHandle.nullDevice : inputPipe
  try process.run()
  let errors = TestBox(Data())
  let group = DispatchGroup()
  DispatchQueue.global().async(group: group) {
    errors.value = errorOutput.fileHandleForReading.readDataToEndOfFile()
  }
  if let input {
    // The process may exit without reading its input: the write must fail, not kill the tests.
    signal(SIGPIPE, SIG_IGN)
    DispatchQueue.global().async(group: group) {
      try? inputPipe.fileHandleForWriting.write(contentsOf: input)
      try? inputPipe.fileHandleForWriting.close()
    }
  }
  let data = output.fileHandleForReading.readDataToEndOfFile()
  group.wait()
  process.waitUntilExit()
  return ProcessResult(
    status: process.terminationStatus, output: data,
    errorOutput: String(decoding: errors.value, as: UTF8.self),
    exitedNormally: process.terminationReason == .exit)
}
