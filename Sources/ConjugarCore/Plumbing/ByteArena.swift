/// A growable byte buffer that appends a piece with one bounded memory copy: forms as the
/// engine builds them, and output as the formats write it.
///
/// `Array.append(contentsOf:)` costs about 130 instructions for a piece of a dozen bytes
/// (uniqueness, capacity and count bookkeeping around the copy); this costs about 45, which
/// matters where a verb is written in some 600 pieces. The storage is zero-filled beyond
/// `count`, so every byte of it is initialized and a copy only overwrites; it is filled when it
/// grows, so a buffer that is emptied and reused is filled once.
package struct ByteArena: Sendable {
  @usableFromInline var storage: [UInt8]
  @usableFromInline var end: Int

  /// How many bytes have been appended.
  package var count: Int { end }

  /// An empty buffer with room for `capacity` bytes before it grows.
  package init(capacity: Int = 4_096) {
    storage = [UInt8](repeating: 0, count: max(capacity, 16))
    end = 0
  }

  /// Whether nothing has been appended.
  package var isEmpty: Bool { count == 0 }

  /// The bytes appended so far.
  package var bytes: ArraySlice<UInt8> { storage[..<count] }

  /// The appended bytes in `range`.
  @inlinable
  package subscript(range: Range<Int>) -> ArraySlice<UInt8> {
    precondition(range.upperBound <= count, "range beyond the appended bytes")
    return storage[range]
  }

  /// The appended byte at `index`.
  @inlinable
  package subscript(index: Int) -> UInt8 {
    precondition(index >= 0 && index < end, "index beyond the appended bytes")
    return storage[index]
  }

  /// Makes room for `extra` more bytes.
  @inlinable @inline(__always)
  package mutating func reserve(_ extra: Int) {
    if storage.count - count < extra { grow(extra) }
  }

  @usableFromInline
  mutating func grow(_ extra: Int) {
    storage += repeatElement(0, count: max(extra, storage.count))
  }

  /// Appends one byte.
  @inlinable @inline(__always)
  package mutating func append(_ byte: UInt8) {
    reserve(1)
    storage[count] = byte
    end += 1
  }

  /// Appends `piece`.
  @inlinable @inline(__always)
  package mutating func append(contentsOf piece: [UInt8]) {
    piece.withUnsafeBufferPointer { copy($0) }
  }

  /// Appends `piece`.
  @inlinable @inline(__always)
  package mutating func append(contentsOf piece: ArraySlice<UInt8>) {
    piece.withUnsafeBufferPointer { copy($0) }
  }

  /// Appends `first` then `second` (a stem and its ending) with one reservation.
  // Both pieces in one exclusive access to the storage.
  @inlinable @inline(__always)
  package mutating func append(contentsOf first: ArraySlice<UInt8>, _ second: ArraySlice<UInt8>) {
    reserve(first.count + second.count)
    let start = end
    let middle = start + first.count
    let stop = middle + second.count
    first.withUnsafeBufferPointer { first in
      second.withUnsafeBufferPointer { second in
        storage.withUnsafeMutableBufferPointer { buffer in
          // Bounded: `reserve` made room for both pieces from `start`.
          _ = UnsafeMutableBufferPointer(rebasing: buffer[start..<middle])
            .update(fromContentsOf: first)
          _ = UnsafeMutableBufferPointer(rebasing: buffer[middle..<stop])
            .update(fromContentsOf: second)
        }
      }
    }
    end = stop
  }

  /// Appends `bytes`, one at a time.
  @inlinable
  package mutating func append<Bytes: Sequence<UInt8>>(contentsOf bytes: Bytes) {
    for byte in bytes { append(byte) }
  }

  /// Appends the bytes of `other` in `range`.
  @inlinable @inline(__always)
  package mutating func append(_ other: ByteArena, range: Range<Int>) {
    precondition(range.lowerBound >= 0 && range.upperBound <= other.count, "range beyond bytes")
    other.storage.withUnsafeBufferPointer { copy(UnsafeBufferPointer(rebasing: $0[range])) }
  }

  /// Appends the UTF-8 of `text`.
  @inlinable
  package mutating func append(utf8 text: String) {
    var text = text
    text.withUTF8 { copy($0) }
  }

  /// Appends the bytes in `range`, already appended (a form reused inside another).
  @inlinable
  package mutating func appendCopy(of range: Range<Int>) {
    precondition(range.lowerBound >= 0 && range.upperBound <= count, "range beyond the bytes")
    reserve(range.count)
    let start = count
    storage.withUnsafeMutableBufferPointer { buffer in
      // Bounded: `range` lies below `count`, and `reserve` made room for it from `count` on.
      let source = UnsafeBufferPointer(rebasing: buffer[range])
      _ = UnsafeMutableBufferPointer(rebasing: buffer[start..<(start + range.count)])
        .update(fromContentsOf: source)
    }
    end += range.count
  }

  /// Drops the bytes from `mark` on, keeping the storage.
  @inlinable
  package mutating func truncate(to mark: Int) {
    precondition(mark >= 0 && mark <= count, "mark beyond the appended bytes")
    end = mark
  }

  /// Appends what `body` writes through a `ByteWriter` into room for `extra` bytes reserved
  /// at the end; the writer is valid only inside `body`.
  @inlinable
  package mutating func write(reserving extra: Int, _ body: (inout ByteWriter) -> Void) {
    reserve(extra)
    let start = end
    let written = storage.withUnsafeMutableBufferPointer { buffer in
      // Bounded: `reserve` made room for `extra` bytes from `start`.
      var writer = ByteWriter(UnsafeMutableBufferPointer(rebasing: buffer[start..<(start + extra)]))
      body(&writer)
      return writer.count
    }
    end = start + written
  }

  /// Calls `body` with the storage's bytes, of which the first `count` are appended.
  @inlinable @inline(__always)
  func withStorage<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    storage.withUnsafeBufferPointer(body)
  }

  /// Calls `body` with the appended bytes.
  package func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
    try storage[..<count].withUnsafeBytes(body)
  }

  @inlinable @inline(__always)
  mutating func copy(_ piece: UnsafeBufferPointer<UInt8>) {
    reserve(piece.count)
    let start = end
    storage.withUnsafeMutableBufferPointer { buffer in
      // Bounded: `reserve` made room for `piece.count` bytes from `start`.
      _ = UnsafeMutableBufferPointer(rebasing: buffer[start..<(start + piece.count)])
        .update(fromContentsOf: piece)
    }
    end += piece.count
  }
}
