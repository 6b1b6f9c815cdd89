import ConjugarCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One run's output on a terminal, sent through a pager once it turns out taller than the
/// screen (as git does): until then it is held and measured; if the run ends first, it is
/// written directly, in the order it came.
///
/// While the pager runs, standard error is held and written once it has closed, so that
/// warnings are seen rather than lost under the pager (each distinct message once: the warning
/// a table repeats after itself is not needed twice); so are the actions deferred to the end
/// (the review note). A pager that cannot start, or that exits with a status from 1 to 127
/// (the shell's 127: no such command), is reported and the output written directly instead; a
/// pager the user quits early (status 0, or a signal) ends the output quietly: writes then fail
/// with `quitCode`, which is no error.
final class PagerSession: @unchecked Sendable {
  /// What writes to standard output return once the user has quit the pager: the run stops,
  /// and it is no error (`OutputBuffer.failed`).
  static let quitCode = ByteSink.quitCode
  /// The most output kept to write again if the pager fails.
  static let replayLimit = 8 << 20

  private enum State {
    case measuring
    case paging(PagerProcess)
    case direct
    case quit
  }

  private enum Held {
    case output([UInt8])
    case error([UInt8])
  }

  let command: String
  private let size: TerminalSize
  private let launcher: PagerLauncher
  private let variables: [String: String]
  private let output: ByteSink
  private let error: ByteSink
  private let lock = Lock()
  private var state = State.measuring
  /// Output and errors in the order they came, while measuring; errors only, while paging.
  private var held: [Held] = []
  private var measure = ScreenMeasure()
  /// What went to the pager, to write directly if it fails; nil once past `replayLimit`.
  private var replay: [UInt8]? = []
  private var deferred: [@Sendable () -> Void] = []
  private var warning: String?

  init(
    command: String, size: TerminalSize, launcher: PagerLauncher, variables: [String: String],
    output: ByteSink, error: ByteSink
  ) {
    self.command = command
    self.size = size
    self.launcher = launcher
    self.variables = variables
    self.output = output
    self.error = error
    measure.columns = size.columns
  }

  /// Runs `action` when the session finishes, after the pager has closed.
  func deferUntilFinished(_ action: @escaping @Sendable () -> Void) {
    lock.withLock { deferred.append(action) }
  }

  func writeOutput(_ bytes: [UInt8]) -> Int32 {
    lock.withLock {
      guard case .measuring = state else { return deliver(bytes) }
      held.append(.output(bytes))
      measure.add(bytes)
      return measure.rows >= size.rows ? startPager() : 0
    }
  }

  func writeError(_ bytes: [UInt8]) -> Int32 {
    lock.withLock {
      switch state {
      case .measuring:
        held.append(.error(bytes))
      case .paging:
        let known = held.contains {
          if case .error(let other) = $0 { other == bytes } else { false }
        }
        if !known { held.append(.error(bytes)) }
      case .direct, .quit:
        return Self.write(bytes, to: error)
      }
      return 0
    }
  }

  /// Ends the session: closes the pager and waits for it, falls back to writing directly if
  /// it failed, then writes the held errors, any warning about the pager, and runs the
  /// deferred actions.
  func finish() {
    let actions: [@Sendable () -> Void] = lock.withLock {
      if case .paging(let pager) = state { ended(pager, status: pager.finish()) }
      state = .direct
      releaseHeld()
      if let warning {
        let hint = " (--no-pager or CONJUGAR_PAGER= turns paging off)"
        _ = Self.write(Array("conjugar: warning: \(warning)\(hint)\n".utf8), to: error)
      }
      defer { deferred = [] }
      return deferred
    }
    for action in actions { action() }
  }

  /// Output after the measuring: to the pager, to the terminal, or nowhere once quit.
  private func deliver(_ bytes: [UInt8]) -> Int32 {
    switch state {
    case .measuring, .direct: return Self.write(bytes, to: output)
    case .paging(let pager): return send(bytes, to: pager)
    case .quit: return Self.quitCode
    }
  }

  /// Starts the pager and gives it the output held so far, keeping the errors held; if it
  /// cannot start, writes everything held directly.
  private func startPager() -> Int32 {
    var launched = variables
    // As git does: less and lv get options that keep colour and exit on a short text.
    if launched["LESS"] == nil { launched["LESS"] = "FRX" }
    if launched["LV"] == nil { launched["LV"] = "-c" }
    switch launcher.launch(command, launched) {
    case .success(let pager):
      state = .paging(pager)
      let earlier = held
      held = earlier.filter { if case .error = $0 { true } else { false } }
      for case .output(let bytes) in earlier {
        let code = deliver(bytes)
        if code != 0 { return code }
      }
      return 0
    case .failure(let failure):
      let reason = failure.code == 0 ? "" : ": " + String(cString: strerror(failure.code))
      warning = "cannot start the pager '\(command)'\(reason); writing directly"
      state = .direct
      return releaseHeld()
    }
  }

  private func send(_ bytes: [UInt8], to pager: PagerProcess) -> Int32 {
    if let count = replay?.count, count + bytes.count <= Self.replayLimit {
      replay?.append(contentsOf: bytes)
    } else {
      replay = nil
    }
    let code = Self.write(bytes, to: pager.input)
    // A failed write means the pager has gone: quit by the user, or failed.
    return code == 0 ? 0 : ended(pager, status: pager.finish())
  }

  /// Handles the pager's exit: a failure falls back to writing directly what it was given,
  /// then what was held.
  @discardableResult
  private func ended(_ pager: PagerProcess, status: Int32) -> Int32 {
    guard (1..<128).contains(status) else {
      state = .quit
      releaseHeld()
      return Self.quitCode
    }
    state = .direct
    var code: Int32 = 0
    if let replay {
      warning = "the pager '\(command)' exited with status \(status); writing directly"
      code = Self.write(replay, to: output)
    } else {
      warning = "the pager '\(command)' exited with status \(status); some output was lost"
    }
    replay = nil
    releaseHeld()
    return code
  }

  /// Writes what is held, in order, directly; returns the first failure of standard output.
  @discardableResult
  private func releaseHeld() -> Int32 {
    var failure: Int32 = 0
    for item in held {
      switch item {
      case .output(let bytes):
        if failure == 0 { failure = Self.write(bytes, to: output) }
      case .error(let bytes): _ = Self.write(bytes, to: error)
      }
    }
    held = []
    return failure
  }

  private static func write(_ bytes: [UInt8], to sink: ByteSink) -> Int32 {
    bytes.withUnsafeBytes { sink.write($0) }
  }
}
