#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// When conjugar asks for a review: the constants and the pure rules, in one place.
public enum ReviewPolicy {
  /// The prompt is considered on every this-many promptable actions.
  public static let actionsPerPrompt = 9
  /// The fewest days that must pass between two prompts.
  public static let minimumDaysBetweenPrompts = 180
  /// The environment variable that turns prompts off when set (to anything but empty or `0`).
  public static let disablingVariable = "CONJUGAR_NO_REVIEW_PROMPT"

  /// Whether to prompt after the action that brought the count to `useCount`.
  public static func shouldPrompt(
    useCount: Int,
    lastPrompt: Date?,
    now: Date,
    enabled: Bool
  ) -> Bool {
    guard enabled, useCount > 0, useCount % actionsPerPrompt == 0 else { return false }
    guard let lastPrompt else { return true }
    return now.timeIntervalSince(lastPrompt) >= minimumSecondsBetweenPrompts
  }

  /// `minimumDaysBetweenPrompts` in seconds, counting every day as 24 hours.
  static var minimumSecondsBetweenPrompts: TimeInterval {
    TimeInterval(minimumDaysBetweenPrompts) * 24 * 60 * 60
  }

  /// Whether `environment` turns prompts off through `CONJUGAR_NO_REVIEW_PROMPT`.
  public static func isDisabled(environment: [String: String]) -> Bool {
    guard let value = environment[disablingVariable] else { return false }
    return !value.isEmpty && value != "0"
  }

  /// Whether a run is a promptable action: one a person is watching, with both output streams
  /// on a terminal and human-readable output. Piped, scripted, batch and machine-format runs
  /// neither count, nor prompt, nor write the settings file.
  public static func isPromptableRun(
    stdoutIsTerminal: Bool,
    stderrIsTerminal: Bool,
    isBatchOrMachineFormat: Bool
  ) -> Bool {
    Audience(
      outputIsTerminal: stdoutIsTerminal, errorIsTerminal: stderrIsTerminal,
      isBatchOrMachineFormat: isBatchOrMachineFormat
    ).isWatched
  }
}
