import Foundation
import Testing

@testable import ConjugarCLI

/// Trimming and composition without Foundation give what Foundation gives.
@Suite struct TextTests {
  static let samples = [
    "", " ", "hablar", "  REÍR\t", "\u{A0}reír\u{3000}", "\u{200B}x\u{200B}", "\u{2028}a b\u{85}",
    "\r\nhablé\n", "re\u{301}ir", "pingu\u{308}ino", "n\u{303}", "\u{301}e", "Å\u{30A}",
    "\u{1E9B}\u{323}", "한국어", "e\u{301}\u{301}", "\tx \t", "\u{FEFF}x", "\u{1F600} ",
  ]

  @Test(arguments: samples)
  func trimmingMatchesFoundation(_ text: String) {
    #expect(text.trimmingSpaces() == text.trimmingCharacters(in: .whitespaces))
    #expect(
      text.trimmingSpacesAndNewlines() == text.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  @Test(arguments: samples)
  func compositionMatchesFoundation(_ text: String) {
    #expect(
      Array(text.canonicallyComposed.unicodeScalars)
        == Array(text.precomposedStringWithCanonicalMapping.unicodeScalars))
  }

  @Test func everyScalarTrimsAsFoundationDoes() {
    for value in 0..<0x3100 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      #expect(Whitespace.isSpace(scalar) == CharacterSet.whitespaces.contains(scalar))
      #expect(
        Whitespace.isSpaceOrNewline(scalar)
          == CharacterSet.whitespacesAndNewlines.contains(scalar))
    }
  }
}
