import BundledTables
import ConjugarCore
import Foundation
import SeededRandom

@testable import ConjugarCLI

/// The conjugators tests use, each built once.
enum TestConjugator {
  /// The bundled tables.
  static let shared: Result<Conjugator, any Error> = Result { try Conjugator.bundled() }

  /// The bundled models with only a few of the bundled verbs, for tests that go through every
  /// verb (`--all`, `--list-verbs`), which would take long over the full table in debug builds.
  static let small: Result<Conjugator, any Error> = Result {
    let resources = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Resources")
    func text(_ name: String) throws -> String {
      try String(contentsOf: resources.appendingPathComponent(name), encoding: .utf8)
    }
    let wanted = Set(smallVerbs)
    let verbs = try text("verbs.tsv").split(separator: "\n")
      .filter { wanted.contains(String($0.prefix { $0 != "\t" })) }
    let table = try VerbTable(
      models: text("models.txt"), verbs: verbs.joined(separator: "\n"),
      guessing: text("guessing.txt"))
    return try Conjugator(table: table)
  }

  /// The verbs of `small`.
  static let smallVerbs = [
    "acontecer", "contar", "encontrar", "haber", "hablar", "partir", "ser", "temer", "tener",
    "vivir",
  ]
}

/// What one in-process run of the CLI produced.
struct CLIResult {
  var status: Int32
  var output: String
  var errorOutput: String
  /// How many times standard output was written to.
  var outputWrites: Int

  var outputLines: [Substring] { output.split(separator: "\n", omittingEmptySubsequences: false) }
}

/// An environment for in-process runs: every dependency a test value, nothing touching the
/// real home directory or terminal.
struct TestEnvironment {
  var arguments: [String]
  var input = ""
  /// Whether each read of the input gives one line at most, as from a writer that waits for
  /// each answer; otherwise a read takes all it can.
  var inputArrivesLineByLine = false
  var inputIsRegularFile = false
  var inputIsTerminal = false
  /// How the quiz reads answers on a terminal: `.editingOnly` edits the input's bytes.
  var terminal = TerminalMode.canonical
  var outputIsTerminal = false
  var errorIsTerminal = false
  var processorCount = 2
  var variables: [String: String] = [:]
  var store = SettingsStore.inMemory()
  var warningLog = WarningLog.always
  var clock = TestBox(Date.testEpoch)
  /// How far the clock moves on each reading (the quiz times its questions with it).
  var clockStep: TimeInterval = 0
  var random = SplitMix64(seed: 0)
  var reviewRequests = TestBox(0)
  var conjugator = TestConjugator.shared
  /// An `errno` that every write to standard output fails with, such as `EPIPE`.
  var outputFailure: Int32 = 0
  /// The terminal's size; nil: unknown, so nothing is paged.
  var terminalSize: TerminalSize?
  /// The pager long output on a terminal goes through.
  var pager = TestPager()

  init(_ arguments: [String]) {
    self.arguments = arguments
  }

  func run() -> CLIResult {
    let output = TestBox([UInt8]())
    let writes = TestBox(0)
    let errorOutput = TestBox([UInt8]())
    let failure = outputFailure
    let clock = clock
    let step = clockStep
    let requests = reviewRequests
    let conjugator = conjugator
    let size = terminalSize
    let environment = AppEnvironment(
      arguments: arguments,
      variables: variables,
      standardInput: .reading(input, lineByLine: inputArrivesLineByLine),
      standardInputIsRegularFile: inputIsRegularFile,
      standardOutput: ByteSink { bytes in
        if failure != 0 { return failure }
        writes.modify { $0 += 1 }
        output.modify { $0.append(contentsOf: bytes) }
        return 0
      },
      standardError: ByteSink { bytes in
        errorOutput.modify { $0.append(contentsOf: bytes) }
        return 0
      },
      standardOutputIsTerminal: outputIsTerminal,
      standardErrorIsTerminal: errorIsTerminal,
      processorCount: processorCount,
      settingsStore: store,
      warningLog: warningLog,
      now: {
        var now = Date.testEpoch
        clock.modify { date in
          now = date
          date.addTimeInterval(step)
        }
        return now
      },
      requestReview: { requests.modify { $0 += 1 } },
      makeConjugator: { try conjugator.get() },
      standardInputIsTerminal: inputIsTerminal,
      random: random,
      terminalSize: { size },
      launchPager: pager.launcher { errorOutput.value.count },
      terminal: terminal
    )
    let status = CLI.run(environment)
    return CLIResult(
      status: status,
      output: String(decoding: output.value, as: UTF8.self),
      errorOutput: String(decoding: errorOutput.value, as: UTF8.self),
      outputWrites: writes.value)
  }
}

/// Runs the CLI in-process with `arguments` and nothing else changed.
func run(_ arguments: String...) -> CLIResult {
  TestEnvironment(arguments).run()
}

/// Runs the CLI in-process with `arguments` over `TestConjugator.small`.
func runSmall(_ arguments: String...) -> CLIResult {
  var environment = TestEnvironment(arguments)
  environment.conjugator = TestConjugator.small
  return environment.run()
}

/// The lines of a table after its header: everything from the first blank line on, blank
/// lines, the line explaining vos and the closing pointer to `conjugar info` removed. For a
/// full table these are the tense headings and person lines.
func tableBody(_ output: String) -> [Substring] {
  let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
  guard let firstBlank = lines.firstIndex(of: "") else { return [] }
  return lines[firstBlank...].filter {
    !$0.isEmpty && !$0.contains("explained: conjugar info") && $0 != TableWriter.vosNote
  }
}

extension ByteSource {
  /// A source that gives the UTF-8 bytes of `text`, as much as each read asks for, or up to
  /// the end of a line at most when `lineByLine`.
  static func reading(_ text: String, lineByLine: Bool = false) -> ByteSource {
    let bytes = TestBox(Array(text.utf8)[...])
    return ByteSource { buffer in
      var taken = 0
      bytes.modify { rest in
        let line = rest.firstIndex(of: UInt8(ascii: "\n")).map { $0 - rest.startIndex + 1 }
        taken = min(buffer.count, lineByLine ? line ?? rest.count : rest.count)
        buffer.copyBytes(from: rest.prefix(taken))
        rest = rest.dropFirst(taken)
      }
      return taken
    }
  }
}
