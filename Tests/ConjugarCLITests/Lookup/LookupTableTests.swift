import Testing

@testable import ConjugarCLI

/// Looked-up forms in the table format, for people.
@Suite struct LookupTableTests {
  @Test func aReadingShowsTheVerbTenseInWordsAndIds() {
    let result = run("--no-vos", "tuvieron")
    #expect(result.status == 0)
    #expect(
      result.output == """
        tuvieron
          tener (to have): tuvieron
            indicativo · pretérito perfecto simple, ellos/ellas/ustedes
            indicativo.preterito ellos

        """)
  }

  /// Issue #23 §6: a reading far rarer than the first is left out and counted, unless
  /// --all-readings; machine formats keep every reading.
  @Test func rareReadingsAreLeftOutUnlessAllAreAsked() {
    let dime = run("--lookup", "dime").output
    #expect(dime.contains("  decir (to say, tell): di + me\n"))
    #expect(!dime.contains("dimir"))
    #expect(dime.contains("  (2 rarer readings left out; --all-readings shows every one)\n"))
    let all = run("--lookup", "--all-readings", "dime").output
    #expect(all.contains("  dimir ("))
    #expect(!all.contains("left out"))
    #expect(run("--lookup", "--format", "tsv", "dime").output.contains("dime\tdimir\t"))
    // Readings of common verbs all stay: sé is saber and ser, fuera ser and ir.
    for (form, verbs) in [
      ("sé", ["saber", "ser"]), ("fuera", ["ser", "ir"]), ("ve", ["ver", "ir"]),
    ] {
      let output = run("--lookup", form).output
      #expect(verbs.allSatisfy { output.contains("\n  \($0) (") }, "\(form)")
      #expect(!output.contains("left out"), "\(form)")
    }
  }

  @Test func attachedPronounsAreNamed() {
    #expect(
      run("dímelo").output.contains(
        "\n  decir (to say, tell): di + me, lo\n    imperativo, tú\n"))
  }

  @Test func aMatchOnlyWithoutAccentsIsMarked() {
    let output = run("hablo").output
    #expect(output.contains("\n  hablar (to speak, talk): hablo\n"))
    #expect(output.contains("\n  hablar (to speak, talk): habló (accents differ)\n"))
  }

  @Test func aVosReadingIsLabelledVos() {
    #expect(run("--vos", "hablás").output.contains("\n    indicativo · presente, vos\n"))
  }

  @Test func aNonFiniteReadingHasNoPerson() {
    #expect(
      run("--lookup", "hablando").output
        == "hablando\n  hablar (to speak, talk): hablando\n    gerundio\n")
  }

  @Test func aTerminalIsOfferedTheCommandForTheTables() {
    var environment = TestEnvironment(["--color", "never", "fue"])
    environment.outputIsTerminal = true
    #expect(environment.run().output.hasSuffix("\n\n  to see the tables: conjugar ser ir\n"))
  }

  @Test func aPipeIsNotOfferedTheCommand() {
    #expect(!run("tuvieron").output.contains("conjugar tener"))
  }

  @Test func lookedUpFormsAreSeparatedByABlankLine() {
    let lines = run("--no-vos", "--lookup", "tuvieron", "hablar").outputLines
    #expect(lines[4] == "")
    #expect(lines[5] == "hablar")
  }

  @Test func aGuessedVerbsReadingIsMarked() {
    #expect(run("--lookup", "tuiteo").output.contains("  tuitear: tuiteo (not in the tables)\n"))
  }

  @Test func everyLineFitsIn80Columns() {
    for query in ["hubiesen desenvuelto", "no os desenvolváis", "circunscribiéndoselo"] {
      for line in run("--vos", "--lookup", query).outputLines {
        #expect(line.count <= 80, "\(query): \(line)")
      }
    }
  }
}
