import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ctrl-C as the end of input, for a run that must end cleanly: a quiz interrupted prints its
/// summary and saves what it learnt, as `:q` does. Injected, so that tests interrupt without a
/// signal.
public struct InterruptScope: Sendable {
  /// Runs its argument with SIGINT caught (a read of standard input that waits then ends as
  /// at the end of input), the handler before it restored after.
  public var run: @Sendable (_ body: () -> Void) -> Void

  public init(run: @escaping @Sendable (_ body: () -> Void) -> Void) {
    self.run = run
  }

  /// No interruption: the body runs, and Ctrl-C keeps its default (tests, and runs whose
  /// input is no terminal).
  public static let none = InterruptScope { body in body() }

  /// SIGINT caught by a handler that only sets `pending`, installed without `SA_RESTART`, so a
  /// `read` waiting on the terminal returns `EINTR` and `FileDescriptorIO` ends the input.
  public static let live = InterruptScope { body in
    pending.store(false, ordering: .relaxed)
    var action = sigaction()
    var previous = sigaction()
    #if canImport(Glibc)
      action.__sigaction_handler.sa_handler = { _ in
        InterruptScope.pending.store(true, ordering: .relaxed)
      }
    #else
      action.__sigaction_u.__sa_handler = { _ in
        InterruptScope.pending.store(true, ordering: .relaxed)
      }
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    sigaction(SIGINT, &action, &previous)
    body()
    sigaction(SIGINT, &previous, nil)
  }

  /// Whether Ctrl-C came while a live scope runs: set by the signal handler (an atomic store
  /// is safe there), read by `FileDescriptorIO` when a read is interrupted.
  static let pending = Atomic<Bool>(false)
}
