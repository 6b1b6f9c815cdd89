/// Writes into room reserved at the end of a `ByteArena` (`ByteArena.write(reserving:_:)`),
/// which lends it to a closure for one pass of many small copies: a verb's TSV lines.
///
/// Every copy checks that it fits the reserved room and that its source range lies within the
/// source's appended bytes; a writer must not be kept beyond the closure it was lent to.
// One exclusive access to the buffer per verb and a checked memcpy per piece, rather than an
// append per piece, each with its own bookkeeping.
package struct ByteWriter {
  @usableFromInline let room: UnsafeMutableBufferPointer<UInt8>
  @usableFromInline var written = 0

  @usableFromInline
  init(_ room: UnsafeMutableBufferPointer<UInt8>) {
    self.room = room
  }

  /// How many bytes have been written.
  package var count: Int { written }

  /// Writes one byte.
  @inlinable @inline(__always)
  package mutating func append(_ byte: UInt8) {
    precondition(written < room.count, "writing beyond the reserved room")
    room[written] = byte
    written += 1
  }

  /// Writes `bytes`.
  @inlinable @inline(__always)
  package mutating func append(contentsOf bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { copy($0) }
  }

  /// Writes the bytes of `source` in `range`.
  @inlinable @inline(__always)
  package mutating func append(_ source: ByteArena, _ range: Range<Int>) {
    precondition(range.lowerBound >= 0 && range.upperBound <= source.count, "bad source range")
    source.withStorage { copy(UnsafeBufferPointer(rebasing: $0[range])) }
  }

  /// Writes `text[range]`, `text` the storage of a `ByteArena` (`withStorage`).
  @inlinable @inline(__always)
  mutating func copy(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
    precondition(range.lowerBound >= 0 && range.upperBound <= text.count, "bad source range")
    copy(UnsafeBufferPointer(rebasing: text[range]))
  }

  /// Writes `text[range]` with its accented vowels folded (Accents): copied whole when it has
  /// none, as most forms.
  mutating func copyFolded(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
    precondition(range.lowerBound >= 0 && range.upperBound <= text.count, "bad source range")
    let piece = UnsafeBufferPointer(rebasing: text[range])
    guard piece.contains(0xC3) else { return copy(piece) }
    var index = 0
    while index < piece.count {
      let byte = piece[index]
      if byte == 0xC3, index + 1 < piece.count, let plain = Accents.folded(piece[index + 1]) {
        append(plain)
        index += 2
      } else {
        append(byte)
        index += 1
      }
    }
  }

  @inlinable @inline(__always)
  mutating func copy(_ piece: UnsafeBufferPointer<UInt8>) {
    let start = written
    precondition(piece.count <= room.count - start, "writing beyond the reserved room")
    // Bounded by the precondition above: one memcpy, without the checks of the generic
    // update(fromContentsOf:).
    if let from = piece.baseAddress, let to = room.baseAddress {
      UnsafeMutableRawPointer(to + start).copyMemory(from: from, byteCount: piece.count)
    }
    written = start + piece.count
  }
}
