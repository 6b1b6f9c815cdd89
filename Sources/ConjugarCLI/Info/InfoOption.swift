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

  /// What `arguments` (after `info`) ask for, the words of the topic, and whether
  /// `--no-pager` was given.
  static func parse(
    _ arguments: [String]
  ) throws(UsageError) -> (invocation: Invocation<[String]>, noPager: Bool) {
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
    return (help ? .help : .run(words), noPager)
  }
}
