/// Checks JSON text (RFC 8259) byte by byte, without building any value and without recursion,
/// so that any depth of nesting and any number (`1e400`) are accepted; a mistake is reported
/// with its line and column.
struct JSONScanner {
  /// A top-level object's member: where its key's string literal is, and where its value is.
  typealias Member = (key: Range<Int>, value: Range<Int>)

  let bytes: [UInt8]
  private var index = 0

  /// Scans `bytes` from `start` (past a byte-order mark, say).
  init(bytes: [UInt8], from start: Int = 0) {
    self.bytes = bytes
    self.index = start
  }

  /// Checks that the text is one JSON value; returns its members when it is an object.
  mutating func document() throws(JSONScanner.Failure) -> [Member]? {
    skipSpace()
    let isObject = next == UInt8(ascii: "{")
    var members: [Member] = []
    var key = 0..<0
    var start = 0
    // The closing bracket of each array or object the scanner is inside of.
    var closers: [UInt8] = []
    repeat {
      skipSpace()
      if closers.count == 1 { start = index }
      switch next {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        let closer = next + 2  // `}` and `]` are two bytes after `{` and `[`
        index += 1
        skipSpace()
        if next == closer {
          index += 1
        } else {
          closers.append(closer)
          if closer == UInt8(ascii: "}") {
            let name = try objectKey()
            if closers.count == 1 { key = name }
          }
          continue
        }
      case UInt8(ascii: "\""): try string()
      case UInt8(ascii: "t"): try word("true")
      case UInt8(ascii: "f"): try word("false")
      case UInt8(ascii: "n"): try word("null")
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
      default: throw failure("expected a value")
      }
      // A value ended here: so do the arrays and objects it completes.
      while let closer = closers.last {
        if closers.count == 1, isObject { members.append((key, start..<index)) }
        skipSpace()
        if next == UInt8(ascii: ",") {
          index += 1
          if closer == UInt8(ascii: "}") {
            let name = try objectKey()
            if closers.count == 1 { key = name }
          }
          break
        }
        guard next == closer else {
          throw failure("expected ',' or '\(Character(Unicode.Scalar(closer)))'")
        }
        index += 1
        closers.removeLast()
      }
    } while !closers.isEmpty
    skipSpace()
    if index < bytes.count { throw failure("unexpected text after the end") }
    return isObject ? members : nil
  }

  /// The byte at `index`, or 0 (never valid outside a string) at the end.
  private var next: UInt8 { index < bytes.count ? bytes[index] : 0 }

  private mutating func skipSpace() {
    while [0x20, 0x0A, 0x0D, 0x09].contains(next) { index += 1 }
  }

  /// Skips an object's key and its colon; returns where the key is.
  private mutating func objectKey() throws(Failure) -> Range<Int> {
    skipSpace()
    guard next == UInt8(ascii: "\"") else { throw failure("expected a key in double quotes") }
    let key = try string()
    skipSpace()
    guard next == UInt8(ascii: ":") else { throw failure("expected ':'") }
    index += 1
    return key
  }

  @discardableResult
  private mutating func string() throws(Failure) -> Range<Int> {
    let start = index
    index += 1
    while index < bytes.count {
      switch next {
      case UInt8(ascii: "\""):
        index += 1
        return start..<index
      case UInt8(ascii: "\\"):
        index += 1
        let unicode = next == UInt8(ascii: "u")
        let valid =
          unicode
          ? bytes.count > index + 4 && bytes[(index + 1)...(index + 4)].allSatisfy(Self.isHex)
          : "\"\\/bfnrt".utf8.contains(next)
        guard valid else { throw failure("invalid escape in a string") }
        index += unicode ? 5 : 1
      case 0..<0x20: throw failure("control character in a string")
      default: index += 1
      }
    }
    throw failure("unterminated string")
  }

  private mutating func number() throws(Failure) {
    if next == UInt8(ascii: "-") { index += 1 }
    if next == UInt8(ascii: "0") { index += 1 } else { try digits() }
    if next == UInt8(ascii: ".") {
      index += 1
      try digits()
    }
    if next | 0x20 == UInt8(ascii: "e") {
      index += 1
      if next == UInt8(ascii: "+") || next == UInt8(ascii: "-") { index += 1 }
      try digits()
    }
  }

  private mutating func digits() throws(Failure) {
    let start = index
    while (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next) { index += 1 }
    if index == start { throw failure("expected a digit") }
  }

  private mutating func word(_ word: String) throws(Failure) {
    guard bytes[index...].starts(with: word.utf8) else { throw failure("expected a value") }
    index += word.utf8.count
  }

  private static func isHex(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x61...0x66).contains(byte | 0x20)
  }

  /// A mistake in JSON text: where it is (line and column, counted in bytes) and what was
  /// expected there.
  struct Failure: Error, Equatable, CustomStringConvertible {
    var line: Int
    var column: Int
    var reason: String

    var description: String { "line \(line), column \(column): \(reason)" }
  }

  private func failure(_ reason: String) -> Failure {
    let before = bytes[..<min(index, bytes.count)]
    let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
    return Failure(
      line: before.count { $0 == 0x0A } + 1, column: before.count - lineStart + 1, reason: reason)
  }
}
