import ConjugarCore

/// Output collected in a byte buffer and written to a sink in large chunks.
///
/// Appending never fails; the first failed write is remembered in `failure`, and everything
/// after it is dropped, so the caller checks `failure` once per verb and stops.
final class OutputBuffer {
  /// Bytes kept before a write; one verb's table or TSV is well below it.
  static let chunkSize = 1 << 16

  private let sink: ByteSink
  /// Starts small (a single verb's table) and grows once to a chunk in a batch.
  private var bytes = ByteArena(capacity: 1 << 14)
  /// The `errno` of the first failed write, if any.
  private(set) var failure: Int32?

  /// Whether output failed: a write failed, other than because the user quit the pager, which
  /// stops the output but is no error.
  var failed: Bool { failure != nil && failure != ByteSink.quitCode }

  init(sink: ByteSink) {
    self.sink = sink
  }

  /// Lets `body` append to the buffer, then writes the buffer out if it is full.
  func write(_ body: (inout ByteArena) -> Void) {
    body(&bytes)
    if bytes.count >= Self.chunkSize { flush() }
  }

  /// Appends `text` as UTF-8.
  func append(_ text: String) {
    write { $0.append(utf8: text) }
  }

  /// Writes out what is buffered, then `chunk`, a block rendered elsewhere; false if the
  /// output has failed.
  func emit(_ chunk: ByteArena) -> Bool {
    flush()
    if failure == nil, !chunk.isEmpty {
      let code = chunk.withUnsafeBytes { sink.write($0) }
      if code != 0 { failure = code }
    }
    return failure == nil
  }

  /// Writes out everything appended so far.
  func flush() {
    defer { bytes.truncate(to: 0) }
    guard failure == nil, !bytes.isEmpty else { return }
    let code = bytes.withUnsafeBytes { sink.write($0) }
    if code != 0 { failure = code }
  }
}
