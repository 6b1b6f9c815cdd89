/// One parsed argument, in command-line order.
enum ParsedArgument<Option: CommandOption>: Equatable, Sendable {
  /// An option and its value (nil for a switch).
  case option(Option, String?)
  /// An operand: a verb, a form, a file, a topic.
  case operand(String)
  /// `-`: standard input.
  case standardInput
}
