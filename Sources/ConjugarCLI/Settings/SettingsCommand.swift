import Foundation

/// The `conjugar settings` subcommand: shows or changes the saved settings.
///
/// Text goes out through two closures, `output` (standard output) and `errorOutput` (standard
/// error), that receive it exactly as it should appear, every message ending in a newline,
/// as `TextOutputStream.write(_:)` does. Nothing here calls `exit`.
public enum SettingsCommand: Equatable, Sendable {
  /// `conjugar settings`: prints every setting and the file's path.
  case show
  /// `conjugar settings vos on|off`.
  case setVos(Bool)
  /// `conjugar settings review-prompts on|off`.
  case setReviewPrompts(Bool)
  /// `conjugar settings --help`.
  case help

  /// The subcommand's usage text.
  public static let usage = """
    usage: conjugar settings
           conjugar settings vos on|off
           conjugar settings review-prompts on|off

    """

  /// Parses the arguments that follow `settings`.
  public init(arguments: [String]) throws(SettingsUsageError) {
    guard let name = arguments.first else {
      self = .show
      return
    }
    if ["-h", "--help", "help"].contains(name), arguments.count == 1 {
      self = .help
      return
    }
    let setters: [String: (Bool) -> SettingsCommand] = [
      "vos": SettingsCommand.setVos, "review-prompts": SettingsCommand.setReviewPrompts,
    ]
    guard let setter = setters[name] else {
      throw SettingsUsageError("unknown setting '\(name)'; expected vos or review-prompts")
    }
    guard arguments.count >= 2 else {
      throw SettingsUsageError("missing value for '\(name)'; expected on or off")
    }
    guard arguments.count == 2 else {
      throw SettingsUsageError("unexpected argument '\(arguments[2])'")
    }
    switch arguments[1] {
    case "on": self = setter(true)
    case "off": self = setter(false)
    default:
      throw SettingsUsageError("invalid value '\(arguments[1])' for '\(name)'; expected on or off")
    }
  }

  /// Parses `arguments` and runs the command; returns 0, 1 if the settings could not be
  /// saved, or 64 (`EX_USAGE`) with a message and the usage for bad arguments.
  ///
  /// `settingsURL` is only displayed; `nil` means settings are not kept in a file.
  public static func run(
    arguments: [String],
    store: SettingsStore,
    settingsURL: URL?,
    output: (String) -> Void,
    errorOutput: (String) -> Void
  ) -> Int32 {
    do {
      let command = try SettingsCommand(arguments: arguments)
      return command.run(
        store: store, settingsURL: settingsURL, output: output, errorOutput: errorOutput)
    } catch {
      errorOutput("conjugar: error: \(error)\n" + usage)
      return SettingsUsageError.exitCode
    }
  }

  /// Runs a parsed command; returns 0, or 1 if the settings could not be saved.
  public func run(
    store: SettingsStore,
    settingsURL: URL?,
    output: (String) -> Void,
    errorOutput: (String) -> Void
  ) -> Int32 {
    let result: SettingsLoad
    do {
      switch self {
      case .help:
        output(Self.usage)
        return 0
      case .show:
        result = store.load()
      case .setVos(let on):
        result = try store.update { $0.vos = on }
      case .setReviewPrompts(let on):
        result = try store.update { $0.reviewPromptsEnabled = on }
      }
    } catch {
      errorOutput("conjugar: error: \(error)\n")
      return 1
    }
    for warning in result.warnings {
      errorOutput("conjugar: warning: \(warning)\n")
    }
    output(describe(result.settings, settingsURL: settingsURL))
    return 0
  }

  /// The lines that show the settings touched by this command, or all of them for `show`.
  private func describe(_ settings: Settings, settingsURL: URL?) -> String {
    let onOff = { (value: Bool) in value ? "on" : "off" }
    switch self {
    case .setVos:
      return "vos: \(onOff(settings.vos))\n"
    case .setReviewPrompts:
      return "review-prompts: \(onOff(settings.reviewPromptsEnabled))\n"
    case .show, .help:
      let lastPrompt = settings.lastReviewPrompt.map(SettingsDate.string(from:)) ?? "never"
      let file = settingsURL?.path ?? "none (neither XDG_CONFIG_HOME nor HOME is set)"
      return """
        vos: \(onOff(settings.vos))
        review-prompts: \(onOff(settings.reviewPromptsEnabled))
        use-count: \(settings.useCount)
        last-review-prompt: \(lastPrompt)
        file: \(file)

        """
    }
  }
}

/// Bad arguments to `conjugar settings`; the command exits with `exitCode`.
public struct SettingsUsageError: Error, Equatable, Sendable, CustomStringConvertible {
  /// `EX_USAGE` from sysexits(3).
  public static let exitCode: Int32 = 64

  /// What was wrong, in one line.
  public var message: String

  /// Creates an error with a one-line message.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
