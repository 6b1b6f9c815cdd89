import ConjugarCore
import SeededRandom

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `conjugar quiz`: plans the questions, asks them, records what was missed and the best
/// score, and prints the summary or the JSON report.
struct QuizCommand {
  /// How many of the most common verbs questions are drawn from.
  static let verbCount = 200

  let options: QuizOptions
  let environment: AppEnvironment

  /// The verbs questions are drawn from: the `verbCount` most common.
  static func commonVerbs(_ conjugator: Conjugator) throws(VerbTableError) -> [String] {
    Array(try conjugator.table.infinitivesByRank().prefix(verbCount))
  }

  func run() -> Int32 {
    let diagnostics = Diagnostics(sink: environment.standardError, output: nil)
    guard let conjugator = CLI.loadConjugator(environment, diagnostics) else {
      return ExitStatus.brokenTables
    }
    let verbs: [String]
    do {
      verbs = try Self.commonVerbs(conjugator)
    } catch {
      return CLI.tablesBroken(error, diagnostics)
    }
    let load = environment.settingsStore.load()
    environment.warn(about: load.warnings)
    let vos = options.vos ?? load.settings.vos
    var random = options.seed.map(SplitMix64.init(seed:)) ?? environment.random
    let seed = random.state
    let due = options.review ? Leitner.due(load.settings.quizReview, at: environment.now()) : []
    let planner = QuizPlanner(
      conjugator: conjugator, tenses: options.askedTenses,
      persons: options.region.persons(vos: vos), verbs: verbs,
      irregularity: QuizIrregularity(conjugator: conjugator))
    let questions = planner.plan(
      count: options.questions, review: due.map { ($0.verb, $0.form) }, random: &random)
    guard !questions.isEmpty else {
      return CLI.usageFailed(
        UsageError("no question fits these options", command: "quiz"), diagnostics)
    }
    let out = OutputBuffer(sink: environment.standardOutput)
    let interactive = environment.standardInputIsTerminal
    let toStandardError = options.format == .json
    let conversation =
      interactive ? (toStandardError ? OutputBuffer(sink: environment.standardError) : out) : nil
    let session = QuizSession(
      questions: questions, conversation: conversation,
      style: style(
        terminal: toStandardError
          ? environment.standardErrorIsTerminal : environment.standardOutputIsTerminal),
      now: environment.now)
    if let conversation {
      conversation.append(
        "\(questions.count) questions. Type each form; an empty line skips, "
          + "\(QuizSession.quitCommand) or Ctrl-D ends.\n\n")
    }
    var reader = LineReader(source: environment.standardInput)
    let outcome = session.run(&reader)
    let results = record(
      outcome, seed: seed, vos: vos, planned: questions.count, load.settings, saving: interactive)
    switch options.format {
    case .table:
      out.append(
        (interactive ? "\n" : "")
          + QuizReport.summary(
            results, conversed: interactive,
            style: style(terminal: environment.standardOutputIsTerminal)))
    case .json:
      out.append(QuizReport.json(results))
    }
    out.flush()
    CLI.reportOutputFailure(out, diagnostics)
    if let failure = outcome.readFailure {
      diagnostics.error("cannot read standard input: \(FileDescriptorIO.describe(failure))")
      return ExitStatus.ioError
    }
    guard out.failure == nil, conversation?.failure == nil else { return ExitStatus.ioError }
    if !outcome.endedEarly,
      ReviewPolicy.isPromptableRun(
        stdoutIsTerminal: environment.standardOutputIsTerminal,
        stderrIsTerminal: environment.standardErrorIsTerminal,
        isBatchOrMachineFormat: !interactive || options.format != .table)
    {
      environment.warn(about: environment.promptableActionHappened())
    }
    return ExitStatus.success
  }

  /// Saves what the quiz changes when `saving` (a quiz on a terminal), each answered cell in
  /// its Leitner box and a new best, and returns the results to show. Scripted and piped
  /// quizzes save nothing, as no scripted run writes the settings file. A failed save is a
  /// warning: the results are shown anyway.
  private func record(
    _ outcome: QuizSession.Outcome, seed: UInt64, vos: Bool, planned: Int, _ loaded: Settings,
    saving: Bool
  ) -> QuizResults {
    let score = QuizScore.total(outcome.answers)
    let level = QuizLevel(difficulty: options.level, region: options.region)
    let setsBest = saving && planned == QuizOptions.defaultQuestions
    let now = environment.now()
    var previousBest = loaded.quizBest[level]
    var cards = loaded.quizReview
    let change = { (settings: inout Settings) in
      previousBest = settings.quizBest[level]
      for answer in outcome.answers {
        Leitner.record(
          &settings.quizReview, verb: answer.question.verb, form: answer.question.form,
          right: answer.result == .exact, at: now)
      }
      if setsBest, QuizScore.isBest(score, over: previousBest) {
        settings.quizBest[level] = score
      }
      cards = settings.quizReview
    }
    if saving, !outcome.answers.isEmpty {
      do {
        environment.warn(about: try environment.settingsStore.update(change).warnings)
      } catch {
        var settings = loaded
        change(&settings)
        environment.warn(about: [error])
      }
    }
    return QuizResults(
      options: options, vos: vos, seed: seed, planned: planned, outcome: outcome, score: score,
      previousBest: previousBest, saved: saving, setsBest: setsBest, reviewCount: cards.count,
      dueCount: Leitner.due(cards, at: now).count)
  }

  private func style(terminal: Bool) -> TextStyle {
    TextStyle.isColored(mode: .auto, outputIsTerminal: terminal, environment: environment.variables)
      ? .colored : .plain
  }
}
