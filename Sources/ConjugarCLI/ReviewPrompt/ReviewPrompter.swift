#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Counts promptable actions and, now and then, asks the user for a review.
public struct ReviewPrompter: Sendable {
  private let store: SettingsStore
  private let now: @Sendable () -> Date
  private let requestReview: @Sendable () -> Void
  private let disabledByEnvironment: Bool

  /// Creates a prompter; `environment` is only consulted for `CONJUGAR_NO_REVIEW_PROMPT`.
  public init(
    store: SettingsStore,
    now: @escaping @Sendable () -> Date,
    requestReview: @escaping @Sendable () -> Void,
    environment: [String: String] = [:]
  ) {
    self.store = store
    self.now = now
    self.requestReview = requestReview
    self.disabledByEnvironment = ReviewPolicy.isDisabled(environment: environment)
  }

  /// Counts one promptable action, saving the count, and asks for a review if the policy says
  /// so, saving the date too. With prompts off (by setting or by environment) there is nothing
  /// to count, and so nothing is saved.
  ///
  /// Never fails: it returns the settings problems met on the way, for the caller to print as
  /// warnings before carrying on.
  @discardableResult
  public func promptableActionHappened() -> [SettingsError] {
    guard !disabledByEnvironment else { return [] }
    var prompts = false
    let saved: SettingsLoad
    do {
      saved = try store.update { settings in
        guard settings.reviewPromptsEnabled else { return }
        let (count, overflow) = settings.useCount.addingReportingOverflow(1)
        settings.useCount = overflow ? settings.useCount : count
        let date = now()
        prompts = ReviewPolicy.shouldPrompt(
          useCount: settings.useCount, lastPrompt: settings.lastReviewPrompt, now: date,
          enabled: true)
        if prompts {
          settings.lastReviewPrompt = date
        }
      }
    } catch {
      // Nothing was saved. Not prompting here matters: with an unwritable file the count
      // would stay on a multiple of 9 and the prompt would show on every run.
      return [error]
    }
    if prompts {
      requestReview()
    }
    return saved.warnings
  }
}
