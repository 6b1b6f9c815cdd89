import ConjugarCore
import Foundation
import Testing

@testable import ConjugarCLI

/// `conjugar deck`: the file Anki imports, its notes, fields, tags and GUIDs.
@Suite struct DeckCommandTests {
  /// The note lines of a deck (the header lines left out).
  private func notes(_ output: String) -> [[Substring]] {
    output.split(separator: "\n").filter { !$0.hasPrefix("#") }.map {
      $0.split(separator: "\t", omittingEmptySubsequences: false)
    }
  }

  @Test func theHeaderLinesAreThoseAnkisImportReads() {
    let result = run("deck", "--deck", "Spanish::Verbs", "-t", "presente", "-p", "yo", "tener")
    #expect(result.status == 0)
    #expect(
      result.output.hasPrefix(
        """
        #separator:tab
        #html:true
        #notetype:Basic
        #deck:Spanish::Verbs
        #columns:GUID\tFront\tBack\tTags
        #guid column:1
        #tags column:4

        """))
  }

  @Test func aBasicNoteHasThePromptTheMarkedAnswerTheGlossAndTheModel() {
    let result = run("deck", "-t", "presente", "-p", "yo", "tener")
    #expect(
      notes(result.output) == [
        [
          "9f711d8d108985a1", "tener · yo · presente de indicativo",
          "ten<b>g</b>o<br>to have · like tener",
          "tener indicativo.presente yo irregular irregular::yo-stem model::tener",
        ]
      ])
  }

  @Test func aClozeNoteHasThePronounAndTheAnswerAsACloze() {
    let result = run("deck", "--style", "cloze", "-t", "participio", "-t", "preterite", "freír")
    #expect(result.output.contains("#notetype:Cloze\n"))
    #expect(result.output.contains("#columns:GUID\tText\tBack Extra\tTags\n"))
    let lines = notes(result.output)
    #expect(lines.first?[1] == "{{c1::fr<b>it</b>o / freído::freír, participio}}")
    #expect(lines.first?[2] == "to fry · like freír")
    let tags =
      "freír participio irregular irregular::participle irregular::spelling-change model::freír"
    #expect(lines.first.map { String($0[3]) } == tags)
    #expect(lines[1][1].hasPrefix("yo {{c1::"))
  }

  @Test func everyAcceptedFormIsOnTheCard() {
    let lines = notes(run("deck", "-t", "participio", "imprimir").output)
    #expect(lines.first?[2].hasPrefix("impr<b>es</b>o / imprimido<br>") == true)
  }

  @Test func aRegularCellIsTaggedRegular() {
    let lines = notes(run("deck", "-t", "presente", "-p", "nosotros", "hablar", "tener").output)
    #expect(
      lines.map { $0[3] } == [
        "hablar indicativo.presente nosotros regular model::hablar",
        "tener indicativo.presente nosotros regular model::tener",
      ])
  }

  @Test func theGUIDDependsOnTheVerbTenseAndPersonOnly() {
    let cell = ["-t", "presente", "-p", "yo", "tener"]
    let guids = [
      run("deck", cell[0], cell[1], cell[2], cell[3], cell[4]),
      run(
        "deck", "--style", "cloze", "--deck", "Other", "--vos", "-t", "presente", "-p", "yo",
        "tener"),
    ].map { notes($0.output).first?[0] }
    #expect(guids == ["9f711d8d108985a1", "9f711d8d108985a1"])
    let all = notes(run("deck", "--vos", "tener", "hablar").output).map { $0[0] }
    #expect(Set(all).count == all.count)
  }

  @Test(arguments: [
    ("tener", Form.finite(.presente, .yo)), ("freír", .nonFinite(.participio)),
    ("lavarse", .finite(.imperativoNegativo, .vos)),
  ])
  func theGUIDIsTheDocumentedHash(verb: String, form: Form) {
    // As documented: FNV-1a (64 bits) of `infinitive TAB tense TAB person`, 16 hex digits.
    var hash: UInt64 = 14_695_981_039_346_656_037
    for byte in "\(verb)\t\(form.tenseID)\t\(form.personID)".utf8 {
      hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211
    }
    let hex = String(hash, radix: 16)
    #expect(NoteGUID.of(verb, form) == String(repeating: "0", count: 16 - hex.count) + hex)
  }

  @Test func theSameCommandWritesTheSameBytes() {
    let first = run("deck", "--top", "5", "--vos")
    let second = run("deck", "--top", "5", "--vos")
    #expect(first.status == 0)
    #expect(first.output == second.output)
  }

  @Test func topTakesTheMostCommonVerbsByRank() throws {
    let verbs = notes(run("deck", "--top", "3", "-t", "gerundio").output).map {
      $0[3].prefix { $0 != " " }
    }
    let ranked = try TestConjugator.shared.get().table.infinitivesByRank()
    #expect(verbs.map(String.init) == Array(ranked.prefix(3)))
  }

  @Test func irregularKeepsIrregularCellsOnly() {
    let lines = notes(run("deck", "--irregular", "-t", "presente", "tener").output)
    #expect(lines.map { $0[3].split(separator: " ")[2] } == ["yo", "tu", "el", "ellos"])
    #expect(lines.allSatisfy { $0[3].contains(" irregular") })
  }

  @Test func aDeckWithoutNotesSaysSo() {
    let result = run("deck", "--irregular", "hablar")
    #expect(result.status == 0)
    #expect(notes(result.output).isEmpty)
    #expect(result.errorOutput.contains("no selected cell of these verbs is irregular"))
  }

  @Test func theFiltersOfConjugatingSelectTheCells() {
    let count = { (arguments: [String]) in
      notes(TestEnvironment(["deck"] + arguments + ["tener"]).run().output).count
    }
    // Without a filter of tenses: the everyday tenses, the quiz's moderate set.
    #expect(count([]) == 72)
    #expect(count(["--vos"]) == 84)
    #expect(count(["-t", "indicativo.anterior"]) == 6)
    #expect(count(["-m", "subjuntivo"]) == 48)
    #expect(count(["--simple", "-p", "yo"]) == 9)
    #expect(count(["--compound", "-p", "tú"]) == 9)
    #expect(count(["-t", "infinitivo"]) == 1)
  }

  /// A deck without -t holds the quiz's moderate tenses: every cell of them, and no other.
  @Test func theDefaultTensesAreTheQuizsModerateSet() {
    let tags = notes(run("deck", "--no-vos", "poder").output).map { String($0[3]) }
    let tenses = Set(tags.map { $0.split(separator: " ")[1] })
    #expect(tenses == Set(QuizDifficulty.moderate.tenses.map(\.id).map { Substring($0) }))
  }

  @Test func dashOWritesTheFileAndNothingToStandardOutput() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("deck.txt").path
      let piped = run("deck", "tener")
      let result = run("deck", "-o", path, "tener")
      #expect(result.status == 0)
      #expect(result.output.isEmpty)
      let written = try String(contentsOfFile: path, encoding: .utf8)
      #expect(written == piped.output)
      let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      #expect(files == ["deck.txt"])
      #expect(run("deck", "-o", "-", "tener").output == piped.output)
    }
  }

  /// A deck that cannot be written whole leaves the old file as it was.
  @Test func aFailedDeckLeavesTheOldFile() async throws {
    try await withTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("deck.txt")
      try Data("old deck\n".utf8).write(to: url)
      var environment = TestEnvironment(["deck", "-o", url.path, "--file", directory.path])
      environment.outputIsTerminal = true
      let result = environment.run()
      #expect(result.status == 74)
      let kept = try String(contentsOf: url, encoding: .utf8)
      #expect(kept == "old deck\n")
      let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      #expect(files == ["deck.txt"])
      // A deck of nothing but errors replaces nothing either.
      #expect(run("deck", "-o", url.path, "ablar").status == 1)
      let still = try String(contentsOf: url, encoding: .utf8)
      #expect(still == "old deck\n")
      let missing = directory.appendingPathComponent("no/such/dir/deck.txt").path
      let unwritable = run("deck", "-o", missing, "tener")
      #expect(unwritable.status == 74)
      #expect(unwritable.errorOutput.contains("cannot write"))
    }
  }

  /// On a terminal, a deck is counted, not printed: it is for Anki, not for reading.
  @Test func onATerminalWithoutDashOTheDeckIsCounted() {
    var environment = TestEnvironment(["deck", "--no-vos", "tener", "ser"])
    environment.outputIsTerminal = true
    let result = environment.run()
    #expect(result.status == 64)
    #expect(result.output.isEmpty)
    #expect(result.errorOutput.contains("the deck has 144 notes, not printed on a terminal"))
    #expect(result.errorOutput.contains("-o FILE"))
  }

  @Test func theInfinitiveGetsANoteOnlyWhenNamed() {
    let tags = notes(run("deck", "tener").output).map { $0[3] }
    #expect(!tags.contains { $0.contains(" infinitivo ") })
    #expect(tags.contains { $0.hasPrefix("tener gerundio ") })
  }

  @Test func theVosSettingAddsVosNotes() {
    var environment = TestEnvironment(["deck", "-t", "presente", "tener"])
    environment.store = .inMemory(Settings(vos: true))
    #expect(notes(environment.run().output).count == 7)
    environment.arguments.insert("--no-vos", at: 1)
    #expect(notes(environment.run().output).count == 6)
  }

  @Test func aCellTheVerbLacksGetsNoNote() {
    let tags = notes(run("deck", "-t", "futuro", "soler").output)
    #expect(tags.isEmpty)
  }

  @Test func noFieldHoldsATabOrALineBreak() {
    for line in notes(run("deck", "--vos", "--top", "30").output) {
      #expect(line.count == 4 && line.allSatisfy { !$0.isEmpty }, "\(line)")
    }
  }

  @Test func fieldTextIsHTMLEscaped() {
    #expect(HTMLText.escape("a & b <i>\tc\n") == "a &amp; b &lt;i&gt; c ")
  }

  @Test func aVerbGivenTwiceGetsItsNotesOnce() {
    #expect(notes(run("deck", "-t", "presente", "tener", "TENER", "tener").output).count == 6)
  }

  @Test func aSlipIsAnErrorAndTheRestIsWritten() {
    let result = run("deck", "-t", "presente", "ablar", "tener")
    #expect(result.status == 1)
    #expect(notes(result.output).count == 6)
    #expect(result.errorOutput.contains("did you mean hablar?"))
  }

  @Test(arguments: ["nope123", "tuvieron"])
  func aDeckOfNothingButErrorsWritesNothing(verb: String) {
    let result = run("deck", verb)
    #expect(result.status == 1)
    #expect(result.output == "")
    #expect(result.errorOutput.hasPrefix("conjugar: error: "))
  }

  @Test func aDeckWhoseVerbsLackEverySelectedCellWritesNothing() {
    let result = run("deck", "-t", "imperativo", "soler")
    #expect(result.output == "")
    #expect(result.errorOutput.contains("the deck has no notes"))
  }

  @Test func anEmptySelectionIsAUsageError() {
    let result = run("deck", "-t", "imperativo", "-p", "yo", "tener")
    #expect(result.status == 64)
    #expect(result.errorOutput.contains("the filters select no cells"))
    #expect(result.output.isEmpty)
  }

  @Test(arguments: [
    ["deck"], ["deck", "--top", "0"], ["deck", "--top", "many"], ["deck", "--deck", "", "ser"],
    ["deck", "--style", "fancy", "ser"], ["deck", "-t", "nope", "ser"],
  ])
  func badArgumentsAreUsageErrors(_ arguments: [String]) {
    let result = TestEnvironment(arguments).run()
    #expect(result.status == 64)
    #expect(result.errorOutput.contains("conjugar deck --help"))
  }
}
