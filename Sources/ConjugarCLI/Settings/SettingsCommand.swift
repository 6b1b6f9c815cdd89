#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The `conjugar settings` subcommand: shows or changes the saved settings.
enum SettingsCommand: Equatable {
  /// `conjugar settings`: prints every setting and the file's path.
  case show
  /// `conjugar settings --help`.
  case help
  /// `conjugar settings vos|review-prompts on|off`: the setting and its new value.
  case set(Setting, Bool)
  /// `conjugar settings layout grid|list|compact`: how tables on a terminal are laid out.
  case setLayout(TableLayout)

  /// The settings a user changes.
  enum Setting: String, CaseIterable {
    case vos
    case reviewPrompts = "review-prompts"

    var keyPath: WritableKeyPath<Settings, Bool> {
      switch self {
      case .vos: \.vos
      case .reviewPrompts: \.reviewPromptsEnabled
      }
    }
  }

  /// Parses the arguments that follow `settings`.
  init(arguments: [String]) throws(UsageError) {
    guard let name = arguments.first else {
      self = .show
      return
    }
    if name == "help", arguments.count == 1 {
      self = .help
      return
    }
    if name == "layout" {
      guard arguments.count == 2 else {
        throw UsageError(
          arguments.count < 2
            ? "missing value for 'layout'; expected grid, list or compact"
            : "unexpected argument '\(Echo.text(arguments[2]))'")
      }
      guard let layout = TableLayout(rawValue: arguments[1]) else {
        throw UsageError(
          "invalid value '\(Echo.text(arguments[1]))' for 'layout'; expected grid, list or compact")
      }
      self = .setLayout(layout)
      return
    }
    guard let setting = Setting(rawValue: name) else {
      throw UsageError(
        "unknown setting '\(Echo.text(name))'; expected vos, review-prompts or layout")
    }
    guard arguments.count >= 2 else {
      throw UsageError("missing value for '\(name)'; expected on or off")
    }
    guard arguments.count == 2 else {
      throw UsageError("unexpected argument '\(Echo.text(arguments[2]))'")
    }
    guard let on = ["on": true, "off": false][arguments[1]] else {
      throw UsageError(
        "invalid value '\(Echo.text(arguments[1]))' for '\(name)'; expected on or off")
    }
    self = .set(setting, on)
  }

  /// Runs `conjugar settings ARGUMENTS` on the settings of `store`; returns 0, or 74
  /// (`EX_IOERR`) when the output cannot be written, and throws when the settings cannot be
  /// saved.
  func run(store: SettingsStore, environment: CommandEnvironment) throws(CommandError) -> Int32 {
    let diagnostics = Diagnostics(sink: environment.standardError, output: nil)
    let result: SettingsLoad
    switch self {
    case .help:
      let help = HelpRenderer.help(SettingsOption.command)
      return OutputBuffer.write(help, to: environment.standardOutput, reportingTo: diagnostics)
    case .show:
      result = store.load()
    case .set(let setting, let on):
      do {
        result = try store.update { $0[keyPath: setting.keyPath] = on }
      } catch {
        throw .io("\(error)")
      }
    case .setLayout(let layout):
      do {
        result = try store.update { $0.layout = layout }
      } catch {
        throw .io("\(error)")
      }
    }
    for warning in result.warnings { diagnostics.warning("\(warning)") }
    let text =
      describe(result.settings, store.location) + quizLines(result.settings, now: environment.now())
    return OutputBuffer.write(text, to: environment.standardOutput, reportingTo: diagnostics)
  }

  /// For `show`, the quiz's bests and the cells kept for review, when there are any.
  private func quizLines(_ settings: Settings, now: Date) -> String {
    guard self == .show else { return "" }
    var lines = ""
    let bests = QuizDifficulty.allCases.flatMap { difficulty in
      QuizRegion.allCases.compactMap { region in
        settings.quizBest[QuizLevel(difficulty: difficulty, region: region)].map {
          "\(difficulty.rawValue) \(region.rawValue) \($0)"
        }
      }
    }
    if !bests.isEmpty { lines += "quiz-best: " + bests.joined(separator: ", ") + "\n" }
    let cards = settings.quizReview
    if !cards.isEmpty {
      lines += "quiz-review: \(cards.count) cells, \(Leitner.due(cards, at: now).count) due\n"
    }
    return lines
  }

  /// The lines that show the setting changed, or all of them for `show`.
  private func describe(_ settings: Settings, _ file: BytePath?) -> String {
    let onOff = { (on: Bool) in on ? "on" : "off" }
    let layout = "layout: \((settings.layout ?? .grid).rawValue)"
    if case .set(let setting, _) = self {
      return "\(setting.rawValue): \(onOff(settings[keyPath: setting.keyPath]))\n"
    }
    if case .setLayout = self { return layout + "\n" }
    return """
      vos: \(onOff(settings.vos))
      review-prompts: \(onOff(settings.reviewPromptsEnabled))
      \(layout)
      use-count: \(settings.useCount)
      last-review-prompt: \(settings.lastReviewPrompt.map(SettingsDate.string(from:)) ?? "never")
      file: \(file.map(\.description) ?? "none (neither XDG_CONFIG_HOME nor HOME is set)")

      """
  }
}
