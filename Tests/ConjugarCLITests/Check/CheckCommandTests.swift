import ConjugarCore
import ConjugarTestSupport
import Foundation
import SeededRandom
import Testing

@testable import ConjugarCLI

/// Runs `conjugar check ARGUMENTS -` in-process over `input`.
func runCheck(_ input: String, _ arguments: String...) -> CLIResult {
  var environment = TestEnvironment(["check"] + arguments + ["-"])
  environment.input = input
  return environment.run()
}

/// The rows of `conjugar check --format tsv`, each split into its seven columns.
func checkedRows(_ input: String) -> [[String]] {
  runCheck(input, "-f", "tsv").output.split(separator: "\n").map {
    $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
  }
}

/// `conjugar check`: verdicts, formats and exit statuses.
@Suite struct CheckCommandTests {
  @Test(arguments: [
    ("tener\tpresente\tyo\ttengo", "ok"), ("hablar\tpreterite\tél\thábló", "accent"),
    ("guiar\tpretérito\tél\tguió", "old-spelling"), ("tener\tpresente\tyo\tteno", "wrong"),
    ("ablar\tpresente\tyo\thablo", "unknown-verb"), ("hablar\tpresnte\tyo\thablo", "unreadable"),
  ])
  func eachVerdict(row: String, verdict: String) {
    #expect(checkedRows(row + "\n").first?[1] == verdict)
  }

