/// `conjugar`'s whole command line: its commands, and which command an argument list asks
/// for. Help, the man page and the shell completions are written from the commands'
/// declarations (`make docs` writes the files).
enum CommandLineInterface {
  /// `--version`: the version, and the licences of the code and of the data the binary
  /// carries (NOTICE).
  static let version = """
    conjugar 0.1.0
    Code: MIT licence (LICENSE). Bundled data: verb models seeded from conjugate-esp
    (MIT, (c) 2020 Jiri Mracek); word classes and frequency ranks derived from
    doozan/spanish_data and wordfreq, CC BY-SA 4.0. Details: NOTICE, installed in
    share/doc/conjugar.

    """

  /// The names of the subcommands, and `help`.
  private static let subcommands = [
    "settings", "info", "quiz", "deck", "check", "explain", "help",
  ]

  /// The command the subcommand `name` is asked for with `arguments` (those after its name).
  /// Only names here: a run builds no help text it does not print.
  private static func subcommand(
    _ name: String, _ arguments: [String]
  ) throws(UsageError) -> Command {
    switch name {
    case "settings":
      return command(try SettingsOption.parse(arguments), help: name, Command.settings)
    case "quiz": return command(try QuizOption.parse(arguments), help: name, Command.quiz)
    case "deck": return command(try DeckOption.parse(arguments), help: name, Command.deck)
    case "check": return command(try CheckOption.parse(arguments), help: name, Command.check)
    case "explain":
      return command(try ExplainOption.parse(arguments), help: name, Command.explain)
    case "info":
      let (invocation, noPager) = try InfoOption.parse(arguments)
      let info = command(invocation, help: name, Command.info)
      return noPager ? .unpaged(info) : info
    default: return try helpCommand(arguments)
    }
  }

  /// The command a subcommand's `invocation` stands for: the help of the command named
  /// `help`, or `run` of its options.
  private static func command<Request>(
    _ invocation: Invocation<Request>, help: String, _ run: (Request) -> Command
  ) -> Command {
    switch invocation {
    case .help: .help(help)
    case .run(let request): run(request)
    }
  }

  /// The conjugating command `arguments` ask for.
  private static func conjugating(_ arguments: [String]) throws(UsageError) -> Command {
    let (request, noPager) = try ConjugateOption.parse(arguments)
    let conjugating: Command =
      switch request {
      // `-h` is brief, `--help` the whole text: whichever came first.
      case .help: arguments.first { $0 == "-h" || $0 == "--help" } == "-h" ? .briefHelp : .help(nil)
      case .version: .version
      case .listVerbs(let filter): .listVerbs(filter)
      case .listModels: .listModels
      case .completeVerbs(let word): .completeVerbs(word)
      case .conjugate(let options): .conjugate(options)
      }
    return noPager ? .unpaged(conjugating) : conjugating
  }

  /// Every command, the conjugating one first.
  static var commands: [CommandSpec] {
    [
      ConjugateOption.command, SettingsOption.command, InfoOption.command, QuizOption.command,
      DeckOption.command, CheckOption.command, ExplainOption.command,
    ]
  }

  /// The command `arguments` (without the program name) ask for.
  static func command(_ arguments: [String]) throws(UsageError) -> Command {
    if let first = arguments.first, subcommands.contains(first) {
      do {
        return try subcommand(first, Array(arguments.dropFirst()))
      } catch {
        throw UsageError(error.message, command: first == "help" ? nil : first)
      }
    }
    return try conjugating(arguments)
  }

  /// `conjugar help [COMMAND]`.
  private static func helpCommand(_ arguments: [String]) throws(UsageError) -> Command {
    guard let name = arguments.first else { return .help(nil) }
    guard arguments.count == 1, let spec = commands.first(where: { $0.name == name }) else {
      let names = commands.compactMap(\.name)
      throw UsageError.invalidValue(name, for: "help", choices: names)
    }
    return .help(spec.name)
  }

  /// `conjugar -h`: the usage, five examples and the other commands.
  static var briefHelp: String {
    let all = commands
    return HelpRenderer.brief(
      all[0], examples: ConjugateOption.briefExamples, others: Array(all.dropFirst()))
  }

  /// The help of the command named `name` (nil: conjugating, which lists the others).
  static func help(_ name: String?) -> String {
    let all = commands
    guard let spec = all.first(where: { $0.name == name }) else { return "" }
    return HelpRenderer.help(spec, others: name == nil ? Array(all.dropFirst()) : [])
  }
}
