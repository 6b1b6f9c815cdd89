import ConjugarCore
import SeededRandom

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What a command touches outside itself: the standard streams, the clock, the random
/// numbers, the processors and the verb tables. The root (App/) builds it from the process's
/// environment, keeping back what only the root wires: the settings, the review prompt and
/// the pager.
struct CommandEnvironment: Sendable {
  /// Standard input, read by `-`.
  var standardInput: ByteSource
  /// Standard output: results only.
  var standardOutput: ByteSink
  /// Standard error: diagnostics.
  var standardError: ByteSink
  /// How many threads batches run on: the processors this process may use.
  var processorCount: Int
  /// The clock.
  var now: @Sendable () -> Date
  /// The quiz's random numbers.
  var random: SplitMix64
  /// Builds the conjugator; called at most once per run, and only when verbs are needed.
  var makeConjugator: @Sendable () throws -> Conjugator
  /// Counts a use a person watched (a table or a quiz seen on a terminal) toward the review
  /// prompt; called at most once per run.
  var countUse: @Sendable () -> Void = {}
  /// How Ctrl-C is caught where a run must end cleanly (the quiz).
  var interrupts = InterruptScope.none
  /// How a quiz's answers are read on a terminal: edited, or as the terminal gives them.
  var terminal = TerminalMode.canonical

  /// The conjugator, or the error that the bundled tables cannot be used.
  func conjugator() throws(CommandError) -> Conjugator {
    do {
      return try makeConjugator()
    } catch {
      throw .brokenTables(error)
    }
  }
}
