import Foundation
import Testing

/// Finds `../shared` (the reference data), which a user's clone does not have; as
/// `SharedSpec` of the engine's tests: tests that need it skip there, but fail in CI
/// (`CI=true`), where it is always present.
enum SharedReference {
  /// The folder, from `CONJUGAR_SHARED` or beside the repository.
  static let directory: URL? = {
    if let path = ProcessInfo.processInfo.environment["CONJUGAR_SHARED"] {
      return URL(fileURLWithPath: path)
    }
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    let shared = url.deletingLastPathComponent().appendingPathComponent("shared")
    return FileManager.default.fileExists(atPath: shared.appendingPathComponent("reference").path)
      ? shared : nil
  }()

  static let isCI = ProcessInfo.processInfo.environment["CI"] == "true"

  /// Why the tests that read ../shared are skipped, or nil when they run.
  static let skipReason: String? =
    directory == nil && !isCI
    ? "../shared is not beside this clone: reference tests skipped (they run in CI)" : nil

  /// The trait of a test that reads ../shared: skipped, with the reason, where it is missing.
  static var needed: ConditionTrait {
    .disabled(if: skipReason != nil, Comment(rawValue: skipReason ?? ""))
  }

  /// The text of a gzipped file under ../shared.
  static func gunzipped(_ path: String) throws -> String {
    guard let directory else { throw SharedReferenceError.missing }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["gzip", "-dc", directory.appendingPathComponent(path).path]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw SharedReferenceError.unreadable(path) }
    return String(decoding: data, as: UTF8.self)
  }
}

enum SharedReferenceError: Error, CustomStringConvertible {
  case missing
  case unreadable(String)

  var description: String {
    switch self {
    case .missing: "../shared is missing, and CI=true requires it"
    case .unreadable(let path): "cannot read ../shared/\(path)"
    }
  }
}
