import ConjugarCore
import SeededRandom

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `conjugar quiz`: plans the questions, asks them, records what was missed and the best
/// score, and prints the summary or the JSON report.
struct QuizCommand: RunnableCommand {
  /// How many of the most common verbs questions are drawn from.
  static let verbCount = 200

  let options: QuizOptions
  let conjugator: Conjugator
  let context: RunContext
  /// The bests and the cells kept for review, and the way to save them.
  let memory: QuizMemory
  let environment: CommandEnvironment

  /// The verbs questions are drawn from when none is given: the `verbCount` most common.
  static func commonVerbs(_ conjugator: Conjugator) throws(VerbTableError) -> [String] {
    Array(try conjugator.table.infinitivesByRank().prefix(verbCount))
  }

  func execute() throws(CommandError) -> Int32 {
    let diagnostics = Diagnostics(sink: environment.standardError, output: nil)
    let verbs = try QuizVerbs(conjugator: conjugator, diagnostics: diagnostics)
      .resolve(options.filter.sources, fallback: Self.verbCount)
    let vos = context.vos
    let persons = options.askedPersons(vos: vos)
    let tenses = options.askedTenses
    let periphrases = options.askedPeriphrases
    let asksFinite =
      !periphrases.isEmpty || tenses.contains { if case .finite = $0 { true } else { false } }
    let asksTenses = !tenses.isEmpty || !periphrases.isEmpty
    guard !verbs.isEmpty, asksTenses, !persons.isEmpty || !asksFinite else {
      let what = verbs.isEmpty ? "verbs" : !asksTenses ? "tenses" : "persons"
      throw .usage(
        UsageError(
          "the filters leave no \(what) to ask", command: "quiz"))
    }
    var random = options.seed.map(SplitMix64.init(seed:)) ?? environment.random
    let seed = random.state
    let due = options.review ? Leitner.due(memory.records.review, at: environment.now()) : []
    let planner = QuizPlanner(
      conjugator: conjugator, tenses: tenses, persons: persons, verbs: verbs,
      irregularity: QuizIrregularity(conjugator: conjugator),
      irregularOnly: options.filter.irregularOnly)
    // The periphrases named take their share of the questions, the tenses the rest.
    let share =
      tenses.isEmpty
      ? options.questions
      : periphrases.isEmpty
        ? 0 : max(1, options.questions * periphrases.count / (periphrases.count + tenses.count))
    var questions =
      tenses.isEmpty
      ? []
      : planner.plan(
        count: options.questions - share, review: due.map { ($0.verb, $0.form) },
        random: &random)
    questions += Self.periphrasisQuestions(
      share, of: periphrases, verbs: verbs, persons: persons, conjugator: conjugator,
      random: &random)
    if share > 0 { random.shuffle(&questions) }
    guard !questions.isEmpty else {
      throw .usage(UsageError("no question fits these options", command: "quiz"))
    }
    let out = OutputBuffer(sink: environment.standardOutput)
    let interactive = context.audience.inputIsTerminal
    let toStandardError = options.format == .json
    let conversation =
      interactive ? (toStandardError ? OutputBuffer(sink: environment.standardError) : out) : nil
    var session = QuizSession(
      questions: questions, conversation: conversation,
      style: toStandardError ? context.errorStyle : context.outputStyle, now: environment.now)
    session.explainsAlways = options.explainsAlways
    session.explain = { [conjugator] question in Self.explanation(of: question, conjugator) }
    if let conversation {
      conversation.append(
        "\(questions.count) questions. Type each form; an empty line skips, "
          + "\(QuizSession.quitCommand) or Ctrl-D ends.\n\n")
    }
    // On a terminal Ctrl-C ends the quiz as :q does: the summary is printed and what was
    // answered is saved (atomically: a second Ctrl-C during the save leaves the old file or
    // the new one, never half of one). Answers are edited as in a shell where the terminal
    // allows it (EditedLines in raw mode, where Ctrl-C reaches the editor as a key).
    var outcome = QuizSession.Outcome()
    let scope = interactive ? environment.interrupts : .none
    if let conversation, environment.terminal.edits {
      var lines = EditedLines(source: environment.standardInput, output: conversation)
      environment.terminal.run { scope.run { outcome = session.run(&lines) } }
    } else {
      var reader = LineReader(source: environment.standardInput)
      scope.run { outcome = session.run(&reader) }
    }
    let results = record(
      outcome, seed: seed, vos: vos, planned: questions.count, saving: interactive)
    switch options.format {
    case .table:
      out.append(
        (interactive ? "\n" : "")
          + QuizReport.summary(
            results, conversed: interactive, style: context.outputStyle))
    case .json:
      out.append(QuizReport.json(results))
    }
    out.flush()
    out.reportFailure(to: diagnostics)
    if let failure = outcome.readFailure {
      diagnostics.error("cannot read standard input: \(FileDescriptorIO.describe(failure))")
      return ExitStatus.ioError
    }
    guard out.failure == nil, conversation?.failure == nil else { return ExitStatus.ioError }
    if !outcome.endedEarly, context.audience.isWatched {
      environment.countUse()
    }
    return ExitStatus.success
  }

