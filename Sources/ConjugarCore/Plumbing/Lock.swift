#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A mutual-exclusion lock over a POSIX mutex, for the caches the tables share between
/// threads; what `NSLock` does, without linking Foundation.
// One of the Foundation uses replaced so that the binary links FoundationEssentials only
// (see Sources/conjugar/main.swift).
package final class Lock: @unchecked Sendable {
  // @unchecked: the mutex is only used through pthread calls, which synchronize.
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

  /// An unlocked lock.
  package init() {
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Takes the lock, waiting for it if another thread holds it; `unlock()` gives it back.
  func lock() { pthread_mutex_lock(mutex) }

  /// Gives back the lock taken by `lock()`.
  func unlock() { pthread_mutex_unlock(mutex) }

  /// Runs `body` with the lock held.
  package func withLock<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}
