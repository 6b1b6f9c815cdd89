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
  /// `conjugar settings layout|difficulty|region VALUE`: a setting of several values.
  case choose(ChoiceSetting, String)
  /// `conjugar settings review`: the cells the quiz keeps for review, due first.
  case review
  /// `conjugar settings review clear`: forgets them.
  case clearReview

  /// The settings of several values: the name, the values, and where each is kept.
  enum ChoiceSetting: String, CaseIterable {
    case layout, difficulty, region

    var values: [String] {
      switch self {
      case .layout: TableLayout.allCases.map(\.rawValue)
      case .difficulty: QuizDifficulty.allCases.map(\.rawValue)
      case .region: QuizRegion.allCases.map(\.rawValue)
      }
    }

    /// Sets `value`, one of `values`, in `settings`.
    func set(_ value: String, in settings: inout Settings) {
      switch self {
      case .layout: settings.layout = TableLayout(rawValue: value)
      case .difficulty: settings.quizDifficulty = QuizDifficulty(rawValue: value)
      case .region: settings.quizRegion = QuizRegion(rawValue: value)
      }
    }

    /// The line `show` prints.
    func line(_ settings: Settings) -> String {
      switch self {
      case .layout: "layout: \((settings.layout ?? .grid).rawValue)"
      case .difficulty: "difficulty: \((settings.quizDifficulty ?? .moderate).rawValue)"
      case .region: "region: \((settings.quizRegion ?? .spain).rawValue)"
      }
    }
  }

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
    if name == "review" {
      switch arguments.dropFirst().first {
      case nil: self = .review
      case "clear" where arguments.count == 2: self = .clearReview
      case let other?:
        throw UsageError("unexpected argument '\(Echo.text(other))'; expected 'review clear'")
      }
      return
    }
    if let choice = ChoiceSetting(rawValue: name) {
      let expected = "expected " + Suggestions.phrase(choice.values, joinedBy: "or")
      guard arguments.count == 2 else {
        throw UsageError(
          arguments.count < 2
            ? "missing value for '\(name)'; \(expected)"
            : "unexpected argument '\(Echo.text(arguments[2]))'")
      }
      guard choice.values.contains(arguments[1]) else {
        throw UsageError("invalid value '\(Echo.text(arguments[1]))' for '\(name)'; \(expected)")
      }
      self = .choose(choice, arguments[1])
      return
    }
    guard let setting = Setting(rawValue: name) else {
      throw UsageError(
        "unknown setting '\(Echo.text(name))'; expected vos, review-prompts, layout, "
          + "difficulty, region or review")
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
    case .choose(let choice, let value):
      do {
        result = try store.update { choice.set(value, in: &$0) }
      } catch {
        throw .io("\(error)")
      }
    case .review, .clearReview:
      return try review(store: store, environment: environment, diagnostics: diagnostics)
    }
    for warning in result.warnings { diagnostics.warning("\(warning)") }
    let text =
      describe(result.settings, store.location) + quizLines(result.settings, now: environment.now())
    return OutputBuffer.write(text, to: environment.standardOutput, reportingTo: diagnostics)
  }

  /// `review`: the cells kept for review, those due first, each with its box and when it is
  /// due; `review clear` forgets them and says how many there were.
  private func review(
    store: SettingsStore, environment: CommandEnvironment, diagnostics: Diagnostics
  ) throws(CommandError) -> Int32 {
    let now = environment.now()
    let result: SettingsLoad
    var cleared = 0
    do {
      result =
        self == .clearReview
        ? try store.update { settings in
          cleared = settings.quizReview.count
          settings.quizReview = []
        } : store.load()
    } catch {
      throw .io("\(error)")
    }
    for warning in result.warnings { diagnostics.warning("\(warning)") }
    var text: String
    if self == .clearReview {
      text = "quiz-review: \(cleared) cells forgotten\n"
    } else {
      let cards = result.settings.quizReview
      let due = Leitner.due(cards, at: now)
      text = "quiz-review: \(cards.count) cells, \(due.count) due (conjugar quiz --review)\n"
      let later = cards.filter { card in !due.contains(card) }
      for card in due + later {
        let when =
          due.contains(card) ? "due now" : "due " + SettingsDate.string(from: Leitner.dueDate(card))
        text +=
          "\(card.verb)\t\(card.form.tenseID)\t\(card.form.personID)\tbox \(card.box)\t\(when)\n"
      }
    }
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
    if case .set(let setting, _) = self {
      return "\(setting.rawValue): \(onOff(settings[keyPath: setting.keyPath]))\n"
    }
    if case .choose(let choice, _) = self { return choice.line(settings) + "\n" }
    return """
      vos: \(onOff(settings.vos))
      review-prompts: \(onOff(settings.reviewPromptsEnabled))
      \(ChoiceSetting.allCases.map { $0.line(settings) }.joined(separator: "\n"))
      use-count: \(settings.useCount)
      last-review-prompt: \(settings.lastReviewPrompt.map(SettingsDate.string(from:)) ?? "never")
      file: \(file.map(\.description) ?? "none (neither XDG_CONFIG_HOME nor HOME is set)")

      """
  }
}
