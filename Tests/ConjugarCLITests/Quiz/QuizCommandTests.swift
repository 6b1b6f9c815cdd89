import ConjugarCore
import Foundation
import Testing

@testable import ConjugarCLI

@Suite struct QuizCommandTests {
  /// How each question of a scripted quiz is answered, by its position.
  private enum Way: CaseIterable {
    case exact, accent, wrong, skip
  }

  /// Answers by position: exact, with its accents wrong (taken off, or one put on the first
  /// vowel of a form without any), wrong, skipped, and again.
  private func answers(_ questions: [QuizJSON.Question]) -> [(String, expected: String)] {
    questions.enumerated().map { index, question in
      let form = question.expected[0]
      switch Way.allCases[index % Way.allCases.count] {
      case .exact: return (form, "exact")
      case .accent:
        let folded = Accents.fold(form)
        guard folded == form, let vowel = form.firstIndex(where: "aeiou".contains) else {
          return (folded, "accent")
        }
        let accented = ["a": "á", "e": "é", "i": "í", "o": "ó", "u": "ú"][form[vowel]] ?? ""
        return (form.replacingCharacters(in: vowel...vowel, with: accented), "accent")
      case .wrong: return ("zzz", "wrong")
      case .skip: return ("", "wrong")
      }
    }
  }

  @Test(arguments: QuizRegion.allCases)
  func aScriptedQuizGoesThroughEveryScoringPath(_ region: QuizRegion) throws {
    let arguments = ["--seed", "77", "--region", region.rawValue]
    let questions = try quizQuestions(arguments)
    #expect(questions.count == 20)
    let script = answers(questions)
    var environment = quizEnvironment(arguments + ["-f", "json"], answers: script.map(\.0))
    environment.clockStep = 1.5
    let result = environment.run()
    #expect(result.status == 0)
    let report = try QuizJSON(result.output)
    #expect(report.region == region.rawValue)
    #expect(report.questions.map(\.verb) == questions.map(\.verb))
    #expect(report.questions.map(\.result) == script.map(\.expected))
    #expect(Set(report.questions.map(\.result)) == ["exact", "accent", "wrong"])
    #expect(report.questions.map(\.answer) == script.map { $0.0.isEmpty ? nil : $0.0 })
    #expect(report.questions.allSatisfy { $0.seconds == 1.5 })
    if region == .latinAmerica { #expect(!report.questions.contains { $0.person == "vosotros" }) }
    var points = 0.0
    for question in report.questions {
      let tense = try #require(TenseID(id: question.tense))
      let weight =
        QuizScore.weight(of: tense) * QuizScore.weight(of: Person(rawValue: question.person))
      points += ["exact": 10, "accent": 5, "wrong": 0][question.result, default: 0] * weight
    }
    #expect(report.score == Int(points.rounded()))
  }

  @Test func theJSONReportHasItsKeysInOrder() throws {
    let result = quizEnvironment(
      ["--seed", "3", "--questions", "2", "-f", "json"], answers: ["x", ""]
    )
    .run()
    let lines = result.output.split(separator: "\n")
    #expect(lines.count == 4)
    #expect(
      lines.first?.hasPrefix(
        #"{"difficulty":"moderate","region":"spain","vos":false,"seed":3,"planned":2,"questions":["#
      ) == true)
    #expect(lines[1].hasPrefix(#"{"verb":""#))
    #expect(lines[1].contains(#","answer":"x","result":"wrong","cells":[],"seconds":0}"#))
    #expect(lines[2].contains(#","answer":null,"result":"wrong","cells":[],"seconds":0}"#))
    #expect(lines[3] == #"],"score":0,"possible":20,"seconds":0,"best":null}"#)
    let report = try QuizJSON(result.output)
    #expect(report.questions.allSatisfy { !$0.expected.isEmpty })
  }

  @Test func withoutATerminalNothingIsPromptedAndEveryQuestionIsSummed() {
    let result = quizEnvironment(["--seed", "5", "--questions", "3"], answers: ["a", "b", "c"])
      .run()
    #expect(result.status == 0)
    #expect(!result.output.contains("1/3"))
    let lines = result.output.split(separator: "\n")
    #expect(lines.first == "Moderate quiz, Spain, tú, seed 5: 3 of 3 questions asked.")
    #expect(lines[1].hasPrefix("1. ") && lines[1].hasSuffix(" (0.0 s)"))
    #expect(lines[1].contains(": a — wrong: "))
    // The second question's line is wrapped.
    #expect(lines[2].hasPrefix("2. ") && lines[3].hasPrefix("   ") && lines[4].hasPrefix("3. "))
    #expect(lines[5] == "Right 0, accent slips 0, wrong 3. Time answering 0.0 s, 0.0 s an answer.")
    #expect(lines[6] == "Score 0 of 53; only a quiz on a terminal keeps bests and misses.")
    #expect(lines.count == 7)
  }

