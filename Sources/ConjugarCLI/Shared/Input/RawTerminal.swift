#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How answers are read on a terminal: a line editor over the terminal in raw mode, or the
/// terminal's own line discipline. Injected, so that tests edit without a terminal.
public struct TerminalMode: Sendable {
  /// Whether answers are edited by `LineEditor` (the terminal echoes nothing itself).
  public var edits: Bool
  /// Runs its argument with the terminal set for editing, and set back on every way out.
  public var run: @Sendable (_ body: () -> Void) -> Void

  public init(edits: Bool, run: @escaping @Sendable (_ body: () -> Void) -> Void) {
    self.edits = edits
    self.run = run
  }

  /// The terminal's own line reading: no editing.
  public static let canonical = TerminalMode(edits: false) { $0() }

  /// Editing with the terminal left as it is: for tests, whose input is no terminal.
  public static let editingOnly = TerminalMode(edits: true) { $0() }

  /// Standard input's terminal in raw mode while answers are read (`RawTerminal`).
  public static let live = TerminalMode(edits: true) { body in
    RawTerminal.withRawMode(STDIN_FILENO, body)
  }
}

/// A terminal in raw mode for the line editor: no line buffering, no echo, no signals from
/// keys (Ctrl-C reaches the editor as a byte and ends the quiz as `:q` does), no flow control.
/// Its settings are restored when the body returns, and on SIGTERM, SIGHUP and SIGQUIT before
/// the signal takes its course.
enum RawTerminal {
  /// The settings to restore from a signal handler, which can reach only globals.
  nonisolated(unsafe) private static var saved = termios()
  nonisolated(unsafe) private static var savedDescriptor: Int32 = -1
  private static let signals = [SIGTERM, SIGHUP, SIGQUIT]

  /// Runs `body` with `fd` in raw mode when it is a terminal; else just runs it.
  static func withRawMode(_ fd: Int32, _ body: () -> Void) {
    var original = termios()
    guard isatty(fd) == 1, tcgetattr(fd, &original) == 0 else { return body() }
    var raw = original
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    saved = original
    savedDescriptor = fd
    var previous: [sigaction] = []
    for signal in signals {
      var action = sigaction()
      var old = sigaction()
      #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = RawTerminal.restoreAndRaise
      #else
        action.__sigaction_u.__sa_handler = RawTerminal.restoreAndRaise
      #endif
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      sigaction(signal, &action, &old)
      previous.append(old)
    }
    tcsetattr(fd, TCSAFLUSH, &raw)
    body()
    tcsetattr(fd, TCSAFLUSH, &original)
    for (signal, old) in zip(signals, previous) {
      var old = old
      sigaction(signal, &old, nil)
    }
    savedDescriptor = -1
  }

  /// Puts the terminal back as it was, then lets the signal take its default course.
  private static let restoreAndRaise: @convention(c) (Int32) -> Void = { number in
    if RawTerminal.savedDescriptor >= 0 {
      tcsetattr(RawTerminal.savedDescriptor, TCSANOW, &RawTerminal.saved)
    }
    signal(number, SIG_DFL)
    raise(number)
  }
}
