import ConjugarCore

/// Renders a long, known list of items on several threads while keeping their order: a chunk at
/// a time, each thread filling its own buffer, the buffers written in order before the next
/// chunk, so memory stays flat however long the list.
package enum ParallelBatch {
  /// Starts a closure on a new thread and returns the function that waits for it to end; nil
  /// when no thread can be created.
  typealias ThreadStarter = (@escaping @Sendable () -> Void) -> (() -> Void)?

  /// Renders items `0..<count` on `lanes` threads (the processor count) with `render`
  /// (appending to the buffer it is given; returning false when the item failed) and hands each
  /// finished buffer to `emit` in order. Stops early when `emit` returns false (the output is
  /// gone). Returns how many items failed.
  @discardableResult
  package static func run(
    count: Int,
    lanes: Int,
    chunkSize: Int = 256,
    render: @Sendable (Int, inout ByteArena) -> Bool,
    emit: (ByteArena) -> Bool
  ) -> Int {
    run(
      count: count, lanes: lanes, chunkSize: chunkSize, startThread: WorkerThread.start,
      render: render, emit: emit)
  }

  /// `run` with the way threads are started injected; a lane whose thread cannot be started
  /// runs on the calling thread instead.
  static func run(
    count: Int,
    lanes: Int,
    chunkSize: Int,
    startThread: ThreadStarter,
    render: @Sendable (Int, inout ByteArena) -> Bool,
    emit: (ByteArena) -> Bool
  ) -> Int {
    let lanes = max(1, lanes)
    var failures = 0
    var start = 0
    let results = Results(lanes: lanes)
    while start < count {
      let end = min(count, start + max(1, chunkSize) * lanes)
      withoutActuallyEscaping(render) { render in
        let first = start
        let total = end - start
        let work: @Sendable (Int) -> Void = { lane in
          // Lane i takes the items from i*total/lanes on: the ranges tile the chunk exactly
          // and none is inverted, whatever the lane count.
          let items = (first + lane * total / lanes)..<(first + (lane + 1) * total / lanes)
          // Each lane's buffer is kept from chunk to chunk, so it is allocated once.
          var buffer = results.take(lane)
          buffer.truncate(to: 0)
          var failed = 0
          for item in items where !render(item, &buffer) { failed += 1 }
          results.set(lane, buffer, failed)
        }
        runLanes(lanes, startThread: startThread, work)
      }
      for lane in 0..<lanes {
        let (buffer, failed) = results.get(lane)
        failures += failed
        guard emit(buffer) else { return failures }
      }
      start = end
    }
    return failures
  }

  /// `transform` of items `0..<count`, in order, computed on `lanes` threads: lane i takes the
  /// items i, i + lanes, …, so that costly items (a form that matches nothing) spread evenly.
  /// A lane whose thread cannot be started runs on the calling thread instead.
  static func map<Value: Sendable>(
    count: Int,
    lanes: Int,
    startThread: ThreadStarter = WorkerThread.start,
    _ transform: @Sendable (Int) -> Value
  ) -> [Value] {
    let lanes = max(1, min(lanes, count))
    guard lanes > 1 else { return (0..<count).map(transform) }
    let slots = Slots<Value>(lanes: lanes)
    withoutActuallyEscaping(transform) { transform in
      let work: @Sendable (Int) -> Void = { lane in
        slots.set(lane, stride(from: lane, to: count, by: lanes).map(transform))
      }
      runLanes(lanes, startThread: startThread, work)
    }
    let values = slots.all()
    var result: [Value] = []
    result.reserveCapacity(count)
    for item in 0..<count { result.append(values[item % lanes][item / lanes]) }
    return result
  }

  /// Runs `work` for lanes `0..<lanes`: lane 0 on the calling thread, the others on threads of
  /// their own (or, when one cannot be started, on the calling thread too); returns when all
  /// are done.
  private static func runLanes(
    _ lanes: Int, startThread: ThreadStarter, _ work: @escaping @Sendable (Int) -> Void
  ) {
    var joins: [() -> Void] = []
    for lane in 1..<max(1, lanes) {
      if let join = startThread({ work(lane) }) {
        joins.append(join)
      } else {
        work(lane)
      }
    }
    work(0)
    for join in joins { join() }
  }

  /// One array of values per lane, written by its lane before the lanes are joined.
  private final class Slots<Value: Sendable>: @unchecked Sendable {
    // @unchecked: `values` is only touched while `lock` is held.
    private var values: [[Value]]
    private let lock = Lock()

    init(lanes: Int) {
      values = Array(repeating: [], count: lanes)
    }

    func set(_ lane: Int, _ laneValues: [Value]) {
      lock.withLock { values[lane] = laneValues }
    }

    func all() -> [[Value]] {
      lock.withLock { values }
    }
  }

  /// One slot per lane, taken by its lane and written back before the lanes are joined.
  private final class Results: @unchecked Sendable {
    // @unchecked: the arrays are only touched while `lock` is held.
    private var buffers: [ByteArena]
    private var failures: [Int]
    private let lock = Lock()

    init(lanes: Int) {
      buffers = Array(repeating: ByteArena(capacity: 16), count: lanes)
      failures = Array(repeating: 0, count: lanes)
    }

    /// The lane's buffer, left empty in its slot so that the lane holds the only reference.
    func take(_ lane: Int) -> ByteArena {
      lock.withLock {
        let buffer = buffers[lane]
        buffers[lane] = ByteArena(capacity: 16)
        return buffer
      }
    }

    func set(_ lane: Int, _ buffer: ByteArena, _ failed: Int) {
      lock.withLock {
        buffers[lane] = buffer
        failures[lane] = failed
      }
    }

    func get(_ lane: Int) -> (ByteArena, Int) {
      lock.withLock { (buffers[lane], failures[lane]) }
    }
  }
}
