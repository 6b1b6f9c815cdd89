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

  @Test(SharedSpec.needed) func theCommittedWordsAreWhatTheDataGives() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let committed = try String(
      contentsOf: root.appendingPathComponent("Resources/words.tsv"), encoding: .utf8)
    let verbs = try String(
      contentsOf: root.appendingPathComponent("Resources/verbs.tsv"), encoding: .utf8)
    let derived = WordClasses.derive(
      lemmas: try SharedSpec.text("reference/words/es-lemmas.csv.gz"),
      spanish: try SharedSpec.text("reference/words/es-words.tsv.gz"),
      english: try SharedSpec.text("reference/words/en-words.tsv.gz"), verbs: verbs)
    #expect(committed == derived, "Resources/words.tsv is stale: run `make words`")
  }
}
