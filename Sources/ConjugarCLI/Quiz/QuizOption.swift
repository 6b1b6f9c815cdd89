/// The options of `conjugar quiz`.
enum QuizOption: CommandOption {
  case difficulty, questions, region, vos, noVos, tense, seed, review, format, help
  case top, file, irregular, mood, person, simple, compound, explain

  var spec: OptionSpec {
    switch self {
    case .difficulty:
      OptionSpec(
        long: "difficulty",
        value: .choice(QuizDifficulty.self, name: "LEVEL"),
        help: """
          easy: present, preterite and future; moderate (default): the tenses of speech and \
          writing; difficult: every tense
          """,
        manual: """
          `moderate` asks the indicative's simple tenses and its perfect tenses (not the \
          pretérito anterior), the present subjunctive, both imperatives, the gerund and the \
          participle; `difficult` adds the pretérito anterior and every other subjunctive \
          tense, the -se forms and the future subjunctive included.
          """)
    case .questions:
      OptionSpec(
        long: "questions", value: .number(name: "N"),
        help: "how many questions (default \(QuizOptions.defaultQuestions), at most "
          + "\(QuizOptions.maximumQuestions))")
    case .region:
      OptionSpec(
        long: "region",
        value: .choice(QuizRegion.self, name: "REGION"),
        help: "spain (default) asks vosotros; latin-america never does")
    case .vos:
      OptionSpec(
        long: "vos", value: .none,
        help: "ask vos instead of tú (default: the setting, see conjugar settings)")
    case .noVos: OptionSpec(long: "no-vos", value: .none, help: "ask tú, whatever the setting")
    case .tense:
      OptionSpec(
        long: "tense", short: "t", value: .tense,
        help: """
          ask only this tense, by id or name (presente, preterite, present subjunctive, \
          gerundio), or a periphrasis (presente progresivo, near future); repeat for more. \
          Without --difficulty, the quiz counts as the easiest difficulty that asks them all
          """,
        repeatable: true)
    case .seed:
      OptionSpec(
        long: "seed", value: .number(name: "N"),
        help: "the same seed and options give the same questions, on any machine",
        manual: """
          N is a whole number from 0 to 18446744073709551615. Without it, each quiz is \
          different; the summary gives the seed that replays it.
          """)
    case .review:
      OptionSpec(
        long: "review", value: .none,
        help: "ask the cells you missed before, when they are due, first")
    case .format:
      OptionSpec(
        long: "format", short: "f",
        value: .choice(QuizFormat.self, name: "FORMAT"),
        help: "table (default): a summary for people; json: every question and the score",
        manual: """
          `json` prints one object: `difficulty`, `region`, `vos`, `seed`, `planned` (the \
          questions planned), `questions` (those asked, each with `verb`, `tense` and \
          `person` as ids (OUTPUT FORMATS), `expected`: the accepted forms, preferred first, \
          `answer`: null when skipped, `result`: `exact` (a 1999 spelling too), `accent` or \
          `wrong`, `cells`: the other cells of the verb a wrong answer is, each with `tense` \
          and `person`, and `seconds`), `score`, `possible` (the most the questions asked could \
          score), `seconds` and `best`. On a terminal, the prompts \
          go to standard error.
          """)
    case .help: .help
    case .explain:
      OptionSpec(
        long: "explain", value: .none,
        help: """
          after each wrong answer, explain the right form as conjugar explain does (without \
          it, ? on the next line does)
          """)
    case .top: CellFilter.Kind.top.spec
    case .file: CellFilter.Kind.file.spec
    case .irregular: CellFilter.Kind.irregular.spec
    case .mood: CellFilter.Kind.mood.spec
    case .person: CellFilter.Kind.person.spec
    case .simple: CellFilter.Kind.simple.spec
    case .compound: CellFilter.Kind.compound.spec
    }
  }

