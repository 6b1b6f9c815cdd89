import Foundation

/// Instruction counts from valgrind's callgrind: deterministic for the same binary, input and
/// environment, unlike wall time on a shared machine.
enum Instructions {
  /// The valgrind executable, if installed.
  static let valgrind: String? = ["/usr/bin/valgrind", "/usr/local/bin/valgrind"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// The instructions `path args` executes, fed `input`; nil without valgrind.
  static func count(_ path: String, _ args: [String], input: Data? = nil) -> Int? {
    guard let valgrind else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: valgrind)
    process.arguments = ["--tool=callgrind", "--callgrind-out-file=/dev/null", path] + args
    // The same small environment every time, so counts do not depend on the caller's.
    process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": "/nonexistent"]
    let inPipe = Pipe()
    let errPipe = Pipe()
    process.standardInput = inPipe
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errPipe
    guard (try? process.run()) != nil else { return nil }
    let writer = Thread {
      if let input { inPipe.fileHandleForWriting.write(input) }
      try? inPipe.fileHandleForWriting.close()
    }
    writer.start()
    let report = String(decoding: errPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    // "==123== Collected : 20103006"
    guard let line = report.split(separator: "\n").first(where: { $0.contains("Collected :") }),
      let number = line.split(separator: " ").last
    else { return nil }
    return Int(number)
  }

  /// `count` as millions, `20.1M`.
  static func millions(_ count: Int) -> String { String(format: "%.1fM", Double(count) / 1e6) }
}
