/// `conjugar`'s whole command line: its commands, the text every help ends with, and which
/// command an argument list asks for. Help, the man page and the shell completions are
/// written from these declarations (`make docs` writes the files).
enum CommandLineInterface {
  static let version = "conjugar 0.1.0\n"

  /// The parser of the subcommand named `name`, if it is one. Only names here: a run builds
  /// no help text it does not print.
  private static func subcommand(_ name: String) -> (([String]) throws(UsageError) -> Command)? {
    switch name {
    case "settings": SettingsOption.command
    case "info": InfoOption.command
    case "quiz": QuizOption.command
    case "deck": DeckOption.command
    case "check": CheckOption.command
    case "help": helpCommand
    default: nil
    }
  }

  /// Every command, the conjugating one first.
  static var commands: [CommandSpec] {
    [
      ConjugateOption.command, SettingsOption.command, InfoOption.command, QuizOption.command,
      DeckOption.command, CheckOption.command,
    ]
  }

  /// The command `arguments` (without the program name) ask for.
  static func command(_ arguments: [String]) throws(UsageError) -> Command {
    if let first = arguments.first, let parse = subcommand(first) {
      do {
        return try parse(Array(arguments.dropFirst()))
      } catch {
        throw UsageError(error.message, command: first == "help" ? nil : first)
      }
    }
    return try ConjugateOption.command(arguments)
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

  /// The help of the command named `name` (nil: conjugating, which lists the others).
  static func help(_ name: String?) -> String {
    let all = commands
    guard let spec = all.first(where: { $0.name == name }) else { return "" }
    return HelpRenderer.help(spec, others: name == nil ? Array(all.dropFirst()) : [])
  }

  /// The documented exit statuses, one entry each, as `--help` lists them.
  private static var exitStatuses: String {
    ExitStatus.documented.map { status in
      HelpRenderer.entry("  \(status.code)", status.meaning, column: 6).joined(separator: "\n")
    }.joined(separator: "\n")
  }

  /// What every help of the conjugating command ends with.
  static let epilogue = """
    Exit status:
    \(exitStatuses)

    Environment:
      NO_COLOR                    set and not empty: never colour
      TERM                        dumb: no colour, no pager
      CONJUGAR_PAGER, PAGER       the pager for long output on a terminal (default
                                  less -FRX); empty: never page
      XDG_CONFIG_HOME, HOME       where the settings file is kept
      XDG_STATE_HOME              where recent settings warnings are noted
      CONJUGAR_NO_REVIEW_PROMPT   set (not empty or 0): never suggest a review

    Files:
      $XDG_CONFIG_HOME/conjugar/settings.json
                                  (default ~/.config/conjugar/settings.json)
      $XDG_STATE_HOME/conjugar/last-warning
                                  (default ~/.local/state/conjugar/last-warning)

    Examples:
      conjugar hablar                      the full table
      conjugar --vos --compact tener       a compact table with vos
      conjugar -t presente -t preterite ser estar
      conjugar tuvieron                    which verb, tense and person
      conjugar --guess ablar               a slip conjugated as a new verb
      conjugar --lookup -f tsv - < words.txt
      conjugar --format tsv - < verbs.txt  TSV for a list of verbs
      conjugar --all --format json > all.json
      conjugar settings vos on             show vos from now on
      conjugar info preterite              what the preterite is, its forms
      conjugar quiz --difficulty easy      a timed quiz on three tenses
      conjugar deck --top 100 > deck.txt   Anki flashcards of 100 verbs
      conjugar check deck.txt              the wrong cells of a deck

    """
}
