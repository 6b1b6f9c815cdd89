import Foundation
import Testing

@testable import ConjugarCLI

/// Forms looked up through the CLI: every reading, as `infinitive tense person` lines.
@Suite struct FormResolverTests {
  private func readings(_ query: String, vos: Bool = false) -> [String] {
    let result = run(vos ? "--vos" : "--no-vos", "--lookup", "-f", "list", query)
    return result.output.split(separator: "\n").map(String.init)
  }

  private func analyses(_ query: String, vos: Bool = false) -> [[String: Any]] {
    let output = run(vos ? "--vos" : "--no-vos", "--lookup", "-f", "json", query).output
    let document = try? JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
    let lookups = document?["lookups"] as? [[String: Any]]
    return lookups?.first?["analyses"] as? [[String: Any]] ?? []
  }

  @Test func tuvieronIsThePreteriteOfTener() {
    #expect(readings("tuvieron") == ["tener indicativo.preterito ellos"])
  }

  @Test func fueIsSerAndIr() {
    let found = readings("fue")
    #expect(found.contains("ser indicativo.preterito el"))
    #expect(found.contains("ir indicativo.preterito el"))
  }

  @Test func seWithATildeIsSaberAndSer() {
    let found = readings("sé")
    #expect(found.contains("saber indicativo.presente yo"))
    #expect(found.contains("ser imperativo.afirmativo tu"))
  }

  @Test func veIsIrAndVer() {
    let found = readings("ve")
    #expect(found.contains("ir imperativo.afirmativo tu"))
    #expect(found.contains("ver indicativo.presente el"))
  }

