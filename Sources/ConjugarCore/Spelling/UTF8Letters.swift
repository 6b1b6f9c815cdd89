/// Letters read straight from UTF-8 bytes. The tables' letters are ASCII or two bytes (á, é,
/// í, ó, ú, ü, ñ), so the engine joins stems and endings as bytes and decodes only the letter
/// or two a rule looks at.
enum UTF8Letters {
  /// The letter that ends at `end` in `bytes` and how many bytes it takes; U+FFFD for what is
  /// not a one- or two-byte letter.
  static func letter(endingAt end: Int, in bytes: some RandomAccessCollection<UInt8>) -> (
    Unicode.Scalar, Int
  )? {
    guard end > 0 else { return nil }
    let start = bytes.startIndex
    let last = bytes[bytes.index(start, offsetBy: end - 1)]
    if last < 0x80 { return (Unicode.Scalar(last), 1) }
    guard end > 1 else { return ("\u{FFFD}", 1) }
    let lead = bytes[bytes.index(start, offsetBy: end - 2)]
    guard lead & 0xE0 == 0xC0, last & 0xC0 == 0x80 else { return ("\u{FFFD}", 1) }
    return (Unicode.Scalar(UInt32(lead & 0x1F) << 6 | UInt32(last & 0x3F)) ?? "\u{FFFD}", 2)
  }

  /// The letter that begins at `start` in `bytes` and how many bytes it takes.
  static func letter(at start: Int, in bytes: some RandomAccessCollection<UInt8>) -> (
    Unicode.Scalar, Int
  )? {
    guard start < bytes.count else { return nil }
    let base = bytes.startIndex
    let first = bytes[bytes.index(base, offsetBy: start)]
    if first < 0x80 { return (Unicode.Scalar(first), 1) }
    guard start + 1 < bytes.count else { return ("\u{FFFD}", 1) }
    let next = bytes[bytes.index(base, offsetBy: start + 1)]
    guard first & 0xE0 == 0xC0, next & 0xC0 == 0x80 else { return ("\u{FFFD}", 1) }
    return (Unicode.Scalar(UInt32(first & 0x1F) << 6 | UInt32(next & 0x3F)) ?? "\u{FFFD}", 2)
  }

  /// The last letter of `bytes`.
  static func last(_ bytes: some RandomAccessCollection<UInt8>) -> Unicode.Scalar? {
    letter(endingAt: bytes.count, in: bytes)?.0
  }

  /// The first letter of `bytes`.
  static func first(_ bytes: some RandomAccessCollection<UInt8>) -> Unicode.Scalar? {
    letter(at: 0, in: bytes)?.0
  }

  /// Whether `bytes` ends with `suffix`.
  static func hasSuffix(_ bytes: some RandomAccessCollection<UInt8>, _ suffix: [UInt8]) -> Bool {
    bytes.count >= suffix.count && bytes.suffix(suffix.count).elementsEqual(suffix)
  }

  /// `bytes` with every accented vowel written plain (`oír` → `oir`).
  static func strippingAccents(_ bytes: some Collection<UInt8>) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var afterC3 = false
    for byte in bytes {
      if afterC3 {
        let plain = Orthography.stripAccent(Unicode.Scalar(UInt32(byte & 0x3F) | 0xC0) ?? "?")
        if plain.isASCII {
          result[result.count - 1] = UInt8(plain.value)
        } else {
          result.append(byte)
        }
      } else {
        result.append(byte)
      }
      afterC3 = byte == 0xC3 && !afterC3
    }
    return result
  }

  /// The letters of UTF-8 `bytes` as scalars, for the rules that weigh whole words.
  // Decoded by hand (one- and two-byte letters), not through the generic UTF8 decoder.
  static func scalars(_ bytes: some RandomAccessCollection<UInt8>) -> [Unicode.Scalar] {
    var result: [Unicode.Scalar] = []
    result.reserveCapacity(bytes.count)
    decode(bytes, into: &result)
    return result
  }

  /// Appends the letters of UTF-8 `bytes` to `result`.
  static func decode(
    _ bytes: some RandomAccessCollection<UInt8>, into result: inout [Unicode.Scalar]
  ) {
    var index = bytes.startIndex
    while index != bytes.endIndex {
      let byte = bytes[index]
      index = bytes.index(after: index)
      if byte < 0x80 {
        result.append(Unicode.Scalar(byte))
      } else if byte & 0xE0 == 0xC0, index != bytes.endIndex, bytes[index] & 0xC0 == 0x80 {
        let value = UInt32(byte & 0x1F) << 6 | UInt32(bytes[index] & 0x3F)
        result.append(Unicode.Scalar(value) ?? "\u{FFFD}")
        index = bytes.index(after: index)
      } else {
        // Not a letter of the tables: decode the rest the standard way.
        let rest = bytes[bytes.index(before: index)...]
        return result.append(contentsOf: String(decoding: rest, as: UTF8.self).unicodeScalars)
      }
    }
  }

  /// Appends `letters` as UTF-8.
  static func append(_ letters: some Sequence<Unicode.Scalar>, to bytes: inout ByteArena) {
    for letter in letters {
      let value = letter.value
      if value < 0x80 {
        bytes.append(UInt8(value))
      } else if value < 0x800 {
        bytes.append(UInt8(0xC0 | value >> 6))
        bytes.append(UInt8(0x80 | value & 0x3F))
      } else {
        UTF8.encode(letter) { bytes.append($0) }
      }
    }
  }
}
