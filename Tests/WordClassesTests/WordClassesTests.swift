import BundledTables
import ConjugarCore
import ConjugarTestSupport
import Foundation
import Testing

@testable import WordClasses

/// The rules of `make words`, on data of the tests' own, and the committed file.
@Suite struct WordClassesTests {
  private static let lemmas = """
    count,spanish,pos,flags,usage
    900,lugar,n,,900:lugar
    800,peculiar,adj,,800:peculiar
    700,deber,v,,700:deber
    600,deber,n,,600:deber
    500,plomar,v,,500:plomar
    400,tarder,adv,,400:tarder

    """

  private static func derived(spanish: String = "", english: String = "", verbs: String = "")
    -> [String: String]
  {
    let text = WordClasses.derive(
      lemmas: lemmas, spanish: spanish, english: english, verbs: verbs)
    var result: [String: String] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t")
      result[String(fields[0])] = String(fields[1])
    }
    return result
  }

  @Test func nounsAdjectivesAndAdverbsAreNamed() {
    let classes = Self.derived()
    #expect(classes["lugar"] == "noun")
    #expect(classes["peculiar"] == "adjective")
    #expect(classes["tarder"] == "adverb")
  }

  /// deber is a noun too, but a verb; a listed verb is left out altogether.
  @Test func aVerbIsAVerbAndAListedOneIsLeftOut() {
    #expect(Self.derived()["deber"] == "verb")
    #expect(Self.derived()["plomar"] == "verb")
    #expect(Self.derived(verbs: "deber\tcomer\n")["deber"] == nil)
  }

  /// A common English word is one, unless Spanish text conjugates it (a loan verb, left to
  /// guessing).
  @Test func englishWordsAndLoanVerbs() {
    let english = "#word\tzipf\nteacher\t4.5\nblogear\t3.5\nrare\t2.0\nrarer\t2.0\n"
    let spanish = "#word\tzipf\nblogear\t2.5\nblogeando\t2.2\nteacher\t2.0\n"
    let classes = Self.derived(spanish: spanish, english: english)
    #expect(classes["teacher"] == "english")
    #expect(classes["blogear"] == nil)
    #expect(classes["rarer"] == nil)
  }

  /// A word Spanish text conjugates is a loan verb, unless it is a far rarer spelling of the
  /// common verb it would be a slip of.
  @Test func loanVerbsAndMisspellings() {
    let spanish = """
      #word\tzipf
      blogar\t2.5
      blogando\t2.0
      blogado\t1.5
      bloga\t1.2
      blogó\t1.2
      hechar\t2.9
      hechando\t2.4
      hechado\t2.4
      hechan\t2.0
      hecharon\t2.0
      echar\t4.5
      pocar\t2.0
      pocando\t2.0
      pocado\t2.0
      poca\t3.0
      nater\t2.0
      natiendo\t2.0
      natido\t2.0
      nate\t2.0
      naten\t2.0

      """
    let classes = WordClasses.derive(
      lemmas: Self.lemmas, spanish: spanish, english: "", verbs: "",
      slipTarget: { $0 == "hechar" ? "echar" : nil })
    #expect(classes.contains("blogar\tverb\n"))
    #expect(!classes.contains("hechar"), "a slip of echar")
    #expect(!classes.contains("pocar"), "three forms only")
    #expect(!classes.contains("nater"), "new verbs are -ar verbs")
  }

  /// An infinitive two word lists have is a verb, unless Spanish text shows it as a far rarer
  /// spelling of the verb it would be a slip of.
  @Test func lexiconVerbsAreVerbs() {
    let lexicon = """
      #infinitive\tsources\tn_sources
      beldar\ta,b\t2
      eligir\ta,b\t2
      solir\ta\t1
      transponar\ta,b\t2
      substorar\ta,b\t2

      """
    let classes = WordClasses.derive(
      lemmas: Self.lemmas, spanish: "#word\tzipf\neligir\t2.3\nelegir\t4.8\n", english: "",
      verbs: "trasponar\thablar\nsustorar\thablar\n", lexicon: lexicon,
      slipTarget: { $0 == "eligir" ? "elegir" : nil })
    #expect(classes.contains("beldar\tverb\n"))
    #expect(!classes.contains("eligir"))
    #expect(!classes.contains("solir"), "one source")
    #expect(!classes.contains("transponar"), "the DPD's rejected spelling of a listed verb")
    #expect(!classes.contains("substorar"), "the DPD's rejected spelling of a listed verb")
  }

  /// A word Spanish text writes in the plural and never conjugates is a noun or an adjective,
  /// unless it is a learner's slip of a common verb.
  @Test func pluralsMakeNounsOrAdjectives() {
    let spanish = """
      #word\tzipf
      somier\t1.9
      somieres\t1.3
      desir\t2.6
      desires\t1.4
      bailer\t2.0
      baileres\t1.2
      bailido\t1.5

      """
    let classes = WordClasses.derive(
      lemmas: Self.lemmas, spanish: spanish, english: "", verbs: "",
      slipTarget: { $0 == "desir" ? "decir" : nil })
    #expect(classes.contains("somier\tnominal\n"))
    #expect(!classes.contains("desir"), "a slip of decir")
    #expect(!classes.contains("bailer"), "conjugated in Spanish text")
  }

  @Test(SharedSpec.needed) func theCommittedWordsAreWhatTheDataGives() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let committed = try String(
      contentsOf: root.appendingPathComponent("Resources/words.tsv"), encoding: .utf8)
    let verbs = try String(
      contentsOf: root.appendingPathComponent("Resources/verbs.tsv"), encoding: .utf8)
    let speller = VerbSpeller(table: try VerbTable.bundled())
    let derived = WordClasses.derive(
      lemmas: try SharedSpec.text("reference/words/es-lemmas.csv.gz"),
      spanish: try SharedSpec.text("reference/words/es-words.tsv.gz"),
      english: try SharedSpec.text("reference/words/en-words.tsv.gz"), verbs: verbs,
      lexicon: try SharedSpec.text("reference/lexicon/lexicon.tsv"),
      slipTarget: { speller.slipTargets(of: $0).first })
    #expect(committed == derived, "Resources/words.tsv is stale: run `make words`")
  }
}