  /// A summary line wider than 80 columns is broken at a space, never inside a word, a
  /// question's rest indented under its text; colour escapes take no column.
  @Test(arguments: [false, true])
  func summaryLinesFitIn80Columns(colored: Bool) {
    var environment = quizEnvironment(
      ["--seed", "1", "--difficulty", "difficult"], answers: Array(repeating: "", count: 20))
    environment.outputIsTerminal = colored
    let output = environment.run().output
    #expect(output.contains("\u{1B}[") == colored)
    let lines = output.split(separator: "\n").map(String.init)
    #expect(lines.allSatisfy { CellText.visibleWidth($0) <= 80 })
    let plain = output.replacing(/\x1B\[[0-9;]*m/, with: "")
    #expect(
      plain.contains(
        "\n5. funcionar · futuro compuesto de subjuntivo · ellos/ellas/ustedes: (skipped) —\n"
          + "   skipped: hubieren funcionado (0.0 s)\n"))
    let marked = colored ? "destruyan" : "destru[y]an"
    #expect(
      plain.contains(
        "\n11. destruir · imperativo negativo · ellos/ellas/ustedes: (skipped) — skipped:\n"
          + "    no \(marked) (0.0 s)\n"))
    // A time and the dash before a verdict are never split.
    #expect(!plain.contains("\n   s)") && !plain.contains("\n   — ") && !plain.contains("\n    — "))
  }

  @Test func aScriptedQuizSavesNothing() {
    let saves = TestBox(0)
    let memory = SettingsStore.inMemory()
    var environment = quizEnvironment(["--seed", "5"], answers: ["a", "b", "c"])
    environment.store = SettingsStore(
      location: nil, load: memory.load,
      update: { change throws(SettingsError) in
        saves.modify { $0 += 1 }
        return try memory.update(change)
      })
    #expect(environment.run().status == 0)
    #expect(saves.value == 0)
  }

  @Test func aQuizOnATerminalKeepsTheCellsMissedAndTellsHowMany() {
    var environment = quizEnvironment(
      ["--seed", "5", "--questions", "3"], answers: ["a", "b", "c"])
    environment.inputIsTerminal = true
    let output = environment.run().output
    #expect(output.contains("\nScore 0 of 53; bests are kept for 20-question quizzes.\n"))
    #expect(output.hasSuffix("\nCells kept for review: 3, 3 due now (conjugar quiz --review).\n"))
    #expect(environment.store.load().settings.quizReview.count == 3)
  }

  @Test func onATerminalEachQuestionIsPromptedAndJudgedAtOnce() throws {
    let questions = try quizQuestions(["--seed", "5", "--questions", "3"])
    var environment = quizEnvironment(
      ["--seed", "5", "--questions", "3"], answers: [questions[0].expected[0], "", "zzz"])
    environment.inputIsTerminal = true
    let output = environment.run().output
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0] == "3 questions. Type each form; an empty line skips, :q or Ctrl-D ends.")
    // A terminal echoes the answer and its newline; the test's input is not echoed, so each
    // verdict follows its prompt on the same line.
    #expect(lines[2].hasPrefix("1/3  \(questions[0].verb) · "))
    #expect(lines[2].hasSuffix(":       right"))
    #expect(lines[3].hasPrefix("2/3  ") && lines[3].contains(":       skipped: "))
    // The first miss says how to have it explained.
    #expect(lines[4] == "      (? on the next line explains it)")
    #expect(lines[5].hasPrefix("3/3  ") && lines[5].contains(":       wrong: "))
    // The summary repeats only what was not right.
    #expect(lines[7] == "Moderate quiz, Spain, tú, seed 5: 3 of 3 questions asked.")
    // Wrapped lines aside.
    let summary = lines[8...].filter { !$0.hasPrefix(" ") }
    try #require(summary.count >= 3)
    #expect(summary[0].hasPrefix("2. ") && summary[1].hasPrefix("3. "))
    #expect(summary[2].hasPrefix("Right 1, accent slips 0, wrong 2 (1 skipped)."))
  }

  @Test(arguments: [[":q"], [], ["  :q  ", "x"]])
  func quittingOrTheEndOfInputEndsEarlyWithTheSummary(_ rest: [String]) throws {
    let questions = try quizQuestions(["--seed", "8"])
    var environment = quizEnvironment(["--seed", "8"], answers: [questions[0].expected[0]] + rest)
    environment.inputIsTerminal = true
    let result = environment.run()
    #expect(result.status == 0)
    #expect(result.output.contains("2/20  "))
    #expect(!result.output.contains("3/20  "))
    #expect(
      result.output.contains("\nModerate quiz, Spain, tú, seed 8: 1 of 20 questions asked.\n"))
    #expect(result.output.contains("Right 1, accent slips 0, wrong 0."))
  }

  @Test func jsonOnATerminalPromptsOnStandardError() throws {
    var environment = quizEnvironment(
      ["--seed", "4", "--questions", "2", "-f", "json"], answers: ["a"])
    environment.inputIsTerminal = true
    let result = environment.run()
    #expect(result.errorOutput.contains("1/2  "))
    #expect(result.errorOutput.contains("      wrong: "))
    #expect(try QuizJSON(result.output).questions.count == 1)
  }

  @Test func theTimeOfEachQuestionAndOfTheQuizIsTold() {
    var environment = quizEnvironment(["--seed", "5", "--questions", "2"], answers: ["a", "b"])
    environment.clockStep = 2
    let output = environment.run().output
    #expect(output.contains(" (2.0 s)\n2. "))
    // Only the time spent answering counts: from each prompt to its answer.
    #expect(output.contains("Time answering 4.0 s, 2.0 s an answer."))
  }

  /// After a wrong answer, `?` on the next line explains the right form as `conjugar explain`
  /// does, then the next question is asked again; `--explain` explains without asking.
  @Test func aQuestionMarkExplainsTheFormMissed() throws {
    let questions = try quizQuestions(["--seed", "4", "--questions", "2"])
    var environment = quizEnvironment(
      ["--seed", "4", "--questions", "2"], answers: ["x", "?", questions[1].expected[0]])
    environment.inputIsTerminal = true
    let output = environment.run().output
    #expect(output.contains("(? on the next line explains it)"))
    #expect(output.contains("      \(questions[0].expected[0]): \(questions[0].verb), "))
    #expect(output.contains("See: conjugar info"))
    #expect(output.components(separatedBy: "2/2  ").count == 3)
    #expect(output.contains("Right 1, accent slips 0, wrong 1."))
    var always = quizEnvironment(
      ["--seed", "4", "--questions", "2", "--explain"], answers: ["x", "y"])
    always.inputIsTerminal = true
    let explained = always.run().output
    #expect(explained.components(separatedBy: "Built: ").count == 3)
    #expect(!explained.contains("(? on the next line"))
  }

  /// On a terminal answers are edited as in a shell: the quiz judges the line as edited,
  /// Up brings the previous answer back, and Ctrl-C ends the quiz as :q does.
  @Test func answersAreEditedOnATerminal() throws {
    let questions = try quizQuestions(["--seed", "5", "--questions", "3"])
    let first = questions[0].expected[0]
    // The right form typed with an x inside, which Left, Backspace and End take out.
    var keys = Array(first.utf8.dropLast()) + Array("x".utf8)
    keys += Array(first.utf8.suffix(1)) + [0x1B, 0x5B, 0x44, 0x7F, 0x1B, 0x5B, 0x46, 0x0D]
    keys += [0x1B, 0x5B, 0x41, 0x0D, 0x03]
    var environment = TestEnvironment(["quiz", "--seed", "5", "--questions", "3"])
    environment.input = String(decoding: keys, as: UTF8.self)
    environment.inputIsTerminal = true
    environment.terminal = .editingOnly
    let output = environment.run().output
    #expect(output.contains("Moderate quiz, Spain, tú, seed 5: 2 of 3 questions asked."))
    #expect(output.contains("Right 1, accent slips 0, wrong 1."))
    // The second answer was the first, brought back with Up.
    #expect(output.contains(": \(first) — "))
    #expect(output.contains("^C\n"))
  }

  /// `?` as the first answer, with nothing missed yet, is an answer like any other.
  @Test func aQuestionMarkBeforeAnyMissIsAnAnswer() throws {
    var environment = quizEnvironment(["--seed", "4", "--questions", "1"], answers: ["?"])
    environment.inputIsTerminal = true
    #expect(environment.run().output.contains("wrong 1."))
  }

  /// A skipped question takes no time: only answers are timed.
  @Test func skippedQuestionsAreNotTimed() {
    var environment = quizEnvironment(
      ["--seed", "5", "--questions", "3"], answers: ["a", "", "b"])
    environment.clockStep = 2
    let output = environment.run().output.replacing("\n", with: " ")
    #expect(output.contains("Time answering 4.0 s, 2.0 s an answer."))
  }

  @Test func missedCellsAreKeptAndAskedFirstWithReview() throws {
    let store = SettingsStore.inMemory()
    let questions = try quizQuestions(
      ["--seed", "21", "--questions", "4"], store: store, interactive: true)
    let kept = store.load().settings.quizReview
    #expect(kept.map(\.verb) == questions.map(\.verb))
    #expect(kept.allSatisfy { $0.box == 1 && $0.asked == .testEpoch })
    let review = try quizQuestions(["--seed", "99", "--review"], store: store)
    #expect(Array(review.prefix(4)).map(\.verb) == questions.map(\.verb))
    #expect(Array(review.prefix(4)).map(\.tense) == questions.map(\.tense))
  }

  @Test func aRightAnswerMovesAKeptCellUp() throws {
    let store = SettingsStore.inMemory()
    let questions = try quizQuestions(
      ["--seed", "21", "--questions", "1"], store: store, interactive: true)
    var environment = quizEnvironment(
      ["--review", "--questions", "1"], answers: [questions[0].expected[0]])
    environment.store = store
    environment.inputIsTerminal = true
    #expect(environment.run().status == 0)
    #expect(store.load().settings.quizReview.map(\.box) == [2])
  }

  @Test func aTwentyQuestionQuizKeepsItsBestByDifficultyAndRegion() throws {
    let store = SettingsStore.inMemory()
    let arguments = ["--seed", "13", "--difficulty", "easy", "--region", "latin-america"]
    let questions = try quizQuestions(arguments, store: store)
    var environment = quizEnvironment(arguments, answers: questions.map { $0.expected[0] })
    environment.store = store
    environment.inputIsTerminal = true
    let output = environment.run().output
    #expect(output.contains("Score 200 of 200: your best for easy in Latin America.\n"))
    let level = QuizLevel(difficulty: .easy, region: .latinAmerica)
    #expect(store.load().settings.quizBest == [level: 200])
    var worse = quizEnvironment(arguments, answers: [questions[0].expected[0]])
    worse.store = store
    worse.inputIsTerminal = true
    #expect(
      worse.run().output.contains("Score 10 of 10; your best for easy in Latin America is 200."))
    #expect(store.load().settings.quizBest == [level: 200])
  }

  @Test func aFinishedQuizOnATerminalIsAPromptableAction() throws {
    let questions = try quizQuestions(["--seed", "2", "--questions", "1"])
    for (terminal, answers, prompts) in [
      (true, [questions[0].expected[0]], 1), (false, [questions[0].expected[0]], 0),
      (true, [":q"], 0),
    ] {
      var environment = quizEnvironment(["--seed", "2", "--questions", "1"], answers: answers)
      environment.store = .inMemory(Settings(useCount: 8))
      (environment.inputIsTerminal, environment.outputIsTerminal) = (terminal, true)
      environment.errorIsTerminal = true
      _ = environment.run()
      #expect(environment.reviewRequests.value == prompts, "\(terminal) \(answers)")
    }
  }

  @Test(arguments: [
    ["--questions", "0"], ["--questions", "501"], ["--seed", "-1"], ["-t", "infinitivo"],
    ["--difficulty", "easy", "-t", "presente de subjuntivo"], ["-"],
    ["--region", "mexico"], ["-t", "pasado remoto"],
  ])
  func badOptionsAreUsageErrors(_ arguments: [String]) {
    let result = run(["quiz"] + arguments)
    #expect(result.status == 64)
    #expect(result.output.isEmpty)
    #expect(result.errorOutput.hasSuffix("Run 'conjugar quiz --help' for usage.\n"))
  }

  @Test func tensesWithoutADifficultyCountAsTheEasiestThatAsksThem() throws {
    let command = try CommandLineInterface.command(["quiz", "-t", "presente", "-t", "gerundio"])
    guard case .quiz(let options) = command else {
      Issue.record("not a quiz: \(command)")
      return
    }
    #expect(options.level == .moderate)
    #expect(options.askedTenses == [.nonFinite(.gerundio), .finite(.presente)])
    #expect(
      try QuizJSON(quizEnvironment(["-t", "futuro", "-f", "json"], answers: []).run().output)
        .difficulty == "easy")
  }

  private func run(_ arguments: [String]) -> CLIResult {
    TestEnvironment(arguments).run()
  }
}
