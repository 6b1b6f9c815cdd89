import ConjugarCore

/// The options of conjugating and looking up (`conjugar [options] VERB...`), each declared
/// once with its spellings, value and help.
enum ConjugateOption: CommandOption {
  case format, layout, compact, color, marks, noMarks, noPager, vos, noVos, tense, mood, person
  case simple, compound
  case guess, lookup, allReadings, file, all, listVerbs, listModels, model, irregular, help, version
  case completeVerbs

  var spec: OptionSpec {
    switch self {
    case .format:
      OptionSpec(
        long: "format", short: "f",
        value: .choice(OutputFormat.self, name: "FORMAT"),
        help: "table (default), tsv, json, list; each is described in man conjugar",
        manual: """
          `table` shows a header, then each tense as a heading and one line per person. `tsv` \
          writes one line per cell: infinitive, tense id, person id, and the forms joined with \
          `|`, or `-` for a cell the verb lacks. `json` writes one document for the \
          whole run: `{"verbs":[...],"lookups":[...],"errors":[...]}`. `list` writes one form \
          per line (OUTPUT FORMATS below describes each).
          A looked-up form gets one `tsv` line per reading: the form as given (lower case, \
          NFC), the infinitive, the tense id, the person id (`-` for a non-finite form) and the \
          marks: `-` for an exact reading of a listed verb, `accents` for a form found only by \
          ignoring accents, `guessed` for a verb no table lists, or `accents,guessed`; one \
          `list` line per reading: infinitive, tense id and person id, and the marks as a \
          fourth word when there are any; in `json`, an object with its `query` and its \
          `analyses`, each with `infinitive`, `tense`, `person`, `form`, `clitics`, `exact`, \
          `vos` and `guessed`.
          """)
    case .layout:
      OptionSpec(
        long: "layout", value: .choice(TableLayout.self, name: "LAYOUT"),
        help: """
          how a table is laid out: grid (persons down, tenses across, as many as the terminal's \
          width holds: the default on a terminal), list (one tense under another: the default \
          elsewhere), compact; default: the setting (conjugar settings layout)
          """,
        manual: """
          The grid is as wide as the terminal, or as `COLUMNS` says; a pipe asking for it \
          gets 80 columns unless `COLUMNS` is set. A cell too wide for its column breaks \
          between its forms, never past the width. The pager opens only when the table is \
          taller than the terminal.
          """)
    case .compact:
      OptionSpec(long: "compact", value: .none, help: "the same as --layout compact")
    case .color:
      OptionSpec(
        long: "color", value: .choice(ColorMode.self, name: "WHEN"),
        help: """
          colour irregular letters in tables: auto (default; on a terminal, unless NO_COLOR or \
          TERM=dumb), always, never
          """,
        manual: "Other formats are never coloured.")
    case .marks:
      OptionSpec(
        long: "marks", value: .none,
        help: """
          put the irregular letters of tables in brackets, which read without colour: \
          ten[g]o (on a terminal without colour, NO_COLOR or TERM=dumb, they are by default)
          """,
        manual: """
          Every irregular form of a table has its irregular letters marked: in colour on a \
          terminal, and with `--marks` in brackets too (`ten[g]o`, `po[dr]é`, `pon`→`po[n]`); \
          where letters were dropped, the letters on either side of the gap are marked. \
          Spelling changes every verb shares (`saqué`) are not irregular and get no brackets.
          """)
    case .noMarks:
      OptionSpec(
        long: "no-marks", value: .none,
        help: "mark no irregular letters: neither colour nor brackets")
    case .noPager: .noPager
    case .vos: .vos
    case .noVos: .noVos
    case .tense: .tense
    case .mood: .mood
    case .person: .person
    case .simple: .simple
    case .compound: .compound
    case .guess:
      OptionSpec(
        long: "guess", value: .none, help: "conjugate a slip of a listed verb as a new verb")
    case .lookup:
      OptionSpec(
        long: "lookup", value: .none,
        help: """
          look every input up as a form, even an infinitive (TSV: form, infinitive, tense, \
          person, and marks: -, accents, guessed or accents,guessed)
          """,
        manual: """
          `conjugar --lookup hablar` gives the readings of the word hablar (the infinitive), \
          from the arguments, `-` or `--file`.
          """)
    case .allReadings:
      OptionSpec(
        long: "all-readings", value: .none,
        help: "show a looked-up form's rare readings too (dime: dimir beside decir)",
        manual: """
          The table leaves out a reading 32 times rarer than the likeliest one, by how common \
          the verb is and how often its tense is meant, and says how many it left out; tsv, \
          json and list always give every reading, likeliest first.
          """)
    case .file: .file
    case .all: OptionSpec(long: "all", value: .none, help: "conjugate every bundled verb")
    case .listVerbs:
      OptionSpec(
        long: "list-verbs", value: .none,
        help: """
          list the bundled verbs, one per line; with words, those that begin like one of \
          them, accents and case aside (rei: reír)
          """)
    case .completeVerbs:
      OptionSpec(
        long: "complete-verbs", value: .text(name: "WORD"),
        help: """
          for completion scripts: the verbs that begin like WORD, accents and case aside, a \
          line each: the verb with the letters of WORD kept (reir), a tab, the verb (reír)
          """)
    case .listModels:
      OptionSpec(
        long: "list-models", value: .none,
        help: "list the conjugation models --model accepts, each with how many verbs follow it")
    case .model:
      OptionSpec(
        long: "model", value: .model, help: "with --list-verbs or --all: verbs like MODEL only")
    case .irregular:
      OptionSpec(
        long: "irregular", value: .none, help: "with --list-verbs or --all: irregular verbs only")
    case .help:
      OptionSpec(
        long: "help", short: "h", value: .none,
        help: "-h: usage, five examples and the commands; --help: this whole text")
    case .version: OptionSpec(long: "version", value: .none, help: "show the version")
    }
  }

