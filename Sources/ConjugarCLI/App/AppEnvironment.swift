import ConjugarCore
import SeededRandom

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Everything one run of `conjugar` touches outside itself, built once by the composition
/// root: `.live` in `main.swift`, or a test's own values.
public struct AppEnvironment: Sendable {
  /// The command-line arguments, without the program name.
  public var arguments: [String]
  /// The environment variables (`NO_COLOR`, `CONJUGAR_NO_REVIEW_PROMPT`, ...).
  public var variables: [String: String]
  /// Standard input, read by `-`.
  public var standardInput: ByteSource
  /// Whether standard input is a regular file; otherwise output is flushed after each verb.
  public var standardInputIsRegularFile: Bool
  /// Standard output: results only.
  public var standardOutput: ByteSink
  /// Standard error: diagnostics.
  public var standardError: ByteSink
  /// Whether standard output is a terminal.
  public var standardOutputIsTerminal: Bool
  /// Whether standard error is a terminal.
  public var standardErrorIsTerminal: Bool
  /// How many threads `--all` renders on: the processors this process may use.
  public var processorCount: Int
  /// The settings, created once.
  public var settingsStore: SettingsStore
  /// Which settings problems were reported lately, so that each is reported once a day.
  public var warningLog: WarningLog
  /// The clock.
  public var now: @Sendable () -> Date
  /// Asks the user for a review; called at most once per run.
  public var requestReview: @Sendable () -> Void
  /// Builds the conjugator; called at most once per run, and only when verbs are needed.
  public var makeConjugator: @Sendable () throws -> Conjugator
  /// Whether standard input is a terminal: the quiz prompts only then.
  public var standardInputIsTerminal: Bool
  /// The quiz's random numbers: seeded by the system in a real run, fixed in tests.
  public var random: SplitMix64
  /// The size of the terminal standard output is on; nil when unknown, which never pages.
  public var terminalSize: @Sendable () -> TerminalSize?
  /// Starts the pager that long output on a terminal goes through.
  public var launchPager: PagerLauncher
  /// How Ctrl-C is caught where a run must end cleanly (the quiz).
  public var interrupts: InterruptScope
  /// How a quiz's answers are read on a terminal: edited, or as the terminal gives them.
  public var terminal: TerminalMode

  /// Creates an environment from every dependency.
  public init(
    arguments: [String],
    variables: [String: String],
    standardInput: ByteSource,
    standardInputIsRegularFile: Bool,
    standardOutput: ByteSink,
    standardError: ByteSink,
    standardOutputIsTerminal: Bool,
    standardErrorIsTerminal: Bool,
    processorCount: Int,
    settingsStore: SettingsStore,
    warningLog: WarningLog,
    now: @escaping @Sendable () -> Date,
    requestReview: @escaping @Sendable () -> Void,
    makeConjugator: @escaping @Sendable () throws -> Conjugator,
    standardInputIsTerminal: Bool,
    random: SplitMix64,
    terminalSize: @escaping @Sendable () -> TerminalSize? = { nil },
    launchPager: PagerLauncher = .unavailable,
    interrupts: InterruptScope = .none,
    terminal: TerminalMode = .canonical
  ) {
    self.arguments = arguments
    self.variables = variables
    self.standardInput = standardInput
    self.standardInputIsRegularFile = standardInputIsRegularFile
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.standardOutputIsTerminal = standardOutputIsTerminal
    self.standardErrorIsTerminal = standardErrorIsTerminal
    self.processorCount = processorCount
    self.settingsStore = settingsStore
    self.warningLog = warningLog
    self.now = now
    self.requestReview = requestReview
    self.makeConjugator = makeConjugator
    self.standardInputIsTerminal = standardInputIsTerminal
    self.random = random
    self.terminalSize = terminalSize
    self.launchPager = launchPager
    self.interrupts = interrupts
    self.terminal = terminal
  }
}
