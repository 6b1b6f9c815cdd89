/// Parses the arguments of any command against its declared options: `--name value`,
/// `--name=value`, `-x value`, `-xvalue`, `-` (standard input) and `--` (only operands follow).
/// Fixed choices are checked here; everything else is left to the command.
enum CommandLineParser {
  static func parse<Option: CommandOption>(
    _ arguments: [String], as: Option.Type
  ) throws(UsageError) -> [ParsedArgument<Option>] {
    var parsed: [ParsedArgument<Option>] = []
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "--" {
        parsed += remaining.map { .operand($0) }
        break
      }
      if argument == "-" {
        parsed.append(.standardInput)
      } else if argument.hasPrefix("--") {
        let body = argument.dropFirst(2)
        let parts = body.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts[0])
        guard let option = Option.allCases.first(where: { $0.spec.long == name }) else {
          throw unknown("--" + name, among: Option.allCases.map { "--" + $0.spec.long })
        }
        let inline = parts.count == 2 ? String(parts[1]) : nil
        parsed.append(try value(of: option, as: "--" + name, inline: inline, &remaining))
      } else if argument.hasPrefix("-"), let letter = argument.dropFirst().first {
        guard let option = Option.allCases.first(where: { $0.spec.short == letter }) else {
          throw unknown("-" + String(letter), among: Option.allCases.flatMap(\.spec.spellings))
        }
        let rest = String(argument.dropFirst(2))
        let spelling = "-" + String(letter)
        if option.spec.value == .none, !rest.isEmpty {
          let shown = Echo.text(argument)
          throw UsageError(
            "\(option.spec.spellings[0]) (\(spelling)) takes no value, got '\(shown)'")
        }
        parsed.append(
          try value(of: option, as: spelling, inline: rest.isEmpty ? nil : rest, &remaining))
      } else {
        parsed.append(.operand(argument))
      }
    }
    return parsed
  }

  private static func value<Option: CommandOption>(
    of option: Option, as spelling: String, inline: String?,
    _ remaining: inout ArraySlice<String>
  ) throws(UsageError) -> ParsedArgument<Option> {
    let spec = option.spec
    guard let name = spec.value.name else {
      if let inline {
        throw UsageError("\(spelling) takes no value, got '\(Echo.text(inline))'")
      }
      return .option(option, nil)
    }
    guard let value = inline ?? remaining.popFirst() else {
      throw UsageError("\(spelling) needs a value (\(name))")
    }
    if case .choice(_, let values) = spec.value, !values.contains(where: { $0.word == value }) {
      throw .invalidValue(value, for: spelling, choices: values.map(\.word))
    }
    return .option(option, value)
  }

  private static func unknown(_ spelling: String, among known: [String]) -> UsageError {
    var message = "unknown option '\(Echo.text(spelling))'"
    if let guess = Suggestions.closest(to: spelling, among: known).first {
      message += "; did you mean \(guess)?"
    }
    return UsageError(message)
  }
}
