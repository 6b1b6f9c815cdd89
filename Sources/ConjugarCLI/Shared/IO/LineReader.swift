/// Splits a byte source into lines as the bytes arrive, so each line is handled before the
/// next one has been written (a co-process gets its answer at once). The UTF-8 byte-order mark
/// that spreadsheets and Notepad put first is dropped.
struct LineReader {
  /// Longer lines are cut here, so memory stays bounded on any input (`--file /dev/zero`).
  static let maximumLineLength = 1 << 20

  private let source: ByteSource
  private var buffer: [UInt8] = []
  private var start = 0
  private var atEnd = false
  /// Whether the current line was already returned, cut, and the rest of it is being dropped.
  private var droppingRestOfLine = false
  /// Whether no line was returned yet: only the first may start with a byte-order mark.
  private var atStart = true
  /// The `errno` of a failed read; reading stops there.
  private(set) var failure: Int32?
  /// The number of the first line that is not text (a NUL byte, or bytes that are not UTF-8).
  private(set) var firstBinaryLine: Int?
  private var count = 0

  init(source: ByteSource) {
    self.source = source
  }

  /// The next line without its `\n` (or `\r\n`), decoded as UTF-8 with invalid bytes replaced;
  /// nil at the end of the input or after a read error.
  mutating func nextLine() -> String? {
    guard let line = readLine() else { return nil }
    guard atStart else { return line }
    atStart = false
    guard line.utf8.starts(with: [0xEF, 0xBB, 0xBF]) else { return line }
    return String(decoding: line.utf8.dropFirst(3), as: UTF8.self)
  }

  /// Whether the next line can be returned without reading: a whole line is buffered, or the
  /// input has ended. When it cannot, the next read may wait for the writer.
  var hasBufferedLine: Bool {
    atEnd || buffer[start...].contains(UInt8(ascii: "\n"))
  }

  private mutating func readLine() -> String? {
    while true {
      if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
        let line = buffer[start..<newline]
        start = newline + 1
        if droppingRestOfLine {
          droppingRestOfLine = false
          continue
        }
        return decode(line)
      }
      if atEnd {
        guard start < buffer.count, !droppingRestOfLine else { return nil }
        defer { start = buffer.count }
        return decode(buffer[start...])
      }
      if buffer.count - start > Self.maximumLineLength {
        // Cut before a character, not inside one: a cut character is no sign of binary.
        var end = start + Self.maximumLineLength
        for _ in 0..<3 where buffer[end] & 0xC0 == 0x80 { end -= 1 }
        let line = buffer[start..<end]
        start = buffer.count
        if !droppingRestOfLine {
          droppingRestOfLine = true
          return decode(line)
        }
      }
      fill()
    }
  }

  private mutating func fill() {
    if start > 0 {
      buffer.removeSubrange(0..<start)
      start = 0
    }
    let chunk = 1 << 16
    let oldCount = buffer.count
    buffer.append(contentsOf: repeatElement(0, count: chunk))
    let count = buffer.withUnsafeMutableBytes { all in
      source.read(UnsafeMutableRawBufferPointer(rebasing: all[oldCount...]))
    }
    buffer.removeLast(chunk - max(count, 0))
    if count < 0 { failure = Int32(-count) }
    if count <= 0 { atEnd = true }
  }

  private mutating func decode(_ bytes: ArraySlice<UInt8>) -> String {
    count += 1
    let line = bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes
    if let text = String(validating: line, as: UTF8.self), !line.contains(0) { return text }
    if firstBinaryLine == nil { firstBinaryLine = count }
    return String(decoding: line, as: UTF8.self)
  }
}
