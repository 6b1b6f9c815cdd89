import Foundation
import Testing

/// Finds `../shared` (the spec and reference data), which a user's clone does not have. Tests
/// that need it skip there, but in CI (`CI=true`), where it is always present, they fail.
public enum SharedSpec {
  /// The folder, from `CONJUGAR_SHARED` or beside the repository.
  public static let directory: URL? = {
    let environment = ProcessInfo.processInfo.environment
    if let path = environment["CONJUGAR_SHARED"] {
      return URL(fileURLWithPath: path)
    }
    var url = URL(fileURLWithPath: #filePath)
    // Tests/ConjugarTestSupport/SharedSpec.swift: three levels below the repository.
    for _ in 0..<3 { url.deleteLastPathComponent() }
    let shared = url.deletingLastPathComponent().appendingPathComponent("shared")
    return FileManager.default.fileExists(atPath: shared.appendingPathComponent("reference").path)
      ? shared : nil
  }()

  public static let isCI = ProcessInfo.processInfo.environment["CI"] == "true"

  /// Why the tests that read ../shared are skipped, or nil when they run.
  public static let skipReason: String? =
    directory == nil && !isCI
    ? "../shared is not beside this clone: reference tests skipped (they run in CI)" : nil

  /// The trait of a test that reads ../shared: skipped, with the reason, where it is missing.
  public static var needed: ConditionTrait {
    .disabled(if: skipReason != nil, Comment(rawValue: skipReason ?? ""))
  }

  /// The text of a file under ../shared, gunzipped when it ends in `.gz`.
  public static func text(_ path: String) throws -> String {
    guard let directory else { throw SharedSpecError.missing }
    let url = directory.appendingPathComponent(path)
    guard path.hasSuffix(".gz") else { return try String(contentsOf: url, encoding: .utf8) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["gzip", "-dc", url.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw SharedSpecError.unreadable(path) }
    return String(decoding: data, as: UTF8.self)
  }
}

/// Why a file under ../shared could not be read.
public enum SharedSpecError: Error, CustomStringConvertible {
  case missing
  case unreadable(String)

  public var description: String {
    switch self {
    case .missing: "../shared is missing, and CI=true requires it"
    case .unreadable(let path): "cannot read ../shared/\(path)"
    }
  }
}
