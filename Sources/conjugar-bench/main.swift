import Foundation

#if canImport(Glibc)
  import Glibc
#endif

// `make bench`: times the release `conjugar` binary (CONJUGAR_BIN) and prints medians of
// several runs: start-up next to a Foundation hello world built with the same flags, a single
// lookup next to it, the whole lexicon in TSV with vos, 2,000 verbs read from stdin, and 2,000
// forms of those verbs looked up from stdin.

struct Run {
  var seconds: Double
  var peakKB: Int
  var bytes: Int
}

/// Runs `path args`, feeding `input` on stdin, discarding stdout; wall time and peak RSS.
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
  return Run(seconds: seconds, peakKB: peak > 0 ? peak : Int(usage.ru_maxrss), bytes: bytes)
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

func median(_ runs: [Run]) -> Run {
  let sorted = runs.sorted { $0.seconds < $1.seconds }
  return sorted[sorted.count / 2]
}

func repeated(_ times: Int, _ body: () -> Run?) -> Run? {
  let runs = (0..<times).compactMap { _ in body() }
  return runs.isEmpty ? nil : median(runs)
}

func ms(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }

let environment = ProcessInfo.processInfo.environment
guard let conjugar = environment["CONJUGAR_BIN"],
  FileManager.default.isExecutableFile(atPath: conjugar)
else {
  FileHandle.standardError.write(
    Data("conjugar-bench: set CONJUGAR_BIN to a built conjugar\n".utf8))
  exit(64)
}
let work = FileManager.default.temporaryDirectory.appendingPathComponent("conjugar-bench")
try? FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)

// A Foundation hello world, built with the flags of a release build.
let helloSource = work.appendingPathComponent("hello.swift")
let hello = work.appendingPathComponent("hello").path
try? "import Foundation\nFileHandle.standardOutput.write(Data(\"hello\\n\".utf8))\n"
  .write(to: helloSource, atomically: true, encoding: .utf8)
let swiftc = Process()
swiftc.executableURL = URL(fileURLWithPath: "/usr/bin/env")
swiftc.arguments = ["swiftc", "-O", helloSource.path, "-o", hello]
try? swiftc.run()
swiftc.waitUntilExit()

let runs = Int(environment["BENCH_RUNS"] ?? "") ?? 15
print("conjugar benchmark (\(ProcessInfo.processInfo.activeProcessorCount) cores, medians)")

// The three start-up commands run in turn, round after round, so that they share whatever else
// the machine is doing; each figure is the median of its own runs.
var helloRuns: [Run] = []
var conjugarRuns: [Run] = []
var lookupRuns: [Run] = []
for _ in 0..<(runs * 3) {
  if let run = measure(hello, []) { helloRuns.append(run) }
  if let run = measure(conjugar, ["hablar"]) { conjugarRuns.append(run) }
  if let run = measure(conjugar, ["tuvieron"]) { lookupRuns.append(run) }
}
if !helloRuns.isEmpty, !conjugarRuns.isEmpty, !lookupRuns.isEmpty {
  let base = median(helloRuns)
  let start = median(conjugarRuns)
  let lookup = median(lookupRuns)
  print(
    "start-up: conjugar hablar \(ms(start.seconds)), hello world \(ms(base.seconds)), "
      + String(format: "ratio %.2fx (target <= 1.5x)", start.seconds / base.seconds))
  print(
    "single lookup: conjugar tuvieron \(ms(lookup.seconds)), "
      + String(format: "ratio %.2fx hello world", lookup.seconds / base.seconds))
}

/// The standard output of `conjugar args`, fed `input`.
func output(_ args: [String], input: Data? = nil) -> String {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: conjugar)
  process.arguments = args
  let outPipe = Pipe()
  let inPipe = Pipe()
  process.standardOutput = outPipe
  process.standardInput = inPipe
  process.standardError = FileHandle.nullDevice
  guard (try? process.run()) != nil else { return "" }
  let writer = Thread {
    if let input { inPipe.fileHandleForWriting.write(input) }
    try? inPipe.fileHandleForWriting.close()
  }
  writer.start()
  let data = outPipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return String(decoding: data, as: UTF8.self)
}

let verbs = output(["--list-verbs"]).split(separator: "\n")

if let all = repeated(
  max(3, runs / 3), { measure(conjugar, ["--all", "--format", "tsv", "--vos"]) })
{
  let cells = Double(verbs.isEmpty ? 14_700 * 141 : verbs.count * 141)
  print(
    "whole lexicon, TSV with vos: \(ms(all.seconds)) (target < 1 s), "
      + String(format: "%.2f M cells/s", cells / all.seconds / 1e6)
      + ", peak \(all.peakKB / 1024) MB (target < 40 MB)")
}

if !verbs.isEmpty {
  var generator = SystemRandomNumberGenerator()
  let sample = (0..<2_000).map { _ in verbs[Int.random(in: 0..<verbs.count, using: &generator)] }
  let input = Data((sample.joined(separator: "\n") + "\n").utf8)
  if let run = repeated(
    max(3, runs / 3),
    {
      measure(conjugar, ["--format", "tsv", "--vos", "-"], input: input)
    })
  {
    print(
      "2,000 verbs from stdin, TSV with vos: \(ms(run.seconds)), "
        + String(format: "%.2f M cells/s", 2_000 * 141 / run.seconds / 1e6)
        + ", peak \(run.peakKB / 1024) MB")
  }

  // 2,000 cells picked at random from the TSV of those verbs: each line's first form. Built in a
  // function so the TSV is freed before measuring: posix_spawn vforks, and a child's peak RSS
  // counts the memory of its parent at that moment.
  func pickForms() -> Data? {
    var generator = SystemRandomNumberGenerator()
    let cells = output(["--format", "tsv", "--vos", "-"], input: input).split(separator: "\n")
    let forms = cells.compactMap { line -> Substring? in
      let columns = line.split(separator: "\t")
      guard columns.count == 4, columns[3] != "-" else { return nil }
      return columns[3].split(separator: "|").first
    }
    guard !forms.isEmpty else { return nil }
    let picked = (0..<2_000).map { _ in forms[Int.random(in: 0..<forms.count, using: &generator)] }
    return Data((picked.joined(separator: "\n") + "\n").utf8)
  }
  if let formInput = pickForms() {
    let arguments = ["--lookup", "--format", "tsv", "--vos", "-"]
    if let run = repeated(max(3, runs / 3), { measure(conjugar, arguments, input: formInput) }) {
      print(
        "2,000 forms from stdin, --lookup TSV with vos: \(ms(run.seconds)), "
          + String(format: "%.0f lookups/s", 2_000 / run.seconds)
          + ", peak \(run.peakKB / 1024) MB")
    }
  }
}
