import ConjugarCore

/// Parses `conjugar`'s arguments by hand: `--name value`, `--name=value`, `-x value`, `-xvalue`,
/// `--` (only verbs follow) and `-` (standard input).
struct ArgumentParser {
  private var options = Options()
  private var help = false
  private var version = false
  private var listVerbs = false

  /// Parses `arguments` (without the program name).
  static func parse(_ arguments: [String]) throws(UsageError) -> Command {
    if arguments.first == "settings" { return .settings(Array(arguments.dropFirst())) }
    if arguments.first == "info" { return .info(Array(arguments.dropFirst())) }
    var parser = ArgumentParser()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "--" {
        parser.options.sources += remaining.map(VerbSource.word)
        break
      }
      if argument == "-" {
        parser.options.sources.append(.standardInput)
      } else if argument.hasPrefix("--") {
        let body = argument.dropFirst(2)
        let parts = body.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard let option = OptionName(long: String(parts[0])) else {
          throw unknownOption("--" + parts[0])
        }
        let inline = parts.count == 2 ? String(parts[1]) : nil
        try parser.apply(option, inline: inline, remaining: &remaining)
      } else if argument.hasPrefix("-"), let letter = argument.dropFirst().first {
        guard let option = OptionName(short: letter) else {
          throw unknownOption("-" + String(letter))
        }
        let rest = String(argument.dropFirst(2))
        if option.valueName == nil, !rest.isEmpty {
          let given = Echo.text("-\(letter)\(rest)")
          throw UsageError("\(option.long) (-\(letter)) takes no value, got '\(given)'")
        }
        try parser.apply(option, inline: rest.isEmpty ? nil : rest, remaining: &remaining)
      } else {
        parser.options.sources.append(.word(argument))
      }
    }
    return try parser.command()
  }

  private static func unknownOption(_ spelling: some StringProtocol) -> UsageError {
    let name = String(spelling)
    var message = "unknown option '\(Display.quoted(name))'"
    let longs = OptionName.allCases.map(\.long)
    if let guess = Suggestions.closest(to: name, among: longs).first {
      message += "; did you mean \(guess)?"
    }
    return UsageError(message)
  }

  private mutating func apply(
    _ option: OptionName, inline: String?, remaining: inout ArraySlice<String>
  ) throws(UsageError) {
    guard option.valueName != nil else {
      if let inline {
        throw UsageError("\(option.long) takes no value, got '\(Echo.text(inline))'")
      }
      try set(option)
      return
    }
    guard let value = inline ?? remaining.popFirst() else {
      throw UsageError("\(option.long) needs a value (\(option.valueName ?? "VALUE"))")
    }
    try set(option, value)
  }

  private mutating func set(_ option: OptionName) throws(UsageError) {
    switch option {
    case .vos: options.vos = true
    case .noVos: options.vos = false
    case .simple: options.selection.simple = true
    case .compound: options.selection.compound = true
    case .compact: options.compact = true
    case .all: options.sources.append(.all)
    case .lookup: options.lookup = true
    case .guess: options.guess = true
    case .listVerbs: listVerbs = true
    case .irregular: options.filter.irregularOnly = true
    case .help: help = true
    case .version: version = true
    default: throw UsageError("\(option.long) needs a value")
    }
  }

  private mutating func set(_ option: OptionName, _ value: String) throws(UsageError) {
    switch option {
    case .format:
      options.format = try Self.choice(value, for: option, OutputFormat.init, Choices.formats)
    case .color:
      options.color = try Self.choice(value, for: option, ColorMode.init, Choices.colorModes)
    case .mood:
      options.selection.moods.append(try Self.choice(value, for: option, Mood.init, Choices.moods))
    case .person:
      let person = try Self.choice(value, for: option, Person.init, Choices.personIDs)
      options.selection.persons.append(person)
    case .tense:
      guard options.selection.addTense(value) else {
        throw .invalidValue(value, for: option, choices: Choices.tenseIDs)
      }
    case .file: options.sources.append(.file(value))
    case .model: options.filter.model = value
    default: throw UsageError("\(option.long) takes no value, got '\(Echo.text(value))'")
    }
  }

  private static func choice<T>(
    _ value: String, for option: OptionName, _ make: (String) -> T?, _ choices: [String]
  ) throws(UsageError) -> T {
    guard let result = make(value) else {
      throw .invalidValue(value, for: option, choices: choices)
    }
    return result
  }

  private func command() throws(UsageError) -> Command {
    if help { return .help }
    if version { return .version }
    if listVerbs {
      guard !options.lookup else { throw UsageError("--lookup does not go with --list-verbs") }
      guard options.sources.isEmpty else {
        throw UsageError("--list-verbs takes no verbs, --file, --all or -")
      }
      return .listVerbs(options.filter)
    }
    if !options.filter.isEmpty, !options.sources.contains(.all) {
      throw UsageError("--model and --irregular go with --list-verbs or --all")
    }
    if options.lookup, options.sources.contains(.all) {
      throw UsageError("--lookup takes forms, not --all")
    }
    if options.guess, options.lookup {
      throw UsageError("--guess goes with verbs to conjugate, not --lookup")
    }
    guard !options.sources.isEmpty else {
      throw UsageError(options.lookup ? "no form given" : "no verb given")
    }
    return .conjugate(options)
  }
}
