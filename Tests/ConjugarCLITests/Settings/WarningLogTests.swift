import Foundation
import Testing

@testable import ConjugarCLI

@Suite struct WarningLogTests {
  private let clock = TestBox(Date.testEpoch)

  private func log(in directory: URL) -> WarningLog {
    let clock = clock
    return .file(
      at: BytePath(directory.appendingPathComponent("state/conjugar/last-warning").path),
      now: { clock.value })
  }

  @Test func aWarningIsReportedOnceADay() async throws {
    try await withTemporaryDirectory { directory in
      let log = log(in: directory)
      #expect(log.shouldReport("cannot save"))
      clock.value = .testEpoch.adding(days: 0.99)
      #expect(!log.shouldReport("cannot save"))
      clock.value = .testEpoch.adding(days: 1)
      #expect(log.shouldReport("cannot save"))
    }
  }

  @Test func anotherWarningIsReportedAtOnce() async throws {
    try await withTemporaryDirectory { directory in
      let log = log(in: directory)
      #expect(log.shouldReport("cannot save"))
      #expect(log.shouldReport("cannot read"))
      #expect(!log.shouldReport("cannot save"))
    }
  }

  @Test func aClockThatWentBackReportsAgain() async throws {
    try await withTemporaryDirectory { directory in
      let log = log(in: directory)
      #expect(log.shouldReport("cannot save"))
      clock.value = .testEpoch.adding(days: -1)
      #expect(log.shouldReport("cannot save"))
    }
  }

  @Test func whenNothingCanBeRememberedEveryWarningIsReported() async throws {
    try await withTemporaryDirectory { directory in
      try Data().write(to: directory.appendingPathComponent("state"))
      let log = log(in: directory)
      #expect(log.shouldReport("cannot save"))
      #expect(log.shouldReport("cannot save"))
    }
  }

  @Test func twoWarningsInTurnAreEachReportedOnceADay() async throws {
    try await withTemporaryDirectory { directory in
      let log = log(in: directory)
      var reported: [Bool] = []
      for hour in 0..<6 {
        clock.value = .testEpoch.adding(days: Double(hour) / 24)
        reported.append(log.shouldReport(hour.isMultiple(of: 2) ? "cannot save" : "cannot read"))
      }
      #expect(reported == [true, true, false, false, false, false])
      clock.value = .testEpoch.adding(days: 1)
      #expect(log.shouldReport("cannot save"))
      #expect(!log.shouldReport("cannot read"))
    }
  }

  @Test func theLogKeepsAtMostItsCapacityAndDropsWhatIsADayOld() async throws {
    try await withTemporaryDirectory { directory in
      let log = log(in: directory)
      for index in 0..<(WarningLog.capacity + 5) { #expect(log.shouldReport("problem \(index)")) }
      let file = directory.appendingPathComponent("state/conjugar/last-warning")
      let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
      #expect(lines.count == WarningLog.capacity)
      #expect(lines.last?.hasSuffix("\tproblem \(WarningLog.capacity + 4)") == true)
      // The oldest were forgotten, so they are reported again.
      #expect(log.shouldReport("problem 0"))
      clock.value = .testEpoch.adding(days: 1)
      #expect(log.shouldReport("a new day"))
      let left = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
      #expect(left.count == 1)
    }
  }

  @Test func aKeyWithATabOrNewlineStaysOneEntry() async throws {
    try await withTemporaryDirectory { directory in
      let log = log(in: directory)
      #expect(log.shouldReport("cannot save /a\tb\nc"))
      #expect(!log.shouldReport("cannot save /a\tb\nc"))
    }
  }
}
