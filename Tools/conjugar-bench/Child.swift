import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What one run of a child process cost.
struct Run {
  var seconds: Double
  /// User plus system CPU time.
  var cpuSeconds: Double
  var peakKB: Int
  var bytes: Int
}

/// Runs `path args`, feeding `input` on stdin, discarding stdout and stderr; wall and CPU time,
/// peak RSS.
func measure(_ path: String, _ args: [String], input: Data? = nil) -> Run? {
  var pid: pid_t = 0
  var inPipe: [Int32] = [0, 0]
  var outPipe: [Int32] = [0, 0]
  guard pipe(&inPipe) == 0, pipe(&outPipe) == 0 else { return nil }
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  posix_spawn_file_actions_adddup2(&actions, inPipe[0], 0)
  posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
  posix_spawn_file_actions_addclose(&actions, inPipe[1])
  posix_spawn_file_actions_addclose(&actions, outPipe[0])
  // Warnings (a guessed verb's) would interleave with the report.
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
  let argv = ([path] + args).map { strdup($0) } + [nil]
  defer { for arg in argv { free(arg) } }
  let start = DispatchTime.now()
  guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return nil }
  close(inPipe[0])
  close(outPipe[1])
  let writeEnd = inPipe[1]
  let writer = Thread {
    if let input { input.withUnsafeBytes { _ = write(writeEnd, $0.baseAddress, $0.count) } }
    close(writeEnd)
  }
  writer.start()
  var bytes = 0
  var peak = 0
  var chunk = [UInt8](repeating: 0, count: 1 << 20)
  var polled = DispatchTime(uptimeNanoseconds: 0)
  while true {
    let n = read(outPipe[0], &chunk, chunk.count)
    // Poll every 5 ms at most, so the reader does not compete with what it measures.
    let now = DispatchTime.now()
    if n <= 0 || now.uptimeNanoseconds - polled.uptimeNanoseconds > 5_000_000 {
      peak = max(peak, highWaterKB(pid))
      polled = now
    }
    if n <= 0 { break }
    bytes += n
  }
  close(outPipe[0])
  var status: Int32 = 0
  var usage = rusage()
  wait4(pid, &status, 0, &usage)
  let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
  let cpu =
    Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
    + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
  return Run(
    seconds: seconds, cpuSeconds: cpu, peakKB: peak > 0 ? peak : Int(usage.ru_maxrss),
    bytes: bytes)
}

/// The peak resident memory of `pid`'s program so far (VmHWM). Unlike the `ru_maxrss` of a
/// spawned child, it does not include the memory of this process at spawn time (posix_spawn
/// vforks, and the kernel carries the parent's high-water mark into the child at exec).
func highWaterKB(_ pid: pid_t) -> Int {
  guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
    let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
  else { return 0 }
  return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
}

/// The median run by wall time.
func median(_ runs: [Run]) -> Run {
  let sorted = runs.sorted { $0.seconds < $1.seconds }
  return sorted[sorted.count / 2]
}

/// The median of `times` runs of `body`, nil if none ran.
func repeated(_ times: Int, _ body: () -> Run?) -> Run? {
  let runs = (0..<times).compactMap { _ in body() }
  return runs.isEmpty ? nil : median(runs)
}

/// The standard output of `path args`, fed `input`.
func output(_ path: String, _ args: [String], input: Data? = nil) -> Data {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: path)
  process.arguments = args
  let outPipe = Pipe()
  let inPipe = Pipe()
  process.standardOutput = outPipe
  process.standardInput = inPipe
  process.standardError = FileHandle.nullDevice
  guard (try? process.run()) != nil else { return Data() }
  let writer = Thread {
    if let input { inPipe.fileHandleForWriting.write(input) }
    try? inPipe.fileHandleForWriting.close()
  }
  writer.start()
  let data = outPipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return data
}

/// Digests of output, through the system's `sha256sum`.
enum Digest {
  /// The hex SHA-256 of `data`, or "unavailable".
  static func sha256(_ data: Data) -> String {
    let text = String(decoding: output("/usr/bin/env", ["sha256sum"], input: data), as: UTF8.self)
    return text.split(separator: " ").first.map(String.init) ?? "unavailable"
  }
}
