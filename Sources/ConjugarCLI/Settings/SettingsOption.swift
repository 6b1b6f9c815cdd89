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
