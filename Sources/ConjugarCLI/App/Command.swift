/// What `conjugar` was asked to do.
enum Command: Equatable, Sendable {
  /// `-h`, `--help`, `conjugar help [COMMAND]`: the help of the command named (nil:
  /// conjugating).
  case help(String?)
  /// `conjugar -h`: usage, a few examples and the commands.
  case briefHelp
  /// `--version`.
  case version
  /// `--complete-verbs WORD`: what shell completion offers for WORD.
  case completeVerbs(String)
  /// `conjugar settings ...`.
  case settings(SettingsCommand)
  /// `conjugar info ...`, with the words of the topic.
  case info([String])
  /// `conjugar quiz ...`.
  case quiz(QuizOptions)
  /// `--list-verbs`, optionally narrowed.
  case listVerbs(VerbFilter)
  /// `--list-models`.
  case listModels
  /// Conjugate verbs.
  case conjugate(Options)
  /// A command with `--no-pager`: its output is never paged.
  indirect case unpaged(Command)
  /// `conjugar deck ...`: Anki notes.
  case deck(DeckOptions)
  /// `conjugar check ...`: check a deck or a table of forms.
  case check(CheckOptions)
  /// `conjugar explain FORM`: how a form is built and why it is irregular.
  case explain(ExplainOptions)
}
