/// The options of `conjugar settings`.
enum SettingsOption: CommandOption {
  case help

  var spec: OptionSpec { .help }

  static let command = CommandSpec(
    name: "settings",
    usage: [
      "settings", "settings vos on|off", "settings review-prompts on|off",
      "settings layout grid|list|compact",
    ],
    brief: "show or change the saved settings: vos, review prompts, layout",
    summary: """
      Shows the saved settings and the file they are kept in, or changes one: vos (show the \
      vos person by default), review-prompts (the occasional review suggestion) and layout \
      (how tables on a terminal are laid out).
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
          .option(help),
        ])
    ],
    operands: .words([
      ["vos", "review-prompts", "layout"], ["on", "off", "grid", "list", "compact"],
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