  static let command = CommandSpec(
    name: "quiz",
    usage: [
      "quiz [--difficulty LEVEL] [-t TENSE]... [-m MOOD]... [-p PERSON]... [--irregular] "
        + "[--questions N] [--region REGION] [--vos|--no-vos] [--seed N] [--review] [-f FORMAT] "
        + "[VERB... | --file PATH | --top N]"
    ],
    brief: "a timed conjugation quiz, with a review of what you missed",
    summary: """
      Asks a verb in a tense and person, one question per line: common verbs, regular and \
      irregular mixed, every person of the region. On a terminal each answer gets its verdict \
      at once; an empty line skips, :q, Ctrl-D or Ctrl-C ends early (saving what was \
      answered), ? after a wrong answer explains \
      the right form (how it is built, why it is irregular), and a summary follows. Otherwise \
      answers are read one per line and only the summary is printed.
      An exact answer (any accepted form, or one as the 1999 rules spelt it, guió for guio, \
      whose verdict gives the 2010 spelling) scores fully. An answer that is another cell of \
      the verb as written is wrong and named as that cell, for every verb and person alike \
      (hablo is presente, yo; miras given for vos is the tú form); the voseo subjunctive \
      stressed on its ending (partás) is right and named regional, with the norm's partas; \
      one that is no cell but \
      right but for its accents scores half, and says so; anything else shows the right form \
      with its irregular letters marked. Case and spaces around the answer are ignored, a \
      subject pronoun before the form is allowed (yo hablo), a subjunctive may come after que \
      (que yo oiga), an imperative with its subject after it (oye tú), and a negative \
      imperative may leave out its no. Verdicts are coloured on a terminal; the score says \
      its scale (151 of 190), and the time counts only the answers given. Each \
      question is worth 10 points times its tense's weight (1 for the easy tenses, 1.5 for \
      those moderate adds, 2 for those only difficult asks) times its person's (1.5 for vos \
      and vosotros, else 1); an accent slip earns half. The best score of a 20-question quiz \
      is kept for each difficulty and region. Every cell missed is kept for review (Leitner \
      boxes: due again after 0, 1, 3, 7 and 15 days; a right answer moves it up a box, a miss \
      back to the first); --review asks the due cells first.
      """,
    groups: [
      .init(
        "Verbs (default: the \(QuizCommand.verbCount) most common)",
        [
          .operand("VERB...", "ask these verbs (a class's list), in any order"),
          .option(file), .option(top),
        ]),
      .init(
        "What is asked (the filters of conjugar deck; kinds combine, repeated options add up)",
        [
          .option(difficulty), .option(tense), .option(mood), .option(person), .option(simple),
          .option(compound), .option(irregular), .option(region), .option(vos), .option(noVos),
          .option(questions), .option(review),
        ]),
      .init(
        "Output and repetition",
        [.option(format), .option(explain), .option(seed), .option(help)]),
    ],
    operands: .verbs)

  /// What `arguments` (after `quiz`) ask for.
  static func parse(_ arguments: [String]) throws(UsageError) -> Invocation<QuizOptions> {
    var options = QuizOptions()
    for argument in try CommandLineParser.parse(arguments, as: Self.self) {
      switch argument {
      case .operand(let word): options.filter.sources.append(.verbs(.word(word)))
      case .standardInput:
        throw UsageError(
          "the quiz reads its answers from standard input; give verbs as arguments or --file")
      case .option(let option, let value):
        let value = value ?? ""
        if let filter = option.cellFilter {
          try options.filter.add(filter, value)
          continue
        }
        switch option {
        case .difficulty: options.difficulty = QuizDifficulty(rawValue: value)
        case .questions:
          options.questions = try OptionNumber.parse(
            value, for: "--questions", in: 1...QuizOptions.maximumQuestions)
        case .region:
          options.region = QuizRegion(rawValue: value) ?? options.region
          options.regionGiven = true
        case .vos: options.vos = true
        case .noVos: options.vos = false
        case .seed: options.seed = try OptionNumber.parse(value, for: "--seed", in: 0...UInt64.max)
        case .review: options.review = true
        case .explain: options.explainsAlways = true
        case .format: options.format = QuizFormat(rawValue: value) ?? options.format
        case .help: return .help
        default: break
        }
      }
    }
    try options.filter.finish()
    let selection = options.filter.selection
    options.periphrases = selection.periphrases
    options.tenses = TenseID.allCases.filter { id in
      switch id {
      case .finite(let tense): selection.tenses.contains(tense)
      case .nonFinite(let form): selection.nonFinites.contains(form)
      case .periphrasis: false
      }
    }
    return .run(try options.validated())
  }
}
