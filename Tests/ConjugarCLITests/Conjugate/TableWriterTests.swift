import BundledTables
import ConjugarCore
import Testing

@testable import ConjugarCLI

@Suite struct TableWriterTests {
  /// A full table has 20 tense headings and 118 person lines without vos (FORMAT.md).
  @Test func hablarHas138HeadingAndPersonLinesWithoutVos() {
    let result = run("--no-vos", "hablar")
    #expect(result.status == 0)
    #expect(tableBody(result.output).count == 138)
  }

  /// With vos, each of the 20 tenses gains one vos line: 138 person lines, 158 in all.
  @Test func hablarHas158HeadingAndPersonLinesWithVos() {
    #expect(tableBody(run("--vos", "hablar").output).count == 158)
  }

  @Test func theBodyIsTwentyHeadingsEachFollowedByItsPersons() {
    let body = tableBody(run("--no-vos", "hablar").output)
    let headings = body.filter { !$0.hasPrefix("  ") }
    #expect(headings == Tense.allCases.map { Substring($0.heading) })
  }

  @Test(arguments: [false, true])
  func everyTSVFormOfHablarAppearsInTheTable(vos: Bool) {
    let flag = vos ? "--vos" : "--no-vos"
    let table = run(flag, "hablar").output
    let tsv = run(flag, "--format", "tsv", "hablar").output
    for line in tsv.split(separator: "\n") {
      let forms = line.split(separator: "\t")[3]
      for form in forms.split(separator: "|") where form != "-" {
        #expect(table.contains(form), "\(form) missing from the table")
      }
    }
  }

  @Test func theHeaderShowsGlossGerundParticipleAndModel() {
    let lines = run("hablar").outputLines
    #expect(lines[0] == "hablar — to speak, talk")
    #expect(lines[1] == "gerundio: hablando · participio: hablado · regular")
  }

  @Test func anIrregularVerbNamesItsModel() {
    #expect(run("contar").outputLines[1].hasSuffix("conjugated like contar") == false)
    #expect(run("encontrar").outputLines[1].hasSuffix("conjugated like contar"))
  }

  @Test func aGuessedVerbsHeaderNamesTheModelAndWhy() {
    let lines = run("flontuar").outputLines
    #expect(lines[2] == "not in the tables: conjugated like actuar, guessed from the ending -uar")
  }

  @Test func aPronominalOnlyVerbsBaseNamesItsSource() {
    let lines = run("trascordar").outputLines
    #expect(lines[2] == "conjugated like contar, from trascordarse")
    #expect(!run("trascordar").errorOutput.contains("not in the tables"))
  }

  @Test func aPersonLineHasThePronounThenTheForm() {
    #expect(run("hablar").output.contains("\n  ellos/ellas/ustedes  hablan\n"))
  }

  /// Columns are padded by what a terminal shows: accented letters, precomposed or not, take
  /// one column, colour escapes none.
  @Test(arguments: [
    ("hablé", 5), ("hable\u{301}", 5), ("\u{1B}[1;31mhablé\u{1B}[0m", 5), ("ñandú", 5), ("", 0),
    ("tú/vos", 6),
  ])
  func theVisibleWidthCountsWhatATerminalShows(text: String, width: Int) {
    #expect(CellText.visibleWidth(text) == width)
  }

  @Test func everyLineFitsIn80Columns() {
    for verb in ["hablar", "lavarse", "freír", "circunscribirse", "adyacer"] {
      for line in run("--vos", verb).outputLines {
        #expect(line.count <= 80, "\(verb): \(line)")
      }
    }
  }

  @Test func alternativesAreJoinedWithASlash() {
    #expect(run("freír").output.contains("frito / freído"))
  }

  @Test func aDefectiveCellShowsADash() {
    let table = run("-t", "indicativo.presente", "acontecer").output
    #expect(table.contains("  yo                   —\n"))
  }

  @Test func severalVerbsFollowOneAnother() {
    let output = run("ser", "estar").output
    let ser = output.range(of: "ser — ")
    let estar = output.range(of: "\n\nestar — ")
    #expect(ser != nil && estar != nil)
  }