  @Test func aWrongAnswerThatIsAnotherCellNamesIt() {
    let result = runCheck("hablar,pluscuamperfecto,yo,hablara\ntener,presente,yo,tienes\n")
    #expect(result.status == 1)
    #expect(
      result.output == """
        <stdin>:1: wrong: hablar indicativo.pluscuamperfecto yo: hablara is \
        subjuntivo.imperfecto_ra, not indicativo.pluscuamperfecto; accepted: había hablado
        <stdin>:2: wrong: tener indicativo.presente yo: tienes is tu, not yo; accepted: tengo
        2 rows: 0 ok, 0 accent, 0 old-spelling, 2 wrong, 0 unknown-verb, 0 unreadable

        """)
  }

  @Test func anUnknownVerbGetsSuggestions() {
    let result = runCheck("ablar\tpresente\tyo\thablo\n")
    #expect(result.output.contains("'ablar' is not a Spanish verb; did you mean hablar?"))
    #expect(result.status == 1)
  }

  @Test func aVerbWithAWrongDiaeresisIsUnknownAsTheConjugatorSays() {
    let result = runCheck("averigüar\tpresente\tyo\taverigüo\ncomér\tpresente\tyo\tcomo\n")
    #expect(result.output.contains("'averigüar' is not a Spanish verb; did you mean averiguar?"))
    #expect(result.output.contains("1 ok"))
    #expect(result.status == 1)
  }

  @Test(arguments: [
    ("tener\tpresente\tyo", "no answer: 3 fields where 4 are expected"),
    ("tener\tpresente\tyo\t", "the answer is empty"),
    ("tener\tpresente\tyoo\ttengo", "unknown person 'yoo'"),
    ("tener\tpresente\t\ttengo", "no person"),
    ("tener\timperativo\tyo\tten", "imperativo.afirmativo has no yo"),
    ("tener\tgerundio\tyo\tteniendo", "gerundio has no person, but 'yo' is given"),
    ("\tpresente\tyo\ttengo", "no verb"),
    ("tener\tpresnte\tyo\ttengo", "unknown tense 'presnte'"),
  ])
  func anUnreadableRowSaysWhy(row: String, reason: String) {
    let result = runCheck(row + "\n")
    #expect(result.output.contains("<stdin>:1: unreadable: \(reason)"), "\(result.output)")
  }

  @Test func aHeaderLackingAColumnIsUnreadableAndStopsTheCheck() {
    let result = runCheck("verb,tense,person\nser,presente,yo\n")
    #expect(
      result.output.hasPrefix(
        "<stdin>:1: unreadable: the header names no answer column (answer, form, respuesta, "))
    #expect(
      result.output.hasSuffix(
        "1 row: 0 ok, 0 accent, 0 old-spelling, 0 wrong, 0 unknown-verb, 1 unreadable\n"))
  }

  @Test func aSpanishHeaderInAnyOrderWithAMoodColumnIsRead() {
    let text = "Respuesta;Modo;Tiempo;Pronombre;Infinitivo\nhables;Subjuntivo;Presente;Tú;Hablar\n"
    #expect(
      checkedRows(text).first == [
        "2", "ok", "hablar", "subjuntivo.presente", "tu", "hables", "hables",
      ])
  }

  @Test func aRowNamingVosIsCheckedAsVosWhateverTheSetting() {
    var environment = TestEnvironment(["check", "-"])
    environment.input = "tener,presente,vos,tenés\ntener,presente,tú,tenés\n"
    environment.store = .inMemory(Settings(vos: false))
    let result = environment.run()
    #expect(
      result.output == """
        <stdin>:2: wrong: tener indicativo.presente tu: tenés is vos, not tu; accepted: tienes
        2 rows: 1 ok, 0 accent, 0 old-spelling, 1 wrong, 0 unknown-verb, 0 unreadable

        """)
  }

  @Test func aFileWithANulByteIsNotTextAndIsRefused() {
    let result = runCheck("tener\tpresente\tyo\ttengo\nte\u{0}ner\tpresente\tyo\ttengo\n")
    #expect(result.status == 74)
    #expect(
      result.errorOutput
        == "conjugar: error: cannot read <stdin>: line 2 has a NUL byte or is not UTF-8; the "
        + "rows before it are checked above (a spreadsheet's export in UTF-16 or Windows-1252 "
        + "needs saving as UTF-8 first, e.g. iconv -f windows-1252 -t utf-8)\n")
  }

  @Test func aFileOfBytesThatAreNotUTF8IsRefused() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("conjugar-check-binary-\(getpid()).bin")
    try Data([0xFF, 0xFE, 0x09, 0x80, 0x0A, 0xC3, 0x28, 0x0A]).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = TestEnvironment(["check", file.path]).run()
    #expect(result.status == 74)
    #expect(result.errorOutput.contains("line 1 has a NUL byte or is not UTF-8"))
    #expect(!result.output.contains("unreadable:"))
  }

  /// One rule with the quiz: an answer that is another cell as written is wrong, and named,
  /// however close its accents come (hablo for habló, hablás for hablas).
  @Test func anAnswerThatIsAnotherCellIsWrongAndNamesTheCell() {
    let result = runCheck(
      "hablar,subjuntivo presente,él,hablé\nhablar,presente,tú,hablás\nhablar,pretérito,él,hablo\n"
        + "vivir,presente,vos,vives\n")
    #expect(result.status == 1)
    #expect(
      result.output == """
        <stdin>:1: wrong: hablar subjuntivo.presente el: hablé is indicativo.preterito yo, not \
        subjuntivo.presente el; accepted: hable
        <stdin>:2: wrong: hablar indicativo.presente tu: hablás is vos, not tu; accepted: hablas
        <stdin>:3: wrong: hablar indicativo.preterito el: hablo is indicativo.presente yo, not \
        indicativo.preterito el; accepted: habló
        <stdin>:4: wrong: vivir indicativo.presente vos: vives is tu, not vos; accepted: vivís
        4 rows: 0 ok, 0 accent, 0 old-spelling, 4 wrong, 0 unknown-verb, 0 unreadable

        """)
  }

  /// Answer keys label persons as textbooks, worksheets and English decks do; each label is
  /// read as its person (checked on the rows' verdicts: a right answer is ok only if the label
  /// was read as the person it is the form of).
  @Test(arguments: [
    ("nosotros/nosotras", "hablamos"), ("vosotros/vosotras", "habláis"), ("Ud.", "habla"),
    ("Uds.", "hablan"), ("1ª persona plural", "hablamos"),
    ("primera persona del singular", "hablo"),
    ("first person plural", "hablamos"), ("we", "hablamos"), ("you (pl.)", "habláis"),
    ("3rd person singular", "habla"), ("2sg", "hablas"), ("3pl", "hablan"), ("él/ella", "habla"),
    ("ellos/ellas", "hablan"), ("you", "hablas"), ("they", "hablan"),
    ("2ª persona del plural", "habláis"),
  ])
  func personLabelsAsPeopleWriteThem(label: String, answer: String) {
    let result = runCheck("hablar\tpresente\t\(label)\t\(answer)\n")
    #expect(result.status == 0, "\(label): \(result.output)")
  }

  @Test(arguments: [
    "presente de indicativo", "present indicative", "simple past", "preterite", "past simple",
    "pretérito perfecto simple", "pretérito indefinido",
  ])
  func tenseNamesSpanishAndEnglishWithOrWithoutTheMood(name: String) {
    let answer = name.contains("pre") && !name.contains("pret") ? "hablo" : "hablé"
    #expect(runCheck("hablar\t\(name)\tyo\t\(answer)\n").status == 0, "\(name)")
  }

  /// A label the check cannot read is said once, with the labels it knows, and how many rows
  /// have it: not a line per row.
  @Test func anUnknownLabelIsReportedOnce() {
    let rows =
      (1...30).map { _ in "hablar\tpresente\tla otra\thabla\n" }.joined()
      + "hablar\tpresentísimo\tyo\thablo\nhablar\tpresentísimo\tyo\thablo\n"
    let result = runCheck(rows)
    #expect(result.status == 1)
    let lines = result.output.split(separator: "\n")
    #expect(lines.count == 3, "\(result.output)")
    #expect(lines[0].hasPrefix("<stdin>:1: unreadable: unknown person 'la otra'; known: yo, tú"))
    #expect(lines[1].hasPrefix("<stdin>:31: unreadable: unknown tense 'presentísimo'"))
    #expect(lines[2].hasPrefix("32 rows: 0 ok"))
    #expect(
      result.errorOutput.contains(
        "<stdin>: the person 'la otra' was not read in 30 rows (lines 1, 2, 3, 4, 5, 6, 7, 8, 9, "
          + "10, …)"))
    #expect(result.errorOutput.contains("the tense 'presentísimo' was not read in 2 rows"))
    // TSV and JSON keep a verdict for every row.
    #expect(runCheck(rows, "-f", "tsv").output.split(separator: "\n").count == 32)
  }

  @Test func aRegionalVosFormIsOkWithTheNorm() {
    let result = runCheck("partir,presente de subjuntivo,vos,partás\n", "-f", "json")
    #expect(result.status == 0)
    #expect(result.output.contains(#""verdict":"ok""#))
    #expect(
      result.output.contains(
        "partás is regional (voseo stressed on the ending); the norm has partas"))
  }

  @Test func severalAnswersInAFieldAreCheckedOneByOne() {
    let rows = checkedRows(
      "freír\tparticipio\t-\tfrito / freído\nfreír\tparticipio\t-\tfrito|freido\n"
        + "freír\tparticipio\t-\tfrito, freíto\n")
    #expect(rows.map { $0[1] } == ["ok", "accent", "wrong"])
  }

  @Test func anImperfectSubjunctiveNamingNoEndingTakesEither() {
    let rows = checkedRows(
      "hablar\timperfecto de subjuntivo\tyo\thablase\n"
        + "hablar\tpretérito imperfecto (-ra) de subjuntivo\tyo\thablase\n")
    #expect(
      rows.map { Array($0[1...3]) } == [
        ["ok", "hablar", "subjuntivo.imperfecto_se"],
        ["wrong", "hablar", "subjuntivo.imperfecto_ra"],
      ])
    #expect(rows.first?[6] == "hablara|hablase")
  }

  @Test func negativeImperativesAndPronominalFormsAreRead() {
    let rows = checkedRows(
      "hablar\timperativo negativo\ttú\thables\nhablar\timperativo negativo\ttú\tno hables\n"
        + "lavarse\tpresente\tyo\tme lavo\nlavarse\timperativo\ttú\tlávate\n")
    #expect(rows.allSatisfy { $0[1] == "ok" })
  }

  @Test func theTSVHasEveryRowInSevenColumns() {
    let rows = checkedRows("tener\tpresente\tyo\ttengo\nxx\n")
    #expect(
      rows == [
        ["1", "ok", "tener", "indicativo.presente", "yo", "tengo", "tengo"],
        ["2", "unreadable", "-", "-", "-", "-", "-"],
      ])
  }

  @Test func theTSVSaysWhyARowIsUnreadableOnStandardError() {
    let result = runCheck("tener\tpresnte\tyo\ttengo\n", "-f", "tsv")
    #expect(result.errorOutput.hasPrefix("conjugar: error: <stdin>:1: unknown tense 'presnte'"))
  }

  @Test func theJSONHasTheRowsAndTheSummary() throws {
    let result = runCheck(
      "hablar,pluscuamperfecto,yo,hablara\ntener,presente,yo,tengo\n", "-f", "json")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let rows = try #require(object["rows"] as? [[String: Any]])
    #expect(rows.count == 2)
    #expect(rows[0]["verdict"] as? String == "wrong")
    #expect(rows[0]["accepted"] as? [String] == ["había hablado"])
    #expect(
      rows[0]["cells"] as? [[String: String]] == [
        ["tense": "subjuntivo.imperfecto_ra", "person": "yo"],
        ["tense": "subjuntivo.imperfecto_ra", "person": "el"],
      ])
    #expect(rows[1]["message"] is NSNull)
    let summary = try #require(object["summary"] as? [String: Int])
    #expect(
      summary == [
        "rows": 2, "ok": 1, "accent": 0, "old-spelling": 0, "wrong": 1, "unknown-verb": 0,
        "unreadable": 0,
      ])
  }

  @Test func anEmptyFileIsNothingCheckedAndExits74() {
    let result = runCheck("")
    #expect(result.status == 74)
    #expect(
      result.output
        == "0 rows: 0 ok, 0 accent, 0 old-spelling, 0 wrong, 0 unknown-verb, 0 unreadable\n")
    #expect(result.errorOutput.contains("nothing was checked"))
  }

  @Test(arguments: [
    ["check"], ["check", "a", "b"], ["check", "-f", "xml", "-"], ["check", "--vos", "-"],
  ])
  func badArgumentsAreUsageErrors(_ arguments: [String]) {
    let result = TestEnvironment(arguments).run()
    #expect(result.status == 64)
    #expect(result.errorOutput.contains("Run 'conjugar check --help' for usage."))
  }

  @Test func aFileThatCannotBeOpenedExits74() {
    let result = run("check", "/nonexistent/deck.txt")
    #expect(result.status == 74)
    #expect(result.errorOutput.contains("cannot open /nonexistent/deck.txt"))
    #expect(run("check", "/").status == 74)
  }

  @Test func aFileIsReadFromItsPath() async throws {
    try await withTemporaryDirectory { directory in
      let file = directory.appendingPathComponent("deck.csv")
      try Data("\u{FEFF}Verbo,Tiempo,Persona,Forma\r\nser,presente,yo,soy\r\n".utf8).write(to: file)
      let result = run("check", file.path)
      #expect(result.status == 0)
      #expect(result.output.hasPrefix("1 row: 1 ok"))
    }
  }

  @Test func randomLinesAllGetAVerdict() {
    var random = SplitMix64(seed: 18)
    let pieces = [
      "tener", "presente", "yo", "tengo", "\"", ",", ";", "\t", "<b>", "{{c1::", "}}", "&amp;",
      "-", "ñ", "\u{1B}[31m", "", " ", "#", "hablar", "vos", "imperativo", "no hables",
    ]
    for _ in 0..<200 {
      let lines = (0..<(1 + random.below(4))).map { _ in
        (0..<random.below(9)).map { _ in random.pick(pieces) }.joined()
      }
      let result = runCheck(lines.joined(separator: "\n"), "-f", "tsv")
      // 74: nothing but blank and # lines, so nothing was checked.
      #expect([0, 1].contains(result.status) || result.status == 74)
      #expect(Layout.isClean(result.errorOutput), "\(result.errorOutput)")
      for line in result.output.split(separator: "\n") {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
        #expect(fields.count == 7 && fields.allSatisfy { !$0.isEmpty && Layout.isClean($0) })
      }
    }
  }
}
