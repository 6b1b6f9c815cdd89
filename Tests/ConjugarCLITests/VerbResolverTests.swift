import Testing

@testable import ConjugarCLI

@Suite struct VerbResolverTests {
  private func infinitive(_ input: String) -> String? {
    let result = run("-f", "tsv", "-t", "infinitivo", input)
    return result.output.split(separator: "\t").first.map(String.init)
  }

  @Test(arguments: [("reir", "reír"), ("REIR", "reír"), ("oir", "oír"), ("  Hablar ", "hablar")])
  func caseSpacesAndAccentsAreForgiven(_ input: String, _ expected: String) {
    #expect(infinitive(input) == expected)
  }

  @Test func aDecomposedAccentIsNormalized() {
    #expect(infinitive("rei\u{301}r") == "reír")
  }

  @Test func aReflexiveWithoutAccentsIsFound() {
    #expect(infinitive("reirse") == "reírse")
  }

  @Test func aNearMissSuggestsTheVerb() {
    let result = run("hablarrr")
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(
      result.errorOutput.contains("no Spanish verb form matches 'hablarrr'; did you mean hablar"))
  }

  @Test(arguments: ["xyz", "123"])
  func aNonVerbExits1WithAMessage(_ input: String) {
    let result = run(input)
    #expect(result.status == 1)
    #expect(result.errorOutput == "conjugar: error: no Spanish verb form matches '\(input)'\n")
  }

  @Test func anEmptyArgumentExits1() {
    let result = run("")
    #expect(result.status == 1)
    #expect(result.errorOutput == "conjugar: error: an empty word is not a verb\n")
  }

  /// `CommandLine.arguments` decodes invalid UTF-8 with replacement characters.
  @Test func invalidUTF8ArrivesAsReplacementCharactersAndExits1() {
    let argument = String(decoding: [0x68, 0xFF, 0xFE, 0x61, 0x72], as: UTF8.self)
    let result = run(argument)
    #expect(result.status == 1)
    #expect(result.errorOutput.contains("no Spanish verb form matches 'h"))
  }

  @Test func aOneMegabyteArgumentIsCutInTheMessage() {
    let result = run(String(repeating: "a", count: 1 << 20) + "r")
    #expect(result.status == 1)
    #expect(result.errorOutput.count < 200)
    #expect(result.errorOutput.hasSuffix("aaaa…'\n"))
  }

  @Test func controlCharactersAreNotEchoed() {
    let result = run("ab\u{1B}[2Jc")
    #expect(!result.errorOutput.contains("\u{1B}"))
  }

  @Test func anUnknownInfinitiveIsConjugatedWithAWarning() {
    let result = run("-f", "tsv", "googlear")
    #expect(result.status == 0)
    #expect(result.output.contains("googlear\tindicativo.presente\tyo\tgoogleo\n"))
    #expect(
      result.errorOutput
        == "conjugar: warning: 'googlear' is not in the tables; conjugated as regular -ar, guessed"
        + " from the ending -ear\n")
  }

  @Test func aPronominalOnlyVerbsBaseIsNotCalledUnknown() {
    let result = run("-f", "tsv", "trascordar")
    #expect(result.status == 0)
    #expect(result.output.contains("trascordar\tindicativo.presente\tyo\ttrascuerdo\n"))
    #expect(
      result.errorOutput
        == "conjugar: warning: 'trascordar' is listed only as pronominal; conjugated like contar,"
        + " from trascordarse\n")
  }

  @Test func theRestIsPrintedWhenOneFails() {
    let result = run("-f", "tsv", "-t", "infinitivo", "ser", "xyz", "estar")
    #expect(result.status == 1)
    #expect(result.output == "ser\tinfinitivo\t-\tser\nestar\tinfinitivo\t-\testar\n")
  }
}
