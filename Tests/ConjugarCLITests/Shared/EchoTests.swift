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
}
