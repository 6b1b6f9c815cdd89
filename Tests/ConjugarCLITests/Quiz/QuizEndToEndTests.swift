import Foundation
import Testing

/// The built binary quizzed with its answers piped in, as a script would.
@Suite(.enabled(if: BuiltBinary.url != nil, BuiltBinary.missing))
struct QuizEndToEndTests {
  /// The process's environment with its settings and state kept under `home`.
  private static func variables(_ home: URL) -> [String: String] {
    var variables = ProcessInfo.processInfo.environment
    variables["XDG_CONFIG_HOME"] = home.path
    variables["XDG_STATE_HOME"] = home.path
    return variables
  }

  @Test func pipedAnswersGiveTheReportAndSaveNothing() throws {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("conjugar-e2e-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    let variables = Self.variables(home)
    let binary = try #require(BuiltBinary.url).path
    let arguments = ["quiz", "--seed", "31", "--questions", "3", "--format", "json"]
    let skipped = try runProcess(
      binary, arguments, environment: variables, input: Data("\n\n\n".utf8))
    #expect(skipped.status == 0)
    #expect(skipped.errorOutput.isEmpty)
    let questions = try QuizJSON(skipped.outputText).questions
    #expect(questions.count == 3)
    #expect(questions.allSatisfy { $0.answer == nil && $0.result == "wrong" })
    #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("conjugar").path))

    let answers = questions.map { $0.expected[0] }.joined(separator: "\n") + "\n"
    let again = try runProcess(binary, arguments, environment: variables, input: Data(answers.utf8))
    #expect(again.status == 0)
    let report = try QuizJSON(again.outputText)
    #expect(report.questions.map(\.verb) == questions.map(\.verb))
    #expect(report.questions.allSatisfy { $0.result == "exact" })
    #expect(report.score > 0)
  }

  /// On a terminal an answer is edited as in a shell, and Ctrl-C ends the quiz as :q does: the
  /// summary is printed and the miss is saved for review; the run exits 0, and the terminal's
  /// settings (raw while answers are typed) are as they were.
  @Test(
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"),
      "util-linux `script` is needed for a pseudo-terminal"))
  func ctrlCEndsAQuizOnATerminalWithItsSummaryAndSaves() throws {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("conjugar-e2e-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    var variables = Self.variables(home)
    variables["NO_COLOR"] = "1"
    let binary = try #require(BuiltBinary.url).path
    // An answer edited (Backspace, Left, a letter, End) before Enter, then Ctrl-C.
    let feed =
      "sleep 1.5; printf 'abx\\177\\033[Dz\\033[F\\r'; sleep 1; printf '\\003'; sleep 2"
    let run =
      "stty -g > '\(home.path)/before'; '\(binary)' quiz --seed 3 --questions 5 --no-vos; "
      + "echo STATUS=$?; stty -g > '\(home.path)/after'"
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    let result = try runProcess(
      "/bin/sh", ["-c", "(\(feed)) | script -qc \"$0\" /dev/null", run], environment: variables)
    let output = result.outputText.replacing("\r\n", with: "\n")
    #expect(output.contains("1 of 5 questions asked."), "\(output)")
    #expect(output.contains(": azb — wrong: "))
    #expect(output.contains("Cells kept for review: 1"))
    #expect(output.contains("STATUS=0"))
    let settings = try String(
      contentsOf: home.appendingPathComponent("conjugar/settings.json"), encoding: .utf8)
    #expect(settings.contains("\"quizReview\""))
    let before = try String(contentsOf: home.appendingPathComponent("before"), encoding: .utf8)
    let after = try String(contentsOf: home.appendingPathComponent("after"), encoding: .utf8)
    #expect(before == after)
  }

  @Test func aPipedReviewAsksTheDueCellsOfTheSettingsFirst() throws {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("conjugar-e2e-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    let settings = home.appendingPathComponent("conjugar/settings.json")
    try FileManager.default.createDirectory(
      at: settings.deletingLastPathComponent(), withIntermediateDirectories: true)
    let text = """
      {"quizReview": [{"verb": "caber", "tense": "indicativo.presente", "person": "yo", \
      "box": 1, "asked": "2025-01-01T00:00:00Z"}]}

      """
    try Data(text.utf8).write(to: settings)
    let variables = Self.variables(home)
    let result = try runProcess(
      try #require(BuiltBinary.url).path, ["quiz", "--review", "--questions", "2"],
      environment: variables, input: Data("quepo\n".utf8))
    #expect(result.status == 0)
    #expect(result.outputText.contains("\n1. caber · presente · yo: quepo — right ("))
    #expect(String(decoding: try Data(contentsOf: settings), as: UTF8.self) == text)
  }
}
