import Testing

@testable import ConjugarCLI

/// The one rule for vos (`--vos`/`--no-vos`, then `-p vos`, then the saved setting), and who a
/// run's output is for.
@Suite struct RunContextTests {
  @Test(arguments: [true, false])
  func aFlagDecidesWhateverThePersonAndTheSetting(_ flag: Bool) {
    for named in [true, false] {
      for saved in [true, false] {
        #expect(RunContext.vos(flag: flag, named: named) { saved } == flag)
      }
    }
  }

  @Test func withoutAFlagNamingVosShowsItWithoutReadingTheSetting() {
    var read = false
    let vos = RunContext.vos(flag: nil, named: true) {
      read = true
      return false
    }
    #expect(vos)
    #expect(!read)
  }

  @Test(arguments: [true, false])
  func withoutAFlagOrAPersonTheSavedSettingDecides(_ saved: Bool) {
    #expect(RunContext.vos(flag: nil, named: false) { saved } == saved)
  }

  @Test func aFlagLeavesTheSettingUnread() {
    var read = false
    _ = RunContext.vos(flag: false, named: false) {
      read = true
      return true
    }
    #expect(!read)
  }

  @Test func aPersonWatchesOnlyBothStreamsOnATerminalWithTextForPeople() {
    let watched = Audience(outputIsTerminal: true, errorIsTerminal: true)
    #expect(watched.isWatched)
    #expect(!Audience(outputIsTerminal: true).isWatched)
    #expect(!Audience(errorIsTerminal: true).isWatched)
    var batch = watched
    batch.isBatchOrMachineFormat = true
    #expect(!batch.isWatched)
  }

  @Test(arguments: [true, false], [true, false])
  func theReviewPolicyAsksTheAudience(_ output: Bool, _ machine: Bool) {
    let audience = Audience(
      outputIsTerminal: output, errorIsTerminal: true, isBatchOrMachineFormat: machine)
    #expect(
      ReviewPolicy.isPromptableRun(
        stdoutIsTerminal: output, stderrIsTerminal: true, isBatchOrMachineFormat: machine)
        == audience.isWatched)
  }
}
