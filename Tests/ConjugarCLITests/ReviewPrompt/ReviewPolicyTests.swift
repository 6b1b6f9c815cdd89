import Foundation
import Testing

@testable import ConjugarCLI

@Suite struct ReviewPolicyTests {
  private let now = Date.testEpoch

  @Test func theConstantsMatchThePolicy() {
    #expect(ReviewPolicy.actionsPerPrompt == 9)
    #expect(ReviewPolicy.minimumDaysBetweenPrompts == 180)
  }

  @Test(arguments: [1, 8, 10, 17])
  func countsThatAreNotAMultipleOfNineNeverPrompt(count: Int) {
    #expect(!ReviewPolicy.shouldPrompt(useCount: count, lastPrompt: nil, now: now, enabled: true))
  }

  @Test(arguments: [9, 18, 900])
  func aMultipleOfNineWithNoEarlierPromptPrompts(count: Int) {
    #expect(ReviewPolicy.shouldPrompt(useCount: count, lastPrompt: nil, now: now, enabled: true))
  }

  @Test func aCountOfZeroNeverPrompts() {
    #expect(!ReviewPolicy.shouldPrompt(useCount: 0, lastPrompt: nil, now: now, enabled: true))
  }

  @Test func aPromptLessThan180DaysAgoBlocksAnother() {
    let last = now.adding(days: -179.9)
    #expect(!ReviewPolicy.shouldPrompt(useCount: 18, lastPrompt: last, now: now, enabled: true))
  }

  @Test func aPromptExactly180DaysAgoAllowsAnother() {
    let last = now.adding(days: -180)
    #expect(ReviewPolicy.shouldPrompt(useCount: 18, lastPrompt: last, now: now, enabled: true))
  }

  @Test func aLastPromptInTheFutureBlocksPrompting() {
    let last = now.adding(days: 30)
    #expect(!ReviewPolicy.shouldPrompt(useCount: 18, lastPrompt: last, now: now, enabled: true))
  }

  @Test func disabledPromptsNeverPrompt() {
    #expect(!ReviewPolicy.shouldPrompt(useCount: 9, lastPrompt: nil, now: now, enabled: false))
  }

  @Test(arguments: ["1", "yes", "true"])
  func theEnvironmentVariableDisablesPrompts(value: String) {
    #expect(ReviewPolicy.isDisabled(environment: ["CONJUGAR_NO_REVIEW_PROMPT": value]))
  }

  @Test(arguments: [[:], ["CONJUGAR_NO_REVIEW_PROMPT": ""], ["CONJUGAR_NO_REVIEW_PROMPT": "0"]])
  func anUnsetEmptyOrZeroVariableLeavesPromptsOn(environment: [String: String]) {
    #expect(!ReviewPolicy.isDisabled(environment: environment))
  }

  @Test func anInteractiveRunIsPromptable() {
    #expect(
      ReviewPolicy.isPromptableRun(
        stdoutIsTerminal: true, stderrIsTerminal: true, isBatchOrMachineFormat: false))
  }

  @Test(arguments: [(false, true, false), (true, false, false), (true, true, true)])
  func pipedRedirectedOrMachineRunsAreNotPromptable(stdout: Bool, stderr: Bool, machine: Bool) {
    #expect(
      !ReviewPolicy.isPromptableRun(
        stdoutIsTerminal: stdout, stderrIsTerminal: stderr, isBatchOrMachineFormat: machine))
  }
}