  @Test func hablamosIsPresentAndPreterite() {
    #expect(
      readings("hablamos") == [
        "hablar indicativo.presente nosotros", "hablar indicativo.preterito nosotros",
      ])
  }

  /// A form that is only vos is read as vos with vos off too: the person typed it, and a
  /// refusal would only send them back to add --vos. Forms of several kinds of verb.
  @Test(arguments: [
    ("hablás", "hablar indicativo.presente vos"), ("sos", "ser indicativo.presente vos"),
    ("tenés", "tener indicativo.presente vos"), ("hablá", "hablar imperativo.afirmativo vos"),
    ("comés", "comer indicativo.presente vos"), ("decí", "decir imperativo.afirmativo vos"),
    ("podés", "poder indicativo.presente vos"), ("querés", "querer indicativo.presente vos"),
  ])
  func aVosOnlyFormIsFoundWithVosOff(form: String, reading: String) {
    #expect(readings(form).contains(reading))
    #expect(readings(form, vos: true).contains(reading))
    let result = run("--lookup", form)
    #expect(result.status == 0)
    #expect(result.output.contains(", vos\n"))
    #expect(result.errorOutput.isEmpty)
  }

  /// Typed alone, as learners do, a vos form is looked up too.
  @Test func conjugarSosShowsSerMarkedVos() {
    let result = run("sos")
    #expect(result.status == 0)
    #expect(result.output.contains("ser"))
    #expect(result.output.contains("presente, vos"))
  }

  /// With vos off, a form that is also another person's keeps only that person's reading.
  @Test func vivisWithVosOffIsVosotrosAlone() {
    #expect(readings("vivís") == ["vivir indicativo.presente vosotros"])
  }

  @Test func hablabasIsTuAndWithVosAlsoVos() {
    #expect(readings("hablabas") == ["hablar indicativo.imperfecto tu"])
    #expect(
      readings("hablabas", vos: true) == [
        "hablar indicativo.imperfecto tu", "hablar indicativo.imperfecto vos",
      ])
  }

  @Test func aVosReadingIsLabelledVos() {
    let found = analyses("hablabas", vos: true)
    #expect(found.map { $0["vos"] as? Bool } == [false, true])
  }

  @Test func theVosSettingTurnsVosReadingsOn() {
    var environment = TestEnvironment(["--lookup", "-f", "list", "hablás"])
    environment.store = .inMemory(Settings(vos: true))
    #expect(environment.run().output == "hablar indicativo.presente vos\n")
  }

  @Test func aCompoundFormIsOneArgument() {
    #expect(readings("he hablado") == ["hablar indicativo.perfecto yo"])
  }

  @Test func aPluperfectSubjunctiveIsFound() {
    #expect(readings("hubiésemos dicho") == ["decir subjuntivo.pluscuamperfecto_se nosotros"])
  }

  @Test func aNegativeImperativeIsFound() {
    #expect(readings("no vengas").contains("venir imperativo.negativo tu"))
  }

  @Test func aPronounBeforeTheVerbGivesThePronominalVerb() {
    let found = readings("me lavo")
    #expect(found.first == "lavarse indicativo.presente yo")
    #expect(!found.contains("lavar indicativo.presente yo"))
  }

  @Test func lavateIsTheImperativeOfLavarse() {
    #expect(readings("lávate") == ["lavarse imperativo.afirmativo tu"])
  }

  @Test func dimeloNamesItsPronouns() throws {
    let decir = try #require(analyses("dímelo").first { $0["infinitive"] as? String == "decir" })
    #expect(decir["tense"] as? String == "imperativo.afirmativo")
    #expect(decir["person"] as? String == "tu")
    #expect(decir["form"] as? String == "di")
    #expect(decir["clitics"] as? [String] == ["me", "lo"])
  }

  @Test func vamonosIsTheImperativeOfIrse() {
    #expect(readings("vámonos") == ["irse imperativo.afirmativo nosotros"])
  }

  @Test func idosIsTheVosotrosImperative() {
    #expect(readings("idos").contains { $0.hasSuffix(" imperativo.afirmativo vosotros") })
  }

  @Test func anAccentlessFormGivesTheExactReadingFirstThenTheAccentedOne() {
    let found = analyses("hablo")
    #expect(
      found.map { $0["tense"] as? String } == ["indicativo.presente", "indicativo.preterito"])
    #expect(found.map { $0["form"] as? String } == ["hablo", "habló"])
    #expect(found.map { $0["exact"] as? Bool } == [true, false])
  }

  @Test func caseAndSpacesAreForgiven() {
    #expect(readings("  He   HABLADO ") == ["hablar indicativo.perfecto yo"])
  }

  /// A control character is no part of a form: the query is refused, escaped, not read as
  /// the letters around it.
  @Test func aControlCharacterRefusesTheForm() {
    let result = run("--lookup", "-f", "tsv", "\u{1B}fue")
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(
      result.errorOutput
        == "conjugar: error: '\\x1Bfue' is not a Spanish verb form: '\\x1B' is not a letter\n")
  }

  @Test func lookupForcesAnInfinitiveToBeLookedUp() {
    let result = run("--lookup", "-f", "list", "hablar")
    #expect(result.status == 0)
    #expect(result.output == "hablar infinitivo -\n")
  }

  @Test func anInfinitiveIsStillConjugatedWithoutLookup() {
    #expect(run("-f", "list", "-t", "gerundio", "hablar").output == "hablando\n")
  }

  @Test func filtersNarrowTheReadings() {
    let output = run("--lookup", "-f", "list", "-t", "indicativo.preterito", "hablamos").output
    #expect(output == "hablar indicativo.preterito nosotros\n")
  }

  @Test func aFormTheFiltersLeaveOutFails() {
    let result = run("-t", "subjuntivo.futuro", "hablamos")
    #expect(result.status == 1)
    #expect(result.errorOutput == "conjugar: error: 'hablamos' is no form the filters select\n")
  }

  @Test func noMatchExits1WithTheMessage() {
    let result = run("xyz")
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(result.errorOutput == "conjugar: error: no Spanish verb form matches 'xyz'\n")
  }

  @Test func aSlipSuggestsTheCloseForm() {
    let result = run("tuviron")
    #expect(result.status == 1)
    #expect(result.errorOutput.contains("no Spanish verb form matches 'tuviron'; did you mean"))
    #expect(result.errorOutput.contains("tuvieron"))
  }

  /// The form is echoed as it was read: without the punctuation around it.
  @Test func aSuggestionLeavesThePunctuationOut() {
    let result = run("¿tuviron?")
    #expect(result.status == 1)
    #expect(
      result.errorOutput
        == "conjugar: error: no Spanish verb form matches 'tuviron'; did you mean tuvieron?\n")
  }

  @Test func invisibleCharactersAreEscapedInMessages() {
    let result = run("--lookup", "x\u{202E}y\u{200B}z")
    #expect(result.errorOutput.contains("'x\\u{202E}y\\u{200B}z'"))
    let categories = result.errorOutput.unicodeScalars.map(\.properties.generalCategory)
    #expect(!categories.contains(.format))
  }

  @Test func aGuessedVerbsFormIsFoundAndMarked() {
    #expect(readings("tuiteo").first == "tuitear indicativo.presente yo guessed")
  }

  @Test func anAccentFoldedReadingIsMarkedInTheList() {
    #expect(
      readings("hablo") == [
        "hablar indicativo.presente yo", "hablar indicativo.preterito el accents",
      ])
  }

  @Test func anEmptyFormExits1() {
    let result = run("--lookup", "")
    #expect(result.status == 1)
    #expect(result.errorOutput == "conjugar: error: an empty word is not a verb form\n")
  }
}
