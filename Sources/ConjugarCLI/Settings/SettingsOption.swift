/// The options of `conjugar settings`.
enum SettingsOption: CommandOption {
  case help

  var spec: OptionSpec { .help }

  static let command = CommandSpec(
    name: "settings",
    usage: [
      "settings", "settings vos on|off", "settings review-prompts on|off",
      "settings layout grid|list|compact", "settings difficulty easy|moderate|difficult",
      "settings region spain|latin-america", "settings review [clear]",
    ],
    brief: "show or change the saved settings: vos, review prompts, layout, quiz defaults",
    summary: """
      Shows the saved settings and the file they are kept in, or changes one: vos (show the \
      vos person by default), review-prompts (the occasional review suggestion), layout \
      (how tables on a terminal are laid out), and the quiz's default difficulty and region. \
      settings review lists the cells the quiz keeps for review, those due first, and \
      settings review clear forgets them.
      """,
    groups: [
      .init(
        "Settings",
        [
          .operand("vos on|off", "show or hide vos by default (--vos and --no-vos override it)"),
          .operand("review-prompts on|off", "allow or stop the occasional review suggestion"),
          .operand(
            "layout grid|list|compact",
            "tables on a terminal as a grid (default), a list or compact (--layout overrides it)"
          ),
          .operand(
            "difficulty LEVEL",
            "the quiz's difficulty when neither --difficulty nor -t is given (default moderate)"),
          .operand(
            "region REGION", "the quiz's region when --region is not given (default spain)"),
          .operand("review [clear]", "list the cells kept for review, or forget them"),
          .option(help),
        ])
    ],
    operands: .words([
      ["vos", "review-prompts", "layout", "difficulty", "region", "review"],
      [
        "on", "off", "grid", "list", "compact", "easy", "moderate", "difficult", "spain",
        "latin-america", "clear",
      ],
    ]))

  /// What `arguments` (after `settings`) ask for.
  static func parse(_ arguments: [String]) throws(UsageError) -> Invocation<SettingsCommand> {
    var operands: [String] = []
    for argument in try CommandLineParser.parse(arguments, as: Self.self) {
      switch argument {
      case .option(.help, _): return .help
      case .operand(let word): operands.append(word)
      case .standardInput: operands.append("-")
      }
    }
    return .run(try SettingsCommand(arguments: operands))
  }
}
