import Foundation
import Testing

@testable import ConjugarCLI

@Suite struct ReviewPrompterTests {
  /// The clock the prompter reads; tests move it forward.
  private let clock = TestBox(Date.testEpoch)
  /// How many times the prompter asked for a review.
  private let requests = TestBox(0)

  private func prompter(
    _ store: SettingsStore,
    environment: [String: String] = [:]
  ) -> ReviewPrompter {
    let clock = clock
    let requests = requests
    return ReviewPrompter(
      store: store,
      now: { clock.value },
      requestReview: { requests.modify { $0 += 1 } },
      environment: environment
    )
  }

  private func act(_ prompter: ReviewPrompter, times: Int) {
    for _ in 0..<times {
      prompter.promptableActionHappened()
    }
  }

  @Test func neverPromptedBeforeItDoesNotPromptOnActionsOneToEight() {
    let prompter = prompter(.inMemory())
    for action in 1...8 {
      prompter.promptableActionHappened()
      #expect(requests.value == 0, "action \(action)")
    }
  }

  @Test func itPromptsExactlyOnTheNinthAction() {
    let prompter = prompter(.inMemory(Settings(useCount: 8)))
    prompter.promptableActionHappened()
    #expect(requests.value == 1)
  }

  @Test func itDoesNotPromptOnThe18thWhenFewerThan180DaysHavePassed() {
    let prompter = prompter(.inMemory())
    act(prompter, times: 9)
    clock.value = clock.value.adding(days: 179)
    act(prompter, times: 9)
    #expect(requests.value == 1)
  }

  @Test func itPromptsOnThe18thWhen180DaysHavePassed() {
    let prompter = prompter(.inMemory())
    act(prompter, times: 9)
    clock.value = clock.value.adding(days: 180)
    act(prompter, times: 9)
    #expect(requests.value == 2)
  }

  @Test func theDateRecordedIsTheInjectedNow() {
    let store = SettingsStore.inMemory(Settings(useCount: 8))
    clock.value = Date.testEpoch.adding(days: 42)
    prompter(store).promptableActionHappened()
    #expect(store.load().settings.lastReviewPrompt == Date.testEpoch.adding(days: 42))
  }

  @Test func noPromptLeavesTheLastPromptDateAlone() {
    let store = SettingsStore.inMemory(Settings(useCount: 3, lastReviewPrompt: .testEpoch))
    prompter(store).promptableActionHappened()
    #expect(store.load().settings.lastReviewPrompt == .testEpoch)
  }

  @Test func disabledPromptsNeverFire() {
    let prompter = prompter(.inMemory(Settings(reviewPromptsEnabled: false)))
    act(prompter, times: 27)
    #expect(requests.value == 0)
  }

  @Test func disabledPromptsChangeNothingSoNothingIsSaved() {
    let store = SettingsStore.inMemory(Settings(useCount: 3, reviewPromptsEnabled: false))
    act(prompter(store), times: 5)
    #expect(store.load().settings.useCount == 3)
  }

  @Test func theEnvironmentVariableKeepsPromptsFromFiring() {
    let environment = ["CONJUGAR_NO_REVIEW_PROMPT": "1"]
    let prompter = prompter(.inMemory(Settings(useCount: 8)), environment: environment)
    prompter.promptableActionHappened()
    #expect(requests.value == 0)
  }

  @Test func everyActionSavesTheCount() {
    let store = SettingsStore.inMemory()
    act(prompter(store), times: 4)
    #expect(store.load().settings.useCount == 4)
  }

  @Test func theCountPersistsAcrossFileStoreReloads() async throws {
    try await withTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("settings.json")
      for _ in 1...9 {
        prompter(.file(at: url)).promptableActionHappened()
      }
      #expect(SettingsStore.file(at: url).load().settings.useCount == 9)
      #expect(requests.value == 1)
    }
  }

  @Test func aFailedSaveNeitherPromptsNorCrashesAndIsReported() {
    let failure = SettingsError.unwritable(path: "/ro/settings.json", reason: "Read-only")
    let store = SettingsStore(
      location: nil, load: { SettingsLoad(settings: Settings(useCount: 8)) },
      update: { _ throws(SettingsError) in throw failure }
    )
    let problems = prompter(store).promptableActionHappened()
    #expect(problems == [failure])
    #expect(requests.value == 0)
  }

  @Test func warningsFromTheStoreAreReturned() {
    let warning = SettingsError.damaged(
      path: "/c/settings.json", problem: "is not UTF-8 text", keptAt: "/c/copy")
    let store = SettingsStore(
      location: nil,
      load: { SettingsLoad(settings: Settings()) },
      update: { change in
        var settings = Settings()
        change(&settings)
        return SettingsLoad(settings: settings, warnings: [warning])
      }
    )
    #expect(prompter(store).promptableActionHappened() == [warning])
  }

  @Test func theCountStopsAtItsMaximumInsteadOfOverflowing() {
    let store = SettingsStore.inMemory(Settings(useCount: .max))
    prompter(store).promptableActionHappened()
    #expect(store.load().settings.useCount == .max)
  }
}
