import Testing

@testable import ConjugarCLI

/// English typed where a Spanish verb goes: one verb conjugated with a note, several listed
/// (exit 1), a Spanish word never read as English, the same in a batch.
@Suite struct EnglishInputTests {
  @Test(arguments: [
    ("speak", "hablar"), ("to speak", "hablar"), ("travel", "viajar"), ("sing", "cantar"),
    ("spoke", "hablar"), ("remember", "recordar"), ("enter", "entrar"),
  ])
  func oneVerbIsConjugatedWithANote(english: String, spanish: String) {
    let result = run("--format", "tsv", "-t", "presente", "-p", "yo", english)
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("\(spanish)\tindicativo.presente\tyo\t"), "\(english)")
    #expect(result.errorOutput.contains("'\(english)' is English: conjugating \(spanish)"))
  }

  @Test func severalAreListedWithTheirGlosses() {
    let result = run("know")
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(result.errorOutput.contains("saber (to know"))
    #expect(result.errorOutput.contains("conocer (to know"))
  }

  /// `come` is a form of comer before it is English; `mercader` a Spanish noun.
  @Test func spanishComesFirst() {
    #expect(run("come").output.contains("comer"))
    #expect(!run("come").errorOutput.contains("English"))
    #expect(run("mercader").errorOutput.contains("noun"))
  }

  @Test func aBatchResolvesEachWord() {
    var environment = TestEnvironment(["--format", "tsv", "-t", "presente", "-p", "yo", "-"])
    environment.input = "speak\ncome\ntravel\n"
    let result = environment.run()
    #expect(
      result.output
        == "hablar\tindicativo.presente\tyo\thablo\nviajar\tindicativo.presente\tyo\tviajo\n")
    #expect(result.errorOutput.contains("<stdin>:1: 'speak' is English"))
    #expect(result.errorOutput.contains("<stdin>:2: 'come' is a form of comer"))
    #expect(result.status == 1)
  }

  @Test func lookupsCarryTheGloss() {
    #expect(run("tuvieron").output.contains("  tener (to have): tuvieron"))
    #expect(run("--lookup", "--format", "json", "tuve").output.contains("\"gloss\":\"to have\""))
  }
}
