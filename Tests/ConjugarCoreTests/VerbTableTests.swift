import BundledTables
import ConjugarTestSupport
import Foundation
import Testing

@testable import ConjugarCore

/// Every line of every bundled table parses, names known models and conjugates; a malformed
/// line is reported with its file and line.
@Suite struct VerbTableTests {
  static let models = """
    model hablar
    model temer
    model partir
    model haber
      preterite hub
      future habr
      indicativo.presente he has ha hemos habéis han
      subjuntivo.presente haya hayas haya hayamos hayáis hayan
    model contar
      stressed o>ue
    """

  @Test func bundledTablesAreValid() throws {
    let table = try VerbTable.bundled()
    try table.validate()
    #expect(table.count > 14_456)
  }

  @Test func everyBundledVerbConjugatesWithEveryCell() throws {
    let findings = try #require(LexiconPass.findings)
    #expect(findings.verbs > 14_456)
    #expect(findings.failures.isEmpty, "\(findings.failures.prefix(20))")
  }

  @Test(SharedSpec.needed)
  func coversEveryConjugateEspInfinitive() throws {
    let json = try SharedSpec.text("reference/lexicon/conjugate-esp-models.json")
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
    let infinitives = (object as? [String: Any])?.keys.sorted() ?? []
    let table = try VerbTable.bundled()
    let missing = infinitives.filter { (try? table.entry(for: $0)) == nil }
    #expect(infinitives.count == 14_456)
    #expect(missing.isEmpty, "not bundled: \(missing.prefix(20))")
  }

  /// A participle of a verb's own, given in its notes, is the one its compound tenses take; a
  /// `source=` note only says where the entry was checked.
  @Test func ownParticipleReachesTheCompoundTenses() throws {
    let verbs = "blentar\tcontar\tparticipio=bluento,source=DLE:blentar\nhaber\thaber\n"
    let conjugator = try Conjugator(table: VerbTable(models: Self.models, verbs: verbs))
    let conjugation = try conjugator.conjugate("blentar").get()
    #expect(conjugation.cell(.nonFinite(.participio)) == .forms(["bluento"]))
    #expect(conjugation.cell(.finite(.perfecto, .yo)) == .forms(["he bluento"]))
    #expect(try conjugator.table.entry(for: "blentar")?.source == "DLE:blentar")
  }

  /// Endings that choose models are read from the listed verbs, never written by hand:
  /// guessing.txt lists prefixes, and the endings of new verbs that reverse lookup may try.
  @Test func guessingRulesTakePrefixesAndNewVerbEndings() throws {
    let rules = try GuessingRules(parsing: "prefix re\nnew-verb-ending ear\nprefix foto\n")
    #expect(rules.prefixes == ["foto", "re"])
    #expect(rules.newVerbEndings == ["ear"])
    #expect(
      throws: VerbTableError(
        file: "guessing.txt", line: 2,
        reason: "expected `prefix P` or `new-verb-ending E`, in lower case")
    ) {
      try GuessingRules(parsing: "prefix re\nending uar actuar\n")
    }
  }

  @Test func malformedVerbLineNamesFileAndLine() {
    #expect(
      throws: VerbTableError(file: "verbs.tsv", line: 2, reason: "`hablarx` is not an infinitive")
    ) {
      try VerbTable(models: Self.models, verbs: "hablar\thablar\nhablarx\thablar\n").validate()
    }
  }

  @Test func unknownModelIsReported() {
    #expect(throws: VerbTableError(file: "verbs.tsv", line: 1, reason: "unknown model pensar")) {
      try VerbTable(models: Self.models, verbs: "hablar\tpensar\n").validate()
    }
  }

  @Test func unsortedVerbsAreReported() {
    #expect(
      throws: VerbTableError(
        file: "verbs.tsv", line: 2, reason: "verbs are not sorted (LC_ALL=C sort)")
    ) {
      try VerbTable(models: Self.models, verbs: "temer\ttemer\nhablar\thablar\n").validate()
    }
  }

  @Test func commentsAtTheTopAreSkippedAndLinesKeepTheirNumbers() throws {
    let table = try VerbTable(
      models: Self.models, verbs: "# verbs\n\nhablar\thablar\nhablarx\thablar\n")
    #expect(table.infinitives == ["hablar", "hablarx"])
    #expect(
      throws: VerbTableError(file: "verbs.tsv", line: 4, reason: "`hablarx` is not an infinitive")
    ) {
      try table.entry(for: "hablarx")
    }
  }

  @Test func aModelBlockIsParsedWhenFirstUsed() throws {
    let table = try VerbTable(models: Self.models + "\nmodel pensar\n  stressed eie\n", verbs: "")
    #expect(try table.models.model(named: "contar") != nil)
    #expect(
      throws: VerbTableError(
        file: "models.txt", line: 12, reason: "`stressed` takes a change like o>ue")
    ) {
      try table.validate()
    }
  }

  @Test func malformedModelLineNamesFileAndLine() {
    #expect(
      throws: VerbTableError(
        file: "models.txt", line: 2, reason: "`stressed` takes a change like o>ue")
    ) {
      try ModelTable(parsing: "model contar\n  stressed oue\n")
    }
  }

  @Test func aSmallTableConjugates() throws {
    let table = try VerbTable(models: Self.models, verbs: "acostar\tcontar\n")
    let conjugator = try Conjugator(table: table)
    let conjugation = try conjugator.conjugate("acostar").get()
    #expect(conjugation.cell(.finite(.presente, .yo)) == .forms(["acuesto"]))
  }

  @Test func aTableWithoutHaberIsRejected() throws {
    let table = try VerbTable(models: "model hablar\nmodel temer\nmodel partir\n", verbs: "")
    #expect(throws: ConjugationError.self) { try Conjugator(table: table) }
  }
}
