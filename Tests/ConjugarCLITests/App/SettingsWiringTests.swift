import Foundation
import Testing

@testable import ConjugarCLI

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct SettingsWiringTests {
  private func environment(_ arguments: [String], store: SettingsStore) -> TestEnvironment {
    var environment = TestEnvironment(arguments)
    environment.store = store
    return environment
  }

  /// A run a person is watching: a table, both streams on a terminal.
  private func interactive(_ arguments: [String], store: SettingsStore) -> TestEnvironment {
    var environment = environment(arguments, store: store)
    environment.outputIsTerminal = true
    environment.errorIsTerminal = true
    return environment
  }

  @Test func settingsVosOnThenATableShowsVosRows() {
    let store = SettingsStore.inMemory()
    #expect(environment(["settings", "vos", "on"], store: store).run().status == 0)
    let output = environment(["hablar"], store: store).run().output
    #expect(output.contains("  vos                  hablás\n"))
    #expect(tableBody(output).count == 158)
  }

  @Test func noVosHidesVosRowsForOneRun() {
    let store = SettingsStore.inMemory(Settings(vos: true))
    #expect(tableBody(environment(["--no-vos", "hablar"], store: store).run().output).count == 138)
    #expect(store.load().settings.vos)
  }

  @Test func vosShowsVosRowsWithoutChangingTheSetting() {
    let store = SettingsStore.inMemory()
    #expect(tableBody(environment(["--vos", "hablar"], store: store).run().output).count == 158)
    #expect(!store.load().settings.vos)
  }

  @Test func pipedRunsDoNotWriteTheSettingsFile() async throws {
    try await withTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("conjugar/settings.json")
      var piped = environment(["hablar"], store: .file(at: url))
      piped.errorIsTerminal = true
      #expect(piped.run().status == 0)
      #expect(!FileManager.default.fileExists(atPath: url.path))
    }
  }

  @Test func batchRunsDoNotCount() {
    let store = SettingsStore.inMemory()
    var batch = interactive(["-"], store: store)
    batch.input = "hablar\n"
    #expect(batch.run().status == 0)
    #expect(store.load().settings.useCount == 0)
  }

  @Test func machineFormatsDoNotCount() {
    let store = SettingsStore.inMemory()
    _ = interactive(["--format", "tsv", "hablar"], store: store).run()
    #expect(store.load().settings.useCount == 0)
  }

  @Test func aPromptableRunIncrementsTheCount() async throws {
    try await withTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("conjugar/settings.json")
      _ = interactive(["hablar"], store: .file(at: url)).run()
      #expect(SettingsStore.file(at: url).load().settings.useCount == 1)
    }
  }

  @Test func aRunThatConjugatesNothingDoesNotCount() {
    let store = SettingsStore.inMemory()
    _ = interactive(["xyz"], store: store).run()
    #expect(store.load().settings.useCount == 0)
  }

  @Test func theNinthInteractiveRunPromptsOnce() {
    let store = SettingsStore.inMemory()
    var prompted: [Int] = []
    for run in 1...12 {
      let environment = interactive(["hablar"], store: store)
      _ = environment.run()
      if environment.reviewRequests.value > 0 { prompted.append(run) }
    }
    #expect(prompted == [9])
    #expect(store.load().settings.lastReviewPrompt == .testEpoch)
  }

  @Test func theEnvironmentVariableTurnsPromptsOff() {
    let store = SettingsStore.inMemory(Settings(useCount: 8))
    var environment = interactive(["hablar"], store: store)
    environment.variables = ["CONJUGAR_NO_REVIEW_PROMPT": "1"]
    _ = environment.run()
    #expect(environment.reviewRequests.value == 0)
  }

  @Test func aCorruptSettingsFileWarnsOnceAndStillConjugates() async throws {
    try await withTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("settings.json")
      try Data("{not json".utf8).write(to: url)
      let result = environment(["hablar"], store: .file(at: url)).run()
      #expect(result.status == 0)
      #expect(tableBody(result.output).count == 138)
      let lines = result.errorOutput.split(separator: "\n")
      #expect(lines.count == 1)
      #expect(lines.first?.hasPrefix("conjugar: warning: settings file") == true)
    }
  }

  @Test func anInteractiveRunWithACorruptFileWarnsOnce() async throws {
    try await withTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("settings.json")
      try Data("[1]".utf8).write(to: url)
      let result = interactive(["hablar"], store: .file(at: url)).run()
      #expect(result.status == 0)
      #expect(result.errorOutput.split(separator: "\n").count == 1)
    }
  }

  @Test func theSettingsSubcommandShowsTheFilePath() {
    var store = SettingsStore.inMemory()
    store.location = BytePath("/tmp/x/conjugar/settings.json")
    #expect(
      environment(["settings"], store: store).run().output.contains(
        "file: /tmp/x/conjugar/settings.json"))
  }

  @Test func promptsOffByTheEnvironmentSaveNothing() {
    let updates = TestBox(0)
    let store = SettingsStore(
      location: nil, load: { SettingsLoad(settings: Settings()) },
      update: { _ throws(SettingsError) in
        updates.modify { $0 += 1 }
        throw .unwritable(path: "/ro/settings.json", reason: "Read-only file system")
      })
    var run = interactive(["hablar"], store: store)
    run.variables = ["CONJUGAR_NO_REVIEW_PROMPT": "1"]
    let result = run.run()
    #expect(result.errorOutput.isEmpty)
    #expect(updates.value == 0)
  }

  @Test func promptsOffBySettingNeitherWaitForTheLockNorWarn() async throws {
    try await withTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("settings.json")
      try Data(#"{"reviewPromptsEnabled": false}"#.utf8).write(to: url)
      // Another process holding the lock makes any save fail.
      let lock = open(directory.path, O_RDONLY | O_DIRECTORY)
      defer { close(lock) }
      try #require(flock(lock, LOCK_EX) == 0)
      let result = interactive(["hablar"], store: .file(at: url)).run()
      #expect(result.status == 0)
      #expect(result.errorOutput.isEmpty)
      #expect(try Data(contentsOf: url) == Data(#"{"reviewPromptsEnabled": false}"#.utf8))
    }
  }

  @Test func theSameSaveProblemIsReportedAtMostOnceADay() async throws {
    try await withTemporaryDirectory { directory in
      let clock = TestBox(Date.testEpoch)
      let log = WarningLog.file(
        at: BytePath(directory.appendingPathComponent("state/last-warning").path),
        now: { clock.value })
      let store = SettingsStore(
        location: nil, load: { SettingsLoad(settings: Settings()) },
        update: { _ throws(SettingsError) in
          throw .unwritable(path: "/ro/settings.json", reason: "Read-only file system")
        })
      var warned: [Bool] = []
      for hours in [0.0, 1, 23, 25] {
        clock.value = Date.testEpoch.addingTimeInterval(hours * 3_600)
        var run = interactive(["hablar"], store: store)
        run.warningLog = log
        run.clock = clock
        warned.append(run.run().errorOutput.contains("cannot save settings"))
      }
      #expect(warned == [true, false, false, true])
    }
  }

  /// With a file where the config directory should be, a run with review prompts fails to
  /// save and one without them fails to read: each problem is reported once in a day, however
  /// the runs alternate.
  @Test func twoProblemsMetInTurnAreEachReportedOnceADay() async throws {
    try await withTemporaryDirectory { directory in
      try Data().write(to: directory.appendingPathComponent("config"))
      let clock = TestBox(Date.testEpoch)
      let log = WarningLog.file(
        at: BytePath(directory.appendingPathComponent("state/last-warning").path),
        now: { clock.value })
      let store = SettingsStore.file(
        at: directory.appendingPathComponent("config/conjugar/settings.json"))
      var warnings: [String] = []
      for run in 0..<6 {
        clock.value = Date.testEpoch.addingTimeInterval(Double(run) * 600)
        var environment = interactive(["hablar"], store: store)
        environment.warningLog = log
        environment.clock = clock
        if run.isMultiple(of: 2) { environment.variables["CONJUGAR_NO_REVIEW_PROMPT"] = "1" }
        warnings.append(environment.run().errorOutput)
      }
      #expect(warnings[0].contains("cannot read settings file"))
      #expect(!warnings[0].contains("cannot save settings"))
      #expect(warnings[1].contains("cannot save settings"))
      #expect(!warnings[1].contains("cannot read settings file"))
      #expect(warnings[2...].filter { !$0.isEmpty }.isEmpty)
    }
  }
}