  /// The command: its usage, summary and options in `--help`'s groups.
  static let command = CommandSpec(
    name: nil,
    usage: [
      "[options] VERB|FORM...",
      "[options] - | --file PATH | --all",
      "--lookup [options] FORM... | - | --file PATH",
      "--list-verbs [--model MODEL | --irregular] [PREFIX...]",
      "--list-models",
    ],
    summary: """
      Conjugates Spanish verbs in every tense and person: a table, TSV, JSON or a list. Case, \
      spaces, punctuation around a word (hablar, ¿tuvieron?) and missing or wrong acute \
      accents are forgiven (REIR, reir: reír; írse: irse). A word with anything else that is \
      no letter (a digit, a symbol, a control character) or bytes that are not UTF-8 is \
      refused as typed (hablar2: '2' is not a letter). A word no table lists that a learner's \
      spelling slips turn into a common verb is refused with a suggestion (ablar, ablár, \
      hablarr: did you mean hablar?); the slips are a silent h, b/v, c/z/s, ll/y, g/j, \
      k/qu/c, gu/g, ü/u (averigüar), r/rr, n/ñ, n/m, a letter doubled or dropped, and two of \
      these. Any \
      other word shaped like an infinitive (tuitear) is conjugated by its ending, with a \
      warning, repeated after the table on a terminal.
      A single word that is no infinitive, shown as a table, is looked up as a conjugated \
      form: every verb, tense and person it can be (fue: ser and ir; he hablado; dímelo: \
      decir + me, lo), the more common verb first. A match found only by ignoring accents is \
      marked, and so is the form of a verb no table lists (tuiteo: tuitear). Suggestions give \
      slips first, then close spellings, the more common verb first.
      """,
    groups: [
      .init(
        "Output",
        [
          .option(format), .option(layout), .option(compact), .option(color), .option(marks),
          .option(noMarks), .option(noPager),
          .option(vos), .option(noVos),
        ]),
      .init(
        "Filters (every format; kinds combine, repeated options add up)",
        [
          .option(tense), .option(mood), .option(person), .option(simple), .option(compound),
          .note(
            """
            The non-finite forms are shown when nothing is filtered, or when --tense names them.
            """),
        ]),
      .init(
        "Input",
        [
          .operand("VERB...", "verbs to conjugate, one table after another"),
          .option(guess), .option(lookup), .option(allReadings),
          .operand("-", "read verbs from standard input, one per line"),
          .option(file), .option(all),
          .note(
            """
            Blank lines, lines starting with # and a byte-order mark starting the input are \
            skipped; a bad line is reported on standard error with its line number and the \
            rest goes on. Several verbs, - and --file, and the tsv, json and list formats take \
            infinitives only: a form there is an error naming its verb (look forms up with \
            --lookup). Put -- before verbs that start with a dash.
            """),
        ]),
      .init(
        "Other",
        [
          .option(listVerbs), .option(listModels), .option(model), .option(irregular),
          .option(completeVerbs), .option(help), .option(version),
        ]),
    ],
    operands: .verbs,
    epilogue: epilogue)

