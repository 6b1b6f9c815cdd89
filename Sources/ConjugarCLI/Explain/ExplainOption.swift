/// How `conjugar explain` prints its explanations.
enum ExplainFormat: String, CaseIterable, Sendable {
  /// Text for a reader.
  case text
  /// One JSON document.
  case json
}

extension ExplainFormat: OptionChoice {
  var meaning: String {
    switch self {
    case .text: "for a reader (default)"
    case .json: "every reading as one JSON document"
    }
  }
}

/// What `conjugar explain` was asked: the form, in one argument or several, and the format.
struct ExplainOptions: Equatable, Sendable {
  var words: [String] = []
  var format = ExplainFormat.text
}

/// The options of `conjugar explain`.
enum ExplainOption: CommandOption {
  case format, help

  var spec: OptionSpec {
    switch self {
    case .format:
      OptionSpec(
        long: "format", short: "f",
        value: .choice(ExplainFormat.self, name: "FORMAT"),
        help: "text (default) or json",
        manual: """
          `json` writes `{"query":...,"readings":[...]}`, each reading with `infinitive`, \
          `tense`, `person`, `form`, `models`, `guessed`, `regularVerb`, `stem`, `ending`, \
          `regularForm`, `auxiliary`, `participle` (null where they do not apply), \
          `marked` (the form with its irregular letters in brackets), `irregularities` (each \
          with `kind`, `name`, `rule` and `topic`, the `conjugar info` topic) and `alike`.
          """)
    case .help: .help
    }
  }

  static let command = CommandSpec(
    name: "explain",
    usage: ["explain [--format FORMAT] FORM"],
    brief: "how a form is built and why it is irregular",
    summary: """
      Says which verb, tense and person FORM is (every reading), how it is built (stem and \
      ending; for a compound tense haber and the participle), each irregularity with its rule \
      and the `conjugar info` topic that explains it, and the commonest verbs conjugated \
      alike. FORM is anything --lookup reads: clitics (dímelo), compounds (he tenido), vos \
      forms (tenés), verbs no table lists. Exits 1 when no verb form matches.
      """,
    groups: [
      .init("Explaining", [.operand("FORM", "a conjugated form"), .option(format), .option(help)])
    ],
    operands: .verbs,
    epilogue: """
      Examples:
        conjugar explain tuve
        conjugar explain he tenido
        conjugar explain --format json dímelo
      """)

  /// What `arguments` (after `explain`) ask for.
  static func parse(_ arguments: [String]) throws(UsageError) -> Invocation<ExplainOptions> {
    var options = ExplainOptions()
    var help = false
    for argument in try CommandLineParser.parse(arguments, as: Self.self) {
      switch argument {
      case .option(.help, _): help = true
      case .option(.format, let value):
        options.format = ExplainFormat(rawValue: value ?? "") ?? options.format
      case .operand(let word): options.words.append(word)
      case .standardInput: options.words.append("-")
      }
    }
    if help { return .help }
    guard !options.words.isEmpty else { throw UsageError("explain needs a FORM, such as 'tuve'") }
    return .run(options)
  }
}
