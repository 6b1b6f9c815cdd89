import Foundation
import SeededRandom

#if canImport(Glibc)
  import Glibc
#endif

// `make bench`: measures the release `conjugar` binary (CONJUGAR_BIN). Instruction counts come
// from valgrind when it is installed (deterministic); wall times are medians of several runs
// (BENCH_RUNS). Samples are drawn with a fixed seed, so every run measures the same input.

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

/// Builds a hello world with the flags of a release build; its path, or nil.
func helloWorld(_ name: String, _ source: String) -> String? {
  let file = work.appendingPathComponent("\(name).swift")
  let binary = work.appendingPathComponent(name).path
  try? source.write(to: file, atomically: true, encoding: .utf8)
  let swiftc = Process()
  swiftc.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  swiftc.arguments = ["swiftc", "-O", file.path, "-o", binary]
  try? swiftc.run()
  swiftc.waitUntilExit()
  return swiftc.terminationStatus == 0 ? binary : nil
}

let hello = helloWorld(
  "hello", "import Foundation\nFileHandle.standardOutput.write(Data(\"hello\\n\".utf8))\n")
let runs = Int(environment["BENCH_RUNS"] ?? "") ?? 15
func ms(_ seconds: Double) -> String { String(format: "%.0f ms", seconds * 1000) }
print("conjugar benchmark (\(ProcessInfo.processInfo.activeProcessorCount) cores)")

// Deterministic samples: verbs of the table, and forms of those verbs.
func pick<T>(_ count: Int, from items: [T], seed: UInt64) -> [T] {
  var random = SplitMix64(seed: seed)
  return (0..<count).map { _ in items[Int(random.next() % UInt64(items.count))] }
}
func lines<S: StringProtocol>(_ items: [S]) -> Data {
  Data((items.joined(separator: "\n") + "\n").utf8)
}
let verbs = String(decoding: output(conjugar, ["--list-verbs"]), as: UTF8.self)
  .split(separator: "\n")
let sample = pick(2_000, from: verbs, seed: 2026)
let forms: [Substring] = {
  let tsv = String(
    decoding: output(conjugar, ["--format", "tsv", "--vos", "-"], input: lines(sample)),
    as: UTF8.self)
  let all = tsv.split(separator: "\n").compactMap { line -> Substring? in
    let columns = line.split(separator: "\t")
    guard columns.count == 4, columns[3] != "-" else { return nil }
    return columns[3].split(separator: "|").first
  }
  return all.isEmpty ? [] : pick(2_000, from: all, seed: 1999)
}()

// Unlisted words as a batch meets them (issue 23): listed verbs with a letter dropped, added or
// changed (mostly slips, refused), and made-up words (mostly guessed as new verbs).
let unlisted: [Substring] = {
  var random = SplitMix64(seed: 23)
  let listed = Set(verbs)
  let letters = Array("abcdefghijlmnoprstuvz")
  let consonants = Array("bcdfglmnprstvz")
  let vowels = Array("aeiou")
  func any<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
  var words: [Substring] = []
  while words.count < 1_200, !verbs.isEmpty {
    var word: [Character]
    if random.next() % 2 == 0 {
      word = Array(any(verbs))
      let at = Int(random.next() % UInt64(word.count))
      switch random.next() % 3 {
      case 0: word.remove(at: at)
      case 1: word.insert(any(letters), at: at)
      default: word[at] = any(letters)
      }
    } else {
      word = []
      for _ in 0..<(2 + Int(random.next() % 3)) { word += [any(consonants), any(vowels)] }
      word += Array(any(["ar", "er", "ir", "ear", "izar"]))
    }
    let text = Substring(String(word))
    if !listed.contains(text) { words.append(text) }
  }
  return words
}()

