import Testing

@testable import ConjugarCLI

/// What is forgiven in a typed verb and what refuses it: a word is never stripped into
/// another word.
@Suite struct NormalizationTests {
  @Test(arguments: ["hablar", "  Hablar ", "hablar,", "¿tuvieron?", "«he hablado»", "dímelo"])
  func spacesCaseAndPunctuationAroundWordsAreForgiven(_ input: String) {
    #expect(Normalization.refusal(of: input, as: "verb") == nil)
  }

  @Test(arguments: [
    ("hablar2", "'hablar2' is not a Spanish verb: '2' is not a letter"),
    ("zzz123", "'zzz123' is not a Spanish verb: '1' is not a letter"),
    ("ha-blar", "'ha-blar' is not a Spanish verb: '-' is not a letter"),
    ("hablar$", "'hablar$' is not a Spanish verb: '$' is not a letter"),
    ("hablar's", "'hablar's' is not a Spanish verb: \"'\" is not a letter"),
    ("he habl4do", "'he habl4do' is not a Spanish verb: '4' is not a letter"),
    ("?", "'?' is not a Spanish verb: it has no letter"),
  ])
  func otherCharactersRefuseTheWordAsTyped(_ input: String, _ message: String) {
    #expect(Normalization.refusal(of: input, as: "verb") == message)
  }

  @Test func invisibleAndControlCharactersAreEscaped() {
    #expect(
      Normalization.refusal(of: "hab\u{200B}lar", as: "verb form")
        == "'hab\\u{200B}lar' is not a Spanish verb form: '\\u{200B}' is not a letter")
    #expect(
      Normalization.refusal(of: "ha\u{200D}blar", as: "verb")
        == "'ha\\u{200D}blar' is not a Spanish verb: '\\u{200D}' is not a letter")
    #expect(
      Normalization.refusal(of: "\u{1B}[2Jir", as: "verb")
        == "'\\x1B[2Jir' is not a Spanish verb: '\\x1B' is not a letter")
  }

  /// Bytes that are not UTF-8 arrive as U+FFFD, from arguments and lines alike.
  @Test func invalidUTF8IsNamed() {
    let word = String(decoding: [0xFF, 0x69, 0x72], as: UTF8.self)
    #expect(Normalization.refusal(of: word, as: "verb") == "'\\u{FFFD}ir' is not valid UTF-8")
  }

  @Test func anEmptyInputIsLeftToTheCaller() {
    #expect(Normalization.refusal(of: "  ", as: "verb") == nil)
  }

  // Through the CLI: every command that takes verbs refuses alike, exit status 1.

  @Test(arguments: [
    ["hablar2"], ["-f", "tsv", "hablar2"], ["-f", "json", "hablar2"], ["deck", "hablar2"],
  ])
  func aVerbWithADigitIsRefusedEverywhere(_ arguments: [String]) {
    let result = TestEnvironment(arguments).run()
    #expect(result.status == 1)
    #expect(
      result.errorOutput
        == "conjugar: error: 'hablar2' is not a Spanish verb: '2' is not a letter\n")
    #expect(!result.output.contains("hablo"))
  }

  @Test func lookupRefusesAFormWithADigit() {
    let result = run("--lookup", "-f", "tsv", "hablo2")
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(
      result.errorOutput
        == "conjugar: error: 'hablo2' is not a Spanish verb form: '2' is not a letter\n")
  }

  @Test func aVerbWithTrailingPunctuationIsConjugated() {
    let result = run("-f", "tsv", "-t", "gerundio", "hablar,")
    #expect(result.status == 0)
    #expect(result.output == "hablar\tgerundio\t-\thablando\n")
    #expect(result.errorOutput.isEmpty)
  }

  @Test func anInvalidByteInABatchLineIsNamedWithItsLine() {
    var environment = TestEnvironment(["-f", "list", "-t", "infinitivo", "-"])
    environment.input = "hablar\n\u{FFFD}ir\nser\n"
    let result = environment.run()
    #expect(result.status == 1)
    #expect(result.output == "hablar\nser\n")
    #expect(result.errorOutput == "conjugar: error: <stdin>:2: '\\u{FFFD}ir' is not valid UTF-8\n")
  }
}
