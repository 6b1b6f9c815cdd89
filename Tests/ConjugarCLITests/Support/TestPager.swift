import Foundation

@testable import ConjugarCLI

/// A pager for tests, started through the injected launcher: it records the command, the
/// variables and the bytes it is given, and can fail to start, quit early or exit with a
/// status of its own. No process is ever started.
struct TestPager: Sendable {
  /// What happened to it during a run.
  struct Record: Sendable {
    var launches: [(command: String, variables: [String: String])] = []
    var received: [UInt8] = []
    var finished = 0
    /// Bytes written to the terminal's standard error before the pager had finished.
    var errorsWhileRunning = 0

    var text: String { String(decoding: received, as: UTF8.self) }
  }

  /// The `errno` a launch fails with; nil: it starts.
  var startFailure: Int32?
  /// How many bytes it takes before it quits (writes then fail with `EPIPE`); nil: all.
  var quitsAfter: Int?
  /// Its exit status.
  var exitStatus: Int32 = 0
  let record = TestBox(Record())

  /// The launcher to inject; `errorBytes` tells how much standard error has had so far.
  func launcher(errorBytes: @escaping @Sendable () -> Int) -> PagerLauncher {
    let record = record
    let (failure, limit, status) = (startFailure, quitsAfter, exitStatus)
    return PagerLauncher { command, variables in
      record.modify { $0.launches.append((command, variables)) }
      if let failure { return .failure(PagerLaunchError(code: failure)) }
      let errorsAtStart = errorBytes()
      let input = ByteSink { bytes in
        var code: Int32 = 0
        record.modify { record in
          let room = (limit ?? .max) - record.received.count
          record.received.append(contentsOf: bytes.prefix(max(room, 0)))
          if room < bytes.count { code = EPIPE }
        }
        return code
      }
      return .success(
        PagerProcess(input: input) {
          record.modify {
            $0.finished += 1
            $0.errorsWhileRunning = errorBytes() - errorsAtStart
          }
          return status
        })
    }
  }
}
