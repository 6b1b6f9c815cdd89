/// Where input bytes come from: standard input, a file, or a test's bytes.
public struct ByteSource: Sendable {
  /// Reads at most `buffer.count` bytes into `buffer`, waiting for at least one; returns the
  /// count, 0 at the end of the input, or the negated `errno` of a failure.
  public var read: @Sendable (UnsafeMutableRawBufferPointer) -> Int

  /// Creates a source from its read operation.
  public init(read: @escaping @Sendable (UnsafeMutableRawBufferPointer) -> Int) {
    self.read = read
  }
}
