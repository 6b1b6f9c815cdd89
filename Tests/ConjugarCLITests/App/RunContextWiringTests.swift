import Testing

@testable import ConjugarCLI

/// The facts of a run as App/ works them out for each command: vos by the one rule, whose
/// saved setting is read only when the options leave it open.
@Suite struct RunContextWiringTests {
  /// A store whose every read is counted.
  private static func counting(_ settings: Settings) -> (SettingsStore, TestBox<Int>) {
    let reads = TestBox(0)
    let inner = SettingsStore.inMemory(settings)
    let store = SettingsStore(
      location: nil,
      load: {
        reads.modify { $0 += 1 }
        return inner.load()
      },
      update: inner.update)
    return (store, reads)
  }

  private func run(_ arguments: [String], _ store: SettingsStore) -> CLIResult {
    var environment = TestEnvironment(arguments)
    environment.store = store
    return environment.run()
  }

  @Test(arguments: [
    ["-p", "vos", "-t", "presente", "hablar"], ["deck", "-p", "vos", "-t", "presente", "hablar"],
  ])
  func personVosShowsVosWithoutReadingTheSetting(_ arguments: [String]) {
    let (store, reads) = Self.counting(Settings(vos: false))
    let result = run(arguments, store)
    #expect(result.status == 0)
    #expect(result.output.contains("hablás"))
    #expect(reads.value == 0)
  }

  @Test(arguments: [["-t", "presente", "hablar"], ["deck", "-t", "presente", "hablar"]])
  func withoutAFlagTheSavedSettingDecides(_ arguments: [String]) {
    let (store, reads) = Self.counting(Settings(vos: true))
    #expect(run(arguments, store).output.contains("hablás"))
    #expect(reads.value == 1)
  }

  @Test(arguments: [
    ["--no-vos", "-t", "presente", "hablar"], ["deck", "--no-vos", "-t", "presente", "hablar"],
  ])
  func noVosHidesVosAndLeavesTheSettingUnread(_ arguments: [String]) {
    let (store, reads) = Self.counting(Settings(vos: true))
    #expect(!run(arguments, store).output.contains("hablás"))
    #expect(reads.value == 0)
  }
}
