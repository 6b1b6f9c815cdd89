import Dispatch
import Foundation

/// Renders a long, known list of items on every core while keeping their order: a chunk at a
/// time, each core filling its own buffer, the buffers written in order before the next chunk,
/// so memory stays flat however long the list.
public enum ParallelBatch {
  /// Renders items `0..<count` with `render` (appending to the buffer it is given; returning
  /// false when the item failed) and hands each finished buffer to `emit` in order. Stops early
  /// when `emit` returns false (the output is gone). Returns how many items failed.
  @discardableResult
  public static func run(
    count: Int,
    chunkSize: Int = 256,
    cores: Int = ProcessInfo.processInfo.activeProcessorCount,
    render: @Sendable (Int, inout [UInt8]) -> Bool,
    emit: ([UInt8]) -> Bool
  ) -> Int {
    let lanes = max(1, cores)
    var failures = 0
    var start = 0
    while start < count {
      let end = min(count, start + chunkSize * lanes)
      let slice = (end - start + lanes - 1) / lanes
      let results = Results(lanes: lanes)
      let first = start
      DispatchQueue.concurrentPerform(iterations: lanes) { lane in
        var buffer: [UInt8] = []
        buffer.reserveCapacity(slice * 6_000)
        var failed = 0
        let from = first + lane * slice
        for item in from..<min(end, from + slice) where !render(item, &buffer) { failed += 1 }
        results.set(lane, buffer, failed)
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

  /// One slot per lane, written once by its lane before `concurrentPerform` returns.
  private final class Results: @unchecked Sendable {
    private var buffers: [[UInt8]]
    private var failures: [Int]
    private let lock = NSLock()

    init(lanes: Int) {
      buffers = Array(repeating: [], count: lanes)
      failures = Array(repeating: 0, count: lanes)
    }

    func set(_ lane: Int, _ buffer: [UInt8], _ failed: Int) {
      lock.withLock {
        buffers[lane] = buffer
        failures[lane] = failed
      }
    }

    func get(_ lane: Int) -> ([UInt8], Int) {
      lock.withLock { (buffers[lane], failures[lane]) }
    }
  }
}
