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

  /// A wrong accent on a short reflexive (írse) finds the verb too, not a guess (me o, te es).
  @Test(arguments: [("írse", "irse"), ("ÍRSE", "irse"), ("ír", "ir"), ("dárse", "darse")])
  func aReflexiveOfAnyLengthIsFoundWithWrongAccents(_ input: String, _ expected: String) {
    let result = run("-f", "tsv", "-t", "infinitivo", input)
    #expect(result.output == "\(expected)\tinfinitivo\t-\t\(expected)\n")
    #expect(result.errorOutput.isEmpty)
  }

  /// A learner's slip of a listed verb is no new verb: refused, with the verb suggested. Made-up
  /// slips of several verbs per class, and of two classes together, whatever their shape: a
  /// word that is no infinitive's shape (`hablarr`, an accent on the ending: `ablár`) is no
  /// form either, so it is told as the slip it is.
  @Test(arguments: [
    ("ablar", "hablar"), ("empesar", "empezar"), ("acer", "hacer"), ("elejir", "elegir"),
    ("kerer", "querer"), ("lebantarse", "levantarse"),
    ("ablár", "hablar"), ("acér", "hacer"), ("hablarr", "hablar"), ("abrirr", "abrir"),
    ("hablaar", "hablar"), ("ablarr", "hablar"), ("yegár", "llegar"), ("kerér", "querer"),
    ("bolvér", "volver"), ("hablárr", "hablar"), ("bivir", "vivir"), ("volber", "volver"),
    ("conoser", "conocer"), ("yamar", "llamar"), ("yorar", "llorar"), ("corejir", "corregir"),
    ("protejer", "proteger"), ("kedar", "quedar"), ("tokar", "tocar"), ("segir", "seguir"),
    ("apasiguar", "apaciguar"), ("corer", "correr"), ("ocurir", "ocurrir"),
    ("ezcrivir", "escribir"),
  ])
  func everySlipIsToldAsASlip(_ slip: String, _ verb: String) {
    for format in ["table", "tsv"] {
      let result = run("-f", format, slip)
      #expect(result.status == 1)
      #expect(result.output.isEmpty)
      #expect(
        result.errorOutput
          == "conjugar: error: '\(slip)' is not a Spanish verb; did you mean \(verb)?\n")
    }
  }

  /// ü changes the sound: ü for u, or u for ü, is a slip, not a missing accent.
  @Test(arguments: [
    ("averigüar", "averiguar"), ("apacigüar", "apaciguar"), ("arguir", "argüir"),
    ("averigüarse", "averiguarse"),
  ])
  func aDiaeresisDifferenceIsASlip(_ slip: String, _ verb: String) {
    let result = run(slip)
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(
      result.errorOutput
        == "conjugar: error: '\(slip)' is not a Spanish verb; did you mean \(verb)?\n")
  }

  @Test func guessConjugatesADiaeresisSlipAsANewVerb() {
    let result = run("--guess", "-f", "tsv", "-t", "gerundio", "averigüar")
    #expect(result.status == 0)
    #expect(result.output == "averigüar\tgerundio\t-\taverigüando\n")
  }

  @Test(arguments: [("comér", "comer"), ("vivír", "vivir"), ("argüír", "argüir")])
  func aWrongAcuteAccentOnAListedVerbIsStillForgiven(_ input: String, _ verb: String) {
    #expect(infinitive(input) == verb)
  }

  @Test func aSlipOfTwoVerbsSuggestsTheCommonerFirst() {
    let result = run("cojer")
    #expect(result.status == 1)
    let message = "conjugar: error: 'cojer' is not a Spanish verb; did you mean coger"
    #expect(result.errorOutput.hasPrefix(message))
  }

  @Test func guessConjugatesASlipAsANewVerb() {
    let result = run("--guess", "-f", "tsv", "-t", "indicativo.presente", "-p", "yo", "ablar")
    #expect(result.status == 0)
    #expect(result.output == "ablar\tindicativo.presente\tyo\tablo\n")
    #expect(
      result.errorOutput
        == "conjugar: warning: 'ablar' is not in the tables; conjugated as regular -ar, "
        + "guessed from the ending -lar (did you mean hablar?)\n")
  }

  @Test func aSlipInABatchIsReportedWithItsLineAndTheRestGoesOn() {
    var environment = TestEnvironment(["-f", "list", "-t", "infinitivo", "-"])
    environment.input = "hablar\nacer\nser\n"
    let result = environment.run()
    #expect(result.status == 1)
    #expect(result.output == "hablar\nser\n")
    #expect(
      result.errorOutput
        == "conjugar: error: <stdin>:2: 'acer' is not a Spanish verb; did you mean hacer?\n")
  }

  /// The warning comes before the table, which scrolls it away on a terminal: it is repeated
  /// after the table there, and only there.
  @Test(arguments: [(true, 2), (false, 1)])
  func aGuessWarningIsRepeatedAfterTheTableOnATerminal(terminal: Bool, warnings: Int) {
    var environment = TestEnvironment(["--color", "never", "tuitear"])
    environment.outputIsTerminal = terminal
    environment.errorIsTerminal = terminal
    environment.variables["CONJUGAR_NO_REVIEW_PROMPT"] = "1"
    let result = environment.run()
    #expect(result.status == 0)
    let parts = result.errorOutput.components(separatedBy: "'tuitear' is not in the tables")
    #expect(parts.count - 1 == warnings)
  }

  @Test func aNearMissSuggestsTheVerb() {
    let result = run("hablarx")
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(
      result.errorOutput
        == "conjugar: error: 'hablarx' is not a Spanish verb; did you mean hablar?\n")
  }

  @Test func aNonVerbExits1WithAMessage() {
    let result = run("xyz")
    #expect(result.status == 1)
    #expect(result.errorOutput == "conjugar: error: no Spanish verb form matches 'xyz'\n")
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
    #expect(result.errorOutput == "conjugar: error: 'h\\u{FFFD}\\u{FFFD}ar' is not valid UTF-8\n")
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
