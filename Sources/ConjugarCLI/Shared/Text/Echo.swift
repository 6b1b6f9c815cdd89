/// Text from outside (arguments, file names, paths) made safe to echo in a one-line message:
/// control and format characters, which could move the cursor, retitle the terminal or end the
/// line, are escaped (`\x1B`, `\u{202E}`, `\u{2028}`), bytes that are not UTF-8 too (`\xFF`),
/// and long text is cut with an ellipsis.
enum Echo {
  /// The most characters echoed before the cut.
  static let limit = 100

  /// `text`, escaped and cut after `limit` characters.
  static func text(_ text: String, limit: Int = limit) -> String {
    bytes(Array(text.utf8), limit: limit)
  }

  /// `bytes` read as UTF-8, escaped and cut after `limit` characters.
  // Built as bytes, printable ASCII copied as it is: decoding and classifying each character
  // made `check` spend half its time here (150k instructions a line of 60 characters).
  static func bytes(_ bytes: [UInt8], limit: Int = limit) -> String {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + 3)
    var shown = 0
    var index = 0
    while index < bytes.count {
      if shown == limit {
        result += "…".utf8
        break
      }
      shown += 1
      let byte = bytes[index]
      // Printable ASCII is neither a control nor a format character.
      if (0x20..<0x7F).contains(byte) {
        result.append(byte)
        index += 1
        continue
      }
      let end = min(bytes.count, index + sequenceLength(byte))
      guard end > index,
        let scalar = String(validating: bytes[index..<end], as: UTF8.self)?
          .unicodeScalars.first
      else {
        result += ("\\x" + hex(UInt32(byte), digits: 2)).utf8
        index += 1
        continue
      }
      switch scalar.properties.generalCategory {
      case .control: result += ("\\x" + hex(scalar.value, digits: 2)).utf8
      case .format, .lineSeparator, .paragraphSeparator:
        result += ("\\u{" + hex(scalar.value, digits: 4) + "}").utf8
      // The bytes of one valid sequence are the character's own.
      default: result += bytes[index..<end]
      }
      index = end
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// How many bytes the UTF-8 sequence led by `byte` takes; 0 if no sequence starts so.
  private static func sequenceLength(_ byte: UInt8) -> Int {
    switch byte {
    case 0x00...0x7F: 1
    case 0xC2...0xDF: 2
    case 0xE0...0xEF: 3
    case 0xF0...0xF4: 4
    default: 0
    }
  }

  private static func hex(_ value: UInt32, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }
}
