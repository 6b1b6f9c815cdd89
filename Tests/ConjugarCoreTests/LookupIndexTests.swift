import BundledTables
import Testing

@testable import ConjugarCore

/// The reverse-lookup index: the one compiled in is the one the bundled tables give, a table
/// without one builds its own, and a damaged index misleads no lookup into a crash.
@Suite struct LookupIndexTests {
  /// The small table of VerbTableTests, with tener for literal stems and forms.
  static let models =
    VerbTableTests.models + """

      model tener
        stressed e>ie
        yo teng
        preterite tuv
        future tendr
        imperativo.afirmativo.tu ten
      """

  @Test func theCompiledIndexIsTheOneTheBundledTablesGive() throws {
    let table = try VerbTable.bundled()
    let compiled = try #require(table.lookupIndex)
    let built = LookupIndex(building: table)
    #expect(compiled.text.utf8.count > 1_000)
    #expect(compiled == built)
  }

  @Test func anIndexListsTheModelsLiteralsEndingsAndChanges() throws {
    let table = try VerbTable(models: Self.models, verbs: "contener\ttener\ntener\ttener\n")
    let index = LookupIndex(building: table)
    // A literal is keyed by what follows the longest head it shares with its verb: t-uv, te-n.
    let tuv = index.literals(.stem, tail: "uv".utf8)
    #expect(tuv.map { String(decoding: $0.infinitive, as: UTF8.self) } == ["tener"])
    #expect(tuv.map(\.longestHead) == [1])
    let n = index.literals(.form, tail: "n".utf8).map {
      String(decoding: $0.letters, as: UTF8.self)
    }
    #expect(n.sorted() == ["han", "ten"])  // ha-n of haber, te-n of tener
    #expect(index.literals(.stem, tail: "tuv".utf8).isEmpty)
    #expect(
      index.ending("ieron".utf8)?.classes.map { String(decoding: $0, as: UTF8.self) } == [
        "er", "ir",
      ])
    #expect(index.ending("emos".utf8)?.future == true)
    #expect(index.ending("xyz".utf8) == nil)
    #expect(index.vowelChanges().contains { $0.written == Array("ie".utf8) })
    // Lines are sorted, so the index reads back as written.
    #expect(LookupIndex(text: index.text) == index)
  }

  @Test func aTableWithoutAnIndexBuildsItsOwn() throws {
    let table = try VerbTable(models: Self.models, verbs: "contener\ttener\ntener\ttener\n")
    #expect(table.lookupIndex == nil)
    let lookup = Lookup(conjugator: try Conjugator(table: table))
    let found = lookup.analyses(of: "contuvieron", includeVos: false)
    #expect(found.map(\.infinitive) == ["contener"])
    #expect(found.first?.form == .finite(.preterito, .ellos))
  }

  @Test func damagedIndexLinesAreLeftOut() throws {
    let damaged = """
      # a damaged index
      change\tie
      ending ieron\tir
      form tuvo\ttuvo\ttener\t99
      stem tuv\ttuv\ttener\tx
      stem tuv\tt\ttener\t0

      """
    let index = LookupIndex(text: damaged)
    #expect(index.vowelChanges().isEmpty)
    #expect(index.ending("ieron".utf8) == nil)
    #expect(index.literals(.form, tail: "tuvo".utf8).isEmpty)
    #expect(index.literals(.stem, tail: "tuv".utf8).count == 1)
    let table = try VerbTable(
      models: Self.models, verbs: "tener\ttener\n", lookupIndex: damaged)
    let lookup = Lookup(conjugator: try Conjugator(table: table))
    #expect(lookup.analyses(of: "tuvieron", includeVos: false).isEmpty)
    #expect(lookup.analyses(of: "tener", includeVos: false).map(\.infinitive) == ["tener"])
  }
}

/// Sorted lines searched in place, as verbs.tsv and the lookup index are.
@Suite struct SortedLinesTests {
  static let lines = SortedLines(
    """
    # comments first
    #
    a\t1
    ab\t2
    ab\t3
    abc\t4
    b
    ñ\t5

    """)

  @Test(arguments: [
    ("a", ["a\t1"]), ("ab", ["ab\t2", "ab\t3"]), ("abc", ["abc\t4"]), ("b", ["b"]),
    ("ñ", ["ñ\t5"]), ("", []), ("0", []), ("aa", []), ("abcd", []), ("c", []), ("z", []),
    ("ñu", []), ("# comments first", []),
  ])
  func everyLineOfAKeyIsFound(key: String, expected: [String]) {
    #expect(Self.lines.all(withKey: key.utf8) == expected)
    #expect(Self.lines.first(withKey: key.utf8)?.line == expected.first)
  }

  @Test func linesAreNumberedAfterTheComments() {
    #expect(Self.lines.firstLine.number == 3)
    #expect(Self.lines.lines().map(\.number) == [3, 4, 5, 6, 7, 8])
    let offset = Self.lines.first(withKey: "abc".utf8)?.offset ?? 0
    #expect(Self.lines.lineNumber(at: offset) == 6)
  }

  @Test func anEmptyTextHasNoLines() {
    let empty = SortedLines("")
    #expect(empty.all(withKey: "a".utf8).isEmpty)
    #expect(empty.lines().isEmpty)
  }

  @Test func aLastLineWithoutNewlineIsFound() {
    let lines = SortedLines("a\t1\nb\t2")
    #expect(lines.all(withKey: "b".utf8) == ["b\t2"])
    #expect(lines.all(withKey: "a".utf8) == ["a\t1"])
  }
}
