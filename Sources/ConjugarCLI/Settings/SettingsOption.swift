/// The options of `conjugar settings`.
enum SettingsOption: CommandOption {
  case help

  var spec: OptionSpec { .help }

  static let command = CommandSpec(
    name: "settings",
    usage: ["settings", "settings vos on|off", "settings review-prompts on|off"],
    brief: "show or change the saved settings: vos, review prompts",
    summary: """
      Shows the saved settings and the file they are kept in, or changes one: vos (show the \
      vos person by default) and review-prompts (the occasional review suggestion).
      """,
    groups: [
      .init(
        "Settings",
        [
          .operand("vos on|off", "show or hide vos by default (--vos and --no-vos override it)"),
          .operand("review-prompts on|off", "allow or stop the occasional review suggestion"),
          .option(help),
        ])
    ],
    operands: .words([["vos", "review-prompts"], ["on", "off"]]))

  /// The settings command `arguments` (after `settings`) ask for.
  static func command(_ arguments: [String]) throws(UsageError) -> Command {
    var operands: [String] = []
    for argument in try CommandLineParser.parse(arguments, as: Self.self) {
      switch argument {
      case .option(.help, _): return .help("settings")
      case .operand(let word): operands.append(word)
      case .standardInput: operands.append("-")
      }
    }
    return .settings(try SettingsCommand(arguments: operands))
  }
}

/// The options of `conjugar info`.
enum InfoOption: CommandOption {
  case noPager, help

  var spec: OptionSpec {
    switch self {
    case .noPager: .noPager
    case .help: .help
    }
  }

  static let command = CommandSpec(
    name: "info",
    usage: ["info", "info TOPIC"],
    brief: "the tenses, vos and irregular verbs explained for learners",
    summary: """
      Explains the tenses, the non-finite forms, the moods, vos, vosotros, irregular verbs and \
      the 2010 spelling, for learners. Without a topic, lists them; a tense is named by its id \
      or a Spanish or English name (presente de subjuntivo, preterite), in one argument or \
      several.
      """,
    groups: [
      .init(
        "Topics",
        [
          .operand("TOPIC", "a topic of the list, or a tense's id or name"),
          .option(noPager), .option(help),
        ])
    ],
    operands: .words([InfoTopics.completionWords]))

  /// The info command `arguments` (after `info`) ask for.
  static func command(_ arguments: [String]) throws(UsageError) -> Command {
    var words: [String] = []
    var help = false
    var noPager = false
    for argument in try CommandLineParser.parse(arguments, as: Self.self) {
      switch argument {
      case .option(.help, _): help = true
      case .option(.noPager, _): noPager = true
      case .operand(let word): words.append(word)
      case .standardInput: words.append("-")
      }
    }
    let command = help ? Command.help("info") : .info(words)
    return noPager ? .unpaged(command) : command
  }
}
