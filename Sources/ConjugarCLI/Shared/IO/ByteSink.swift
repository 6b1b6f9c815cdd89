#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where output bytes go: standard output, standard error, or a test's buffer.
public struct ByteSink: Sendable {
  /// Writes all of `bytes`; returns 0, or the `errno` of the failure (`EPIPE`, `ENOSPC`...).
  public var write: @Sendable (UnsafeRawBufferPointer) -> Int32

  /// Creates a sink from its write operation.
  public init(write: @escaping @Sendable (UnsafeRawBufferPointer) -> Int32) {
    self.write = write
  }

  /// Writes `text` as UTF-8; returns 0 or an `errno`.
  @discardableResult
  public func write(_ text: String) -> Int32 {
    var text = text
    return text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
  }
}

extension ByteSink {
  /// What a write returns once the reader has gone on purpose (the user quit the pager): the
  /// run stops writing, and it is no error (`OutputBuffer.failed`).
  static let quitCode = ECANCELED
}
