/// Output collected in a byte buffer and written to a sink in large chunks.
///
/// Appending never fails; the first failed write is remembered in `failure`, and everything
/// after it is dropped, so the caller checks `failure` once per verb and stops.
final class OutputBuffer {
  /// Bytes kept before a write; one verb's table or TSV is well below it.
  static let chunkSize = 1 << 16

  private let sink: ByteSink
  // A raw buffer rather than [UInt8]: appending is the hot path of `--all`, and a copy with
  // `memcpy` avoids the per-call overhead of the generic Array append.
  private var storage: UnsafeMutableRawPointer
  private var capacity: Int
  private var count = 0
  /// The `errno` of the first failed write, if any.
  private(set) var failure: Int32?

  init(sink: ByteSink) {
    self.sink = sink
    capacity = Self.chunkSize * 2
    storage = .allocate(byteCount: capacity, alignment: 1)
  }

  deinit {
    storage.deallocate()
  }

  /// Appends `text` as UTF-8, writing the buffer out once it is full.
  func append(_ text: String) {
    let copied = text.utf8.withContiguousStorageIfAvailable { bytes in
      append(UnsafeRawBufferPointer(bytes))
    }
    if copied == nil {
      var text = text
      text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }
    if count >= Self.chunkSize { flush() }
  }

  /// Appends one byte, such as a tab or a newline.
  func append(byte: UInt8) {
    if count == capacity { grow(to: capacity * 2) }
    storage.storeBytes(of: byte, toByteOffset: count, as: UInt8.self)
    count += 1
  }

  /// Writes out everything appended so far.
  func flush() {
    defer { count = 0 }
    guard failure == nil, count > 0 else { return }
    let code = sink.write(UnsafeRawBufferPointer(start: storage, count: count))
    if code != 0 { failure = code }
  }

  private func append(_ bytes: UnsafeRawBufferPointer) {
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
    if count + bytes.count > capacity { grow(to: max(capacity * 2, count + bytes.count)) }
    (storage + count).copyMemory(from: source, byteCount: bytes.count)
    count += bytes.count
  }

  private func grow(to newCapacity: Int) {
    let larger = UnsafeMutableRawPointer.allocate(byteCount: newCapacity, alignment: 1)
    larger.copyMemory(from: storage, byteCount: count)
    storage.deallocate()
    storage = larger
    capacity = newCapacity
  }
}
