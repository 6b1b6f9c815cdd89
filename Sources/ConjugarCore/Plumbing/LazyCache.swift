/// Values worked out the first time they are asked for, then kept: a table's parsed models, the
/// indexes a lookup, a guess or the speller reads. Every copy of a cache shares its values (so
/// every copy of the table, conjugator or speller that holds it does), and a cache is safe
/// between threads: each value is made once, with a lock held.
///
/// A cache holds `count` values, each in a slot; most hold one. A value may also wait for a
/// batch (`value(after:_:)`): what costs more to build than a few requests save is built only
/// once that many requests have come. `make` must not ask its own cache: the lock is held.
// The values lie in memory of their own, reached from a class that is not generic: a generic
// class would have the runtime build its metadata, and its values', the first time each kind
// of cache is made, which would cost start-up more than the hand-written caches this replaces
// did (docs/performance.md).
struct LazyCache<Value: Sendable>: @unchecked Sendable {
  // @unchecked: the slots are read and written only with the storage's lock held.
  private let storage: LazyCacheStorage

  /// The values, in memory the storage holds. (Not a property of its own: a cache is one
  /// reference, cheap to copy with the tables, conjugators and lookups that hold it.)
  private var slots: UnsafeMutablePointer<Value?> {
    storage.slots.assumingMemoryBound(to: Value?.self)
  }

  /// A cache of `count` values, none made yet.
  init(count: Int = 1) {
    precondition(count > 0, "a cache holds at least one value")
    let slots = UnsafeMutablePointer<Value?>.allocate(capacity: count)
    slots.initialize(repeating: nil, count: count)
    storage = LazyCacheStorage(count: count, slots: UnsafeMutableRawPointer(slots)) {
      slots, count in
      // Moved out one by one, which the compiler writes for `Value`; `deinitialize(count:)`
      // would ask the runtime for its metadata.
      let values = slots.assumingMemoryBound(to: Value?.self)
      for index in 0..<count { _ = (values + index).move() }
      slots.deallocate()
    }
  }

  /// The value in `slot`, made by `make` if this is the first request for it.
  func value<Failure: Error>(
    at slot: Int = 0, _ make: () throws(Failure) -> Value
  ) throws(Failure) -> Value {
    precondition(slot >= 0 && slot < storage.count, "no such slot in the cache")
    // Locked and unlocked around the body, not through a closure, so that the value is copied
    // once, into the caller's.
    storage.lock.lock()
    defer { storage.lock.unlock() }
    if let value = slots[slot] { return value }
    let made = try make()
    slots[slot] = made
    return made
  }

  /// The value of the first slot once `requests` calls of this method have come before, made by
  /// `make` on the next call; nil for those first `requests` calls.
  func value(after requests: Int, _ make: () -> Value) -> Value? {
    storage.lock.withLock {
      if let value = slots[0] { return value }
      storage.requests += 1
      guard storage.requests > requests else { return nil }
      let made = make()
      slots[0] = made
      return made
    }
  }

  /// The value in `slot` if it was made, without making it.
  func madeValue(at slot: Int = 0) -> Value? {
    precondition(slot >= 0 && slot < storage.count, "no such slot in the cache")
    return storage.lock.withLock { slots[slot] }
  }
}

/// What the copies of a `LazyCache` share: the lock, the count of requests, and the slots, which
/// it frees when the last copy goes.
private final class LazyCacheStorage: @unchecked Sendable {
  // @unchecked: `requests` is read and written only with `lock` held.
  let lock = Lock()
  let count: Int
  var requests = 0
  let slots: UnsafeMutableRawPointer
  private let destroy: (UnsafeMutableRawPointer, Int) -> Void

  init(
    count: Int, slots: UnsafeMutableRawPointer,
    destroy: @escaping (UnsafeMutableRawPointer, Int) -> Void
  ) {
    self.count = count
    self.slots = slots
    self.destroy = destroy
  }

  deinit { destroy(slots, count) }
}