  /// `count` questions of `periphrases` (estoy hablando), each periphrasis in turn, of verbs
  /// and persons dealt from their decks; no verb, periphrasis and person asked twice.
  static func periphrasisQuestions(
    _ count: Int, of periphrases: [PeriphrasisTense], verbs: [String], persons: [Person],
    conjugator: Conjugator, random: inout SplitMix64
  ) -> [QuizQuestion] {
    guard count > 0, !periphrases.isEmpty else { return [] }
    var verbDeck = QuizDeck(verbs)
    var personDeck = QuizDeck(persons)
    var asked: Set<String> = []
    var questions: [QuizQuestion] = []
    var attempts = 0
    while questions.count < count, attempts < count * 20 {
      attempts += 1
      let periphrasis = periphrases[questions.count % periphrases.count]
      let fits = periphrasis.tense.persons(includeVos: true)
      guard let person = personDeck.take(&random, where: fits.contains),
        let verb = verbDeck.take(&random, where: { _ in true }),
        asked.insert("\(verb) \(periphrasis.id) \(person.rawValue)").inserted,
        let conjugation = try? conjugator.conjugate(verb).get()
      else { continue }
      let forms = conjugator.periphrasis(
        periphrasis.periphrasis, of: conjugation, tense: periphrasis.tense, person: person)
      guard !forms.isEmpty else { continue }
      questions.append(
        QuizQuestion(conjugation, periphrasis: periphrasis, person: person, forms: forms))
    }
    return questions
  }

  /// What `conjugar explain` says of the form `question` asks (its first accepted form).
  static func explanation(of question: QuizQuestion, _ conjugator: Conjugator) -> String? {
    guard let form = question.expected.first else { return nil }
    let analysis = Analysis(
      infinitive: question.verb, form: question.form, matched: form, exact: true,
      isVos: question.person == .vos, periphrasis: question.periphrasis?.periphrasis)
    guard let explanation = conjugator.explanation(of: analysis) else { return nil }
    return ExplainRenderer.text(query: form, [(analysis, explanation)])
  }

  /// Saves what the quiz changes when `saving` (a quiz on a terminal), each answered cell in
  /// its Leitner box and a new best, and returns the results to show. Scripted and piped
  /// quizzes save nothing, as no scripted run writes the settings file. A failed save is a
  /// warning: the results are shown anyway.
  private func record(
    _ outcome: QuizSession.Outcome, seed: UInt64, vos: Bool, planned: Int, saving: Bool
  ) -> QuizResults {
    let score = QuizScore.total(outcome.answers)
    let level = QuizLevel(difficulty: options.level, region: options.region)
    let setsBest = saving && planned == QuizOptions.defaultQuestions
    let now = environment.now()
    var previousBest = memory.records.bests[level]
    var cards = memory.records.review
    let change = { (records: inout QuizRecords) in
      previousBest = records.bests[level]
      for answer in outcome.answers {
        // A periphrasis is no cell of the tables: it is not kept for review.
        guard answer.question.periphrasis == nil else { continue }
        Leitner.record(
          &records.review, verb: answer.question.verb, form: answer.question.form,
          right: answer.result == .exact, at: now)
      }
      if setsBest, QuizScore.isBest(score, over: previousBest) {
        records.bests[level] = score
      }
      cards = records.review
    }
    if saving, !outcome.answers.isEmpty, !memory.save(change) {
      var records = memory.records
      change(&records)
    }
    return QuizResults(
      options: options, vos: vos, seed: seed, planned: planned, outcome: outcome, score: score,
      previousBest: previousBest, saved: saving, setsBest: setsBest, reviewCount: cards.count,
      dueCount: Leitner.due(cards, at: now).count)
  }
}