  @Test func filtersLeaveOnlyTheSelectedTenses() {
    let body = tableBody(run("--no-vos", "--mood", "imperativo", "hablar").output)
    #expect(body.count == 2 + 2 * 5)
  }

  @Test func compactPutsEachSimpleTenseBesideItsCompound() {
    let output = run("--compact", "--no-vos", "hablar").output
    #expect(
      output.contains("\nINDICATIVO\npresente                     pretérito perfecto compuesto\n"))
    #expect(output.contains("\n  yo       hablo               yo       he hablado\n"))
  }

  @Test func compactPutsEachFilteredTenseUnderItsOwnMood() {
    let output = run(
      "--compact", "-t", "indicativo.presente", "-t", "subjuntivo.presente", "poder"
    ).output
    #expect(output.contains("\nINDICATIVO\npresente\n  yo       puedo\n"))
    #expect(output.contains("\nSUBJUNTIVO\npresente\n  yo       pueda\n"))
  }

  @Test func compactPairsFilteredTensesWithinAMood() {
    let output = run("--compact", "--simple", "-m", "subjuntivo", "-m", "imperativo", "poder")
    let headings = output.outputLines.filter { !$0.hasPrefix(" ") && !$0.isEmpty }.dropFirst(2)
    #expect(
      Array(headings.prefix(5)) == [
        "SUBJUNTIVO", "presente                     pretérito imperfecto (-ra)",
        "pretérito imperfecto (-se)   futuro simple", "IMPERATIVO",
        "afirmativo                   negativo",
      ])
  }

  @Test func compactLinesFitIn80Columns() {
    for verb in ["lavarse", "circunscribirse", "adyacer"] {
      for line in run("--compact", "--vos", verb).outputLines {
        #expect(line.count <= 80, "\(verb): \(line)")
      }
    }
  }

  @Test func alternativesTooLongForALineShareTheirAuxiliary() {
    let output = run("-t", "subjuntivo.pluscuamperfecto_ra", "circunscribirse").output
    #expect(output.contains("  nosotros             nos hubiéramos circunscrito / circunscripto\n"))
  }

  @Test func alternativesThatFitAreShownWhole() {
    let output = run("-t", "indicativo.perfecto", "-p", "yo", "adscribir").output
    #expect(output.contains("  yo                   he adscrito / he adscripto\n"))
  }
}

/// The line after the tables that points to `conjugar info`.
@Suite struct TableInfoPointerTests {
  @Test func aTableEndsWithWhereItsTensesAreExplained() {
    let output = run("hablar").output
    #expect(output.hasSuffix("\n\n" + TableWriter.infoPointer(Tense.allCases) + "\n"))
  }

  @Test func severalTablesShareOnePointer() {
    let output = run("--compact", "ser", "estar").output
    #expect(output.components(separatedBy: "explained: conjugar info").count == 2)
  }

  @Test func oneTenseShownPointsToItsTopic() {
    let output = run("-t", "subjuntivo.presente", "ser").output
    #expect(output.hasSuffix("\n\nThis tense explained: conjugar info subjuntivo.presente\n"))
  }

  @Test func aLookupAloneHasNoPointer() {
    #expect(!run("tuvieron").output.contains("conjugar info"))
  }

  @Test(arguments: ["tsv", "json", "list"])
  func otherFormatsHaveNoPointer(_ format: String) {
    #expect(!run("--format", format, "hablar").output.contains("conjugar info"))
  }

  @Test(arguments: Tense.allCases)
  func everyPointerNamesATopic(_ tense: Tense) throws {
    let index = try TopicIndex(InfoDocument(parsing: BundledTexts.info))
    for pointer in [TableWriter.infoPointer([tense]), TableWriter.infoPointer(Tense.allCases)] {
      let topic = try #require(pointer.split(separator: " ").last)
      #expect(index.topic(named: String(topic)) != nil, "\(pointer)")
    }
  }
}