// Instructions (valgrind): start-up next to the hello world, and the cost of one more verb or
// one more lookup in a batch (the difference of two batch sizes, so start-up cancels out).
if Instructions.valgrind == nil {
  print("instructions: valgrind is not installed (apt-get install valgrind); skipped")
} else if let hello, let base = Instructions.count(hello, []) {
  func startUp(_ args: [String], target: Double?) {
    guard let count = Instructions.count(conjugar, args) else { return }
    let ratio = Double(count) / Double(base)
    let command = "conjugar \(args.joined(separator: " "))"
    let verdict = target.map {
      " " + Targets.atMost("start-up \(command)", ratio, $0, String(format: "%.1fx", $0))
    }
    print(
      "instructions, \(command): \(Instructions.millions(count)), "
        + String(format: "%.2fx hello world", ratio) + (verdict ?? ""))
  }
  print("instructions, Foundation hello world: \(Instructions.millions(base))")
  startUp(["hablar"], target: 1.1)
  startUp(["--format", "tsv", "hablar"], target: 1.1)
  startUp(["tuvieron"], target: 1.1)
  // Single lookups of other shapes: a form of two verbs, a compound, attached pronouns, a
  // prefixed irregular verb.
  for query in ["fue", "hubiésemos dicho", "dímelo", "contuvieron"] {
    startUp([query], target: nil)
  }
  // The first guess: an unlisted verb conjugated by its ending, from the build-time index.
  startUp(["tuitear"], target: nil)
  // Issue 23: a guessed verb and a refused slip cost at most 1.5 times a listed verb.
  if let listed = Instructions.count(conjugar, ["hablar"]) {
    for args in [["--guess", "tuitear"], ["ablar"]] {
      guard let count = Instructions.count(conjugar, args) else { continue }
      let ratio = Double(count) / Double(listed)
      print(
        "instructions, conjugar \(args.joined(separator: " ")): \(Instructions.millions(count)), "
          + String(format: "%.2fx conjugar hablar ", ratio)
          + Targets.atMost("conjugar \(args.joined(separator: " "))", ratio, 1.5, "1.5x"))
    }
  }
  func perItem(_ args: [String], _ items: [Substring], _ small: Int, _ large: Int) -> Int? {
    guard let few = Instructions.count(conjugar, args, input: lines(Array(items.prefix(small)))),
      let many = Instructions.count(conjugar, args, input: lines(Array(items.prefix(large))))
    else { return nil }
    return (many - few) / (large - small)
  }
  if let verb = perItem(["--format", "tsv", "--vos", "-"], sample, 200, 1_200) {
    print(
      "instructions per batch verb, TSV with vos: \(verb / 1000)k "
        + Targets.atMost("instructions per batch verb", Double(verb), 120_000, "120k")
        + (verb <= 60_000 ? ", stretch <= 60k met" : ", stretch <= 60k not met"))
  }
  if let word = perItem(["--format", "tsv", "--vos", "-"], unlisted, 200, 1_200) {
    print(
      "instructions per batch unlisted word (slips and new verbs), TSV with vos: "
        + "\(word / 1000)k "
        + Targets.atMost("instructions per unlisted word", Double(word), 300_000, "300k"))
  }
  let lookupArguments = ["--lookup", "--format", "tsv", "--vos", "-"]
  if !forms.isEmpty, let lookup = perItem(lookupArguments, forms, 100, 600) {
    print("instructions per batch lookup, TSV with vos: \(lookup / 1000)k")
  }
  // The same 100 forms twice: the second time, the lookup has their verbs conjugated already
  // (it keeps 256), so the difference is the cost of a form whose verb was seen before.
  let seen = Array(forms.prefix(100))
  if !seen.isEmpty, let once = Instructions.count(conjugar, lookupArguments, input: lines(seen)),
    let twice = Instructions.count(conjugar, lookupArguments, input: lines(seen + seen))
  {
    print(
      "instructions per batch lookup of a verb seen before, TSV with vos: "
        + "\((twice - once) / seen.count / 1000)k")
  }
}

// Wall time: the start-up commands run in turn, round after round, so that they share whatever
// else the machine is doing; each figure is the median of its own runs.
var helloRuns: [Run] = []
var conjugarRuns: [Run] = []
var lookupRuns: [Run] = []
var guessRuns: [Run] = []
for _ in 0..<(runs * 3) {
  if let hello, let run = measure(hello, []) { helloRuns.append(run) }
  if let run = measure(conjugar, ["hablar"]) { conjugarRuns.append(run) }
  if let run = measure(conjugar, ["tuvieron"]) { lookupRuns.append(run) }
  if let run = measure(conjugar, ["tuitear"]) { guessRuns.append(run) }
}
if !helloRuns.isEmpty, !conjugarRuns.isEmpty, !lookupRuns.isEmpty, !guessRuns.isEmpty {
  let base = median(helloRuns).seconds
  let start = median(conjugarRuns).seconds
  let lookup = median(lookupRuns).seconds
  let guess = median(guessRuns).seconds
  print(
    String(format: "wall, start-up: conjugar hablar %.2f ms, ", start * 1000)
      + String(format: "hello world %.2f ms, ratio %.2fx", base * 1000, start / base))
  print(String(format: "wall, single lookup conjugar tuvieron: ratio %.2fx", lookup / base))
  print(
    String(format: "wall, first guess conjugar tuitear: %.2f ms, ", guess * 1000)
      + String(format: "ratio %.2fx hello world", guess / base))
}

let allArguments = ["--all", "--format", "tsv", "--vos"]
if let all = repeated(max(3, runs / 3), { measure(conjugar, allArguments) }) {
  print(
    "wall, whole lexicon TSV with vos: \(ms(all.seconds)) "
      + Targets.atMost("whole lexicon wall", all.seconds, 0.3, "300 ms")
      + ", CPU \(ms(all.cpuSeconds)) "
      + Targets.atMost("whole lexicon CPU", all.cpuSeconds, 0.6, "600 ms")
      + ", peak \(all.peakKB / 1024) MB "
      + Targets.atMost("peak memory", Double(all.peakKB), 30 * 1024, "30 MB")
      + ", \(all.bytes / 1_000_000) MB written")
}
let lexiconHash = Digest.sha256(output(conjugar, allArguments))
let hashMatches = lexiconHash == recordedLexiconSHA256
let hashVerdict =
  hashMatches ? "the recorded hash" : "DIFFERS from the recorded \(recordedLexiconSHA256)"
print("whole lexicon TSV with vos, SHA-256: \(lexiconHash) (\(hashVerdict))")

if let run = repeated(
  max(3, runs / 3),
  {
    measure(conjugar, ["--format", "tsv", "--vos", "-"], input: lines(sample))
  })
{
  print(
    "wall, 2,000 verbs from stdin, TSV with vos: \(ms(run.seconds)), peak \(run.peakKB / 1024) MB")
}
if !forms.isEmpty,
  let run = repeated(
    max(3, runs / 3),
    {
      measure(conjugar, ["--lookup", "--format", "tsv", "--vos", "-"], input: lines(forms))
    })
{
  print(
    "wall, 2,000 forms from stdin, --lookup TSV with vos: "
      + String(format: "%.0f lookups/s ", 2_000 / run.seconds)
      + Targets.atLeast("lookups per second", 2_000 / run.seconds, 20_000, "20,000")
      + ", peak \(run.peakKB / 1024) MB")
}

benchCheck(conjugar, runs: runs)
benchCheckUnknown(conjugar, runs: runs)
print(Targets.summary)
// A changed lexicon is a failure of the bench, unless its new hash is recorded on purpose.
if !hashMatches { exit(1) }
