import ConjugarCore
import Foundation
import SeededRandom
import Testing

@testable import ConjugarCLI

/// Random arguments and input lines from a fixed seed, a fixed number of cases: every run ends
/// without a signal and with a documented exit status, and every line it prints has the layout
/// of its format.
@Suite struct FuzzTests {
  static let seed: UInt64 = 0x636F_6E6A_7567_6172
  static let statuses: Set<Int32> = [0, 1, 64, 70, 74]

  /// Runs `body` on the first `count` cases of `seed`, the same cases on every machine.
  private func forCases(
    count: Int, allowAll: Bool, _ body: (FuzzCase) throws -> Void
  ) rethrows {
    var random = SplitMix64(seed: Self.seed)
    for _ in 0..<count {
      try body(FuzzCase.random(&random, allowAll: allowAll))
    }
  }

  @Test func inProcessRunsKeepTheirStatusesAndLayouts() {
    forCases(count: 400, allowAll: true) { fuzz in
      var environment = TestEnvironment(fuzz.arguments)
      environment.input = fuzz.input
      environment.conjugator = TestConjugator.small
      let result = environment.run()
      #expect(Self.statuses.contains(result.status), "\(fuzz)")
      #expect(Layout.misfit(result.output, fuzz.arguments) == nil, "\(fuzz)")
      #expect(Layout.isClean(result.errorOutput), "\(fuzz)")
    }
  }

  @Test(.enabled(if: BuiltBinary.url != nil, BuiltBinary.missing))
  func runsOfTheBinaryEndWithoutASignal() async throws {
    let binary = try #require(BuiltBinary.url).path
    try await withTemporaryDirectory { directory in
      try forCases(count: 80, allowAll: false) { fuzz in
        let result = try runProcess(
          binary, fuzz.arguments, environment: ["XDG_CONFIG_HOME": directory.path],
          input: Data(fuzz.input.utf8))
        #expect(result.exitedNormally, "signal \(result.status): \(fuzz)")
        #expect(Self.statuses.contains(result.status), "\(fuzz)")
        #expect(Layout.misfit(result.outputText, fuzz.arguments) == nil, "\(fuzz)")
        #expect(Layout.isClean(result.errorOutput), "\(fuzz)")
      }
    }
  }
}

/// What each kind of output looks like, line by line.
enum Layout {
  private static let tenses = Set(Choices.tenseIDs)
  private static let persons = Set(Choices.personIDs + ["-"])

  /// Why `output` is not laid out as `arguments` asked, or nil if it is.
  static func misfit(_ output: String, _ arguments: [String]) -> String? {
    guard var command = try? CommandLineInterface.command(arguments) else {
      return output.isEmpty ? nil : "output after a usage error"
    }
    if case .unpaged(let inner) = command { command = inner }
    if !output.isEmpty, !output.hasSuffix("\n") { return "no final newline" }
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    let fits: (Substring) -> Bool
    switch command {
    case .unpaged:
      return "--no-pager given twice over"
    case .help(let name):
      return output == CommandLineInterface.help(name) ? nil : "not the help"
    case .completeVerbs:
      fits = { $0.wholeMatch(of: /[^\t]+\t[^\t]+/) != nil }
    case .briefHelp:
      return output == CommandLineInterface.briefHelp ? nil : "not the brief help"
    case .version:
      return output == CommandLineInterface.version ? nil : "not the version"
    case .settings(.help):
      return output == CommandLineInterface.help("settings") ? nil : "not the settings help"
    case .settings:
      fits = { $0.wholeMatch(of: /[a-z-]+: \S.*/) != nil }
    case .info:
      fits = { CellText.visibleWidth(String($0)) <= 80 && isClean($0) }
    case .explain(let options) where options.format == .json:
      var scanner = JSONScanner(bytes: Array(output.utf8))
      return (try? scanner.document()) != nil ? nil : "not one JSON object"
    case .explain:
      fits = { isClean($0) }
    case .quiz(let options) where options.format == .json:
      var scanner = JSONScanner(bytes: Array(output.utf8))
      return (try? scanner.document()) != nil ? nil : "not one JSON object"
    case .quiz:
      fits = { !$0.isEmpty && isClean($0) }
    case .listModels:
      fits = { $0.wholeMatch(of: /[a-zíé]+\t[0-9]+/) != nil }
    case .listVerbs:
      fits = { !$0.isEmpty && isClean($0) && !$0.contains(" ") }
    case .deck:
      fits = { $0.hasPrefix("#") || isNote($0) }
    case .check(let options):
      switch options.format {
      case .table: fits = { isClean($0) && !$0.isEmpty }
      case .tsv:
        fits = { line in
          let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
          return fields.count == 7 && fields.allSatisfy { !$0.isEmpty && isClean($0) }
        }
      case .json:
        var scanner = JSONScanner(bytes: Array(output.utf8))
        return (try? scanner.document()) != nil ? nil : "not one JSON object"
      }
    case .conjugate(let options):
      switch options.format {
      case .tsv: fits = isTSV
      case .list: fits = { !$0.isEmpty && isClean($0) && !$0.contains("\t") }
      case .table: fits = { isClean($0.replacing(/\x1B\[[0-9;]*m/, with: "")) }
      case .json:
        var scanner = JSONScanner(bytes: Array(output.utf8))
        return (try? scanner.document()) != nil ? nil : "not one JSON object"
      }
    }
    return lines.first { !fits($0) }.map { "line \"\($0)\"" }
  }

  /// Whether `line` is a conjugation row (infinitive, tense, person, forms) or a lookup row
  /// (form, infinitive, tense, person, and perhaps a marker), with no empty field.
  private static func isTSV(_ line: Substring) -> Bool {
    let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    guard fields.allSatisfy({ !$0.isEmpty && isClean($0) }) else { return false }
    let conjugation = fields.count == 4 && tenses.contains(fields[1]) && persons.contains(fields[2])
    let lookup =
      (4...5).contains(fields.count) && tenses.contains(fields[2]) && persons.contains(fields[3])
    return conjugation || lookup
  }

  /// Whether `line` is a deck's note: GUID, two fields and tags, none empty.
  static func isNote(_ line: Substring) -> Bool {
    let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
    return fields.count == 4 && fields.allSatisfy { !$0.isEmpty && isClean($0) }
  }

  /// Whether `text` holds no control character but line ends (no echoed escape sequence).
  static func isClean(_ text: some StringProtocol) -> Bool {
    text.unicodeScalars.allSatisfy { $0 == "\n" || $0.properties.generalCategory != .control }
  }
}