  /// What `arguments` (without the program name) ask for, and whether `--no-pager` was given.
  static func parse(
    _ arguments: [String]
  ) throws(UsageError) -> (request: ConjugateRequest, noPager: Bool) {
    var noPager = false
    let request = try parse(arguments, noPager: &noPager)
    return (request, noPager)
  }

  private static func parse(
    _ arguments: [String], noPager: inout Bool
  ) throws(UsageError) -> ConjugateRequest {
    var options = Options()
    var help = false
    var version = false
    var listVerbs = false
    var listModels = false
    var completing: String?
    var tenses: [String] = []
    for argument in try CommandLineParser.parse(arguments, as: Self.self) {
      switch argument {
      case .operand(let word): options.sources.append(.word(word))
      case .standardInput: options.sources.append(.standardInput)
      case .option(let option, let value):
        switch option {
        case .format: options.format = OutputFormat(rawValue: value ?? "") ?? options.format
        case .layout: options.layout = TableLayout(rawValue: value ?? "") ?? options.layout
        case .compact: options.layout = .compact
        case .noMarks: options.marks = false
        case .color: options.color = ColorMode(rawValue: value ?? "") ?? options.color
        case .marks: options.marks = true
        case .noPager: noPager = true
        case .vos: options.vos = true
        case .noVos: options.vos = false
        case .tense: tenses.append(value ?? "")
        case .mood: try options.selection.addMood(value ?? "")
        case .person: try options.selection.addPerson(value ?? "")
        case .simple: options.selection.simple = true
        case .compound: options.selection.compound = true
        case .guess: options.guess = true
        case .lookup: options.lookup = true
        case .allReadings: options.allReadings = true
        case .file: options.sources.append(.file(value ?? ""))
        case .all: options.sources.append(.all)
        case .listVerbs: listVerbs = true
        case .listModels: listModels = true
        case .completeVerbs: completing = value ?? ""
        case .model: options.filter.model = value
        case .irregular: options.filter.irregularOnly = true
        case .help: help = true
        case .version: version = true
        }
      }
    }
    if help { return .help }
    if version { return .version }
    if let completing {
      guard options == Options(), !listVerbs, !listModels else {
        throw UsageError("--complete-verbs takes nothing else")
      }
      return .completeVerbs(completing)
    }
    try options.selection.addTenses(named: tenses)
    if listModels {
      guard options == Options() else { throw UsageError("--list-models takes nothing else") }
      return .listModels
    }
    return try check(options, listVerbs: listVerbs)
  }

  /// The options that do not go together, and what is missing.
  private static func check(
    _ options: Options, listVerbs: Bool
  ) throws(UsageError) -> ConjugateRequest {
    if listVerbs {
      guard !options.lookup else { throw UsageError("--lookup does not go with --list-verbs") }
      var filter = options.filter
      for source in options.sources {
        guard case .word(let prefix) = source else {
          throw UsageError("--list-verbs takes no --file, --all or -")
        }
        filter.prefixes.append(prefix)
      }
      return .listVerbs(filter)
    }
    if !options.filter.isEmpty, !options.sources.contains(.all) {
      throw UsageError("--model and --irregular go with --list-verbs or --all")
    }
    if options.lookup, options.sources.contains(.all) {
      throw UsageError("--lookup takes forms, not --all")
    }
    if options.guess, options.lookup {
      throw UsageError("--guess goes with verbs to conjugate, not --lookup")
    }
    guard !options.sources.isEmpty else {
      throw UsageError(options.lookup ? "no form given" : "no verb given")
    }
    return .conjugate(options)
  }
}
