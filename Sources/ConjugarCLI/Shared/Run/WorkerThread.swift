#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A POSIX thread running one closure. Unlike Dispatch, creating one needs no file descriptor,
/// and a failure is returned rather than trapped.
enum WorkerThread {
  /// Starts `body` on a new thread and returns the function that waits for it; nil when the
  /// system refuses to create a thread.
  static func start(_ body: @escaping @Sendable () -> Void) -> (() -> Void)? {
    let box = Unmanaged.passRetained(Body(body))
    #if canImport(Darwin)
      var handle: pthread_t?
    #else
      var handle = pthread_t()
    #endif
    let status = pthread_create(
      &handle, nil,
      { pointer in
        guard let pointer else { return nil }
        Unmanaged<Body>.fromOpaque(pointer).takeRetainedValue().run()
        return nil
      }, box.toOpaque())
    guard status == 0 else {
      box.release()
      return nil
    }
    #if canImport(Darwin)
      return { if let handle { pthread_join(handle, nil) } }
    #else
      return { pthread_join(handle, nil) }
    #endif
  }

  private final class Body {
    let run: @Sendable () -> Void

    init(_ run: @escaping @Sendable () -> Void) {
      self.run = run
    }
  }
}
