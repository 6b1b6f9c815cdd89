import Testing

@testable import ConjugarCLI

@Suite struct EchoTests {
  @Test func plainTextIsEchoedAsItIs() {
    #expect(Echo.text("¿qué? ñandú") == "¿qué? ñandú")
  }

  @Test func controlCharactersAreEscaped() {
    #expect(Echo.text("\u{1B}[31mred\u{07}\n") == "\\x1B[31mred\\x07\\x0A")
    #expect(Echo.text("\u{9B}2J") == "\\x9B2J")
  }

  @Test func invisibleFormatCharactersAreEscaped() {
    #expect(Echo.text("abc\u{202E}def") == "abc\\u{202E}def")
  }

  @Test func bytesThatAreNotUTF8AreShownInHex() {
    #expect(Echo.bytes([0x2F, 0x74, 0xFF, 0xC3, 0xB1, 0xC3]) == "/t\\xFFñ\\xC3")
  }

  @Test func longTextIsCutWithAnEllipsis() {
    let echoed = Echo.text(String(repeating: "a", count: 100_000))
    #expect(echoed == String(repeating: "a", count: Echo.limit) + "…")
  }

  @Test func textUpToTheLimitIsNotCut() {
    let text = String(repeating: "ñ", count: Echo.limit)
    #expect(Echo.text(text) == text)
  }

  /// The quick path (printable ASCII copied as bytes) echoes what the plain one did: every
  /// byte and pair of bytes, and characters of every kind in seeded random text, cut at
  /// several limits.
  @Test func echoesWhatDecodingEachCharacterEchoes() {
    for first in 0...255 {
      #expect(Echo.bytes([UInt8(first)]) == Self.decodingEach([UInt8(first)]))
      for second in 0...255 {
        let bytes = [UInt8(first), UInt8(second)]
        guard Echo.bytes(bytes) == Self.decodingEach(bytes) else {
          Issue.record("\(bytes)")
          return
        }
      }
    }
    let pieces =
      [
        "a", " ", "~", "\u{7F}", "\t", "é", "ñ", "\u{85}", "\u{9B}", "\u{200B}", "\u{202E}",
        "\u{2028}", "\u{2029}", "€", "😀", "\u{E0001}",
      ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xE2, 0x80], [0xF0, 0x9F]]
    var state: UInt64 = 23
    for _ in 0..<2_000 {
      var bytes: [UInt8] = []
      for _ in 0..<12 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        bytes += pieces[Int(state >> 33) % pieces.count]
      }
      for limit in [3, 8, 100] {
        #expect(Echo.bytes(bytes, limit: limit) == Self.decodingEach(bytes, limit: limit))
      }
    }
  }

  /// Echo as first written: each character decoded and classified, appended as a scalar.
  private static func decodingEach(_ bytes: [UInt8], limit: Int = Echo.limit) -> String {
    func hex(_ value: UInt32, _ digits: Int) -> String {
      let text = String(value, radix: 16, uppercase: true)
      return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
    var result = ""
    var shown = 0
    var index = 0
    while index < bytes.count {
      if shown == limit { return result + "…" }
      shown += 1
      let length =
        switch bytes[index] {
        case 0x00...0x7F: 1
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 0
        }
      let end = min(bytes.count, index + length)
      guard end > index,
        let scalar = String(validating: bytes[index..<end], as: UTF8.self)?.unicodeScalars.first
      else {
        result += "\\x" + hex(UInt32(bytes[index]), 2)
        index += 1
        continue
      }
      index = end
      switch scalar.properties.generalCategory {
      case .control: result += "\\x" + hex(scalar.value, 2)
      case .format, .lineSeparator, .paragraphSeparator:
        result += "\\u{" + hex(scalar.value, 4) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
