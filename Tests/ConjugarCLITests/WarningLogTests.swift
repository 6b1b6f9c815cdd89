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
      #expect(log.shouldReport("cannot save"))
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
}
