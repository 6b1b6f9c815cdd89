import BundledTables
import Testing

@testable import ConjugarCore

/// Frequency ranks: `rank=N` notes in verbs.tsv, unique, and in the order learners meet verbs.
@Suite struct RankTests {
  private static let table = Result { try VerbTable.bundled() }

  private func rank(_ infinitive: String) throws -> Int? {
    try #require(try Self.table.get().entry(for: infinitive)).rank
  }

  /// The readings these pairs share (creo, venga, siento, dime) list the first verb first.
  @Test(arguments: [
    ("creer", "crear"), ("venir", "vengar"), ("sentir", "sentar"), ("decir", "dimir"),
    ("ser", "ir"), ("ir", "ver"), ("lavar", "lavarse"), ("irse", "abalanzarse"),
    // Counts of homographs (tranquila, afuera) the infinitive does not back.
    ("luchar", "tranquilar"), ("construir", "aforar"),
  ])
  func theCommonerVerbRanksFirst(common: String, rarer: String) throws {
    let first = try #require(try rank(common))
    #expect(first < (try rank(rarer) ?? .max))
  }

  @Test func serIsFirst() throws {
    #expect(try rank("ser") == 1)
    #expect(try Self.table.get().infinitivesByRank().prefix(3) == ["ser", "estar", "haber"])
  }

  /// The rank read from the line alone agrees with the parsed entry's, for every verb.
  @Test func theRankOfALineAgreesWithItsEntry() throws {
    let table = try Self.table.get()
    for infinitive in table.infinitives {
      #expect(table.rank(of: infinitive) == (try table.entry(for: infinitive))?.rank)
    }
    #expect(table.rank(of: "tuitear") == nil)
  }

  /// A verb the lexicon has no frequency data for still has a rank, after the verbs it has
  /// data for (abajarse: only the frequency of its forms).
  @Test func aVerbWithoutFrequencyDataRanksAfterTheOthers() throws {
    let last = try #require(try rank("abadernar"))
    #expect(last > (try #require(try rank("abajarse"))))
  }

  @Test func unrankedVerbsComeLastInTableOrder() throws {
    let table = try VerbTable(
      models: VerbTableTests.models,
      verbs: "contar\tcontar\nhablar\thablar\trank=2\npartir\tpartir\ntemer\ttemer\trank=1\n")
    #expect(try table.infinitivesByRank() == ["temer", "hablar", "contar", "partir"])
  }

  @Test func aRankTwiceIsReported() {
    #expect(throws: VerbTableError(file: "verbs.tsv", line: 2, reason: "rank 1 is also line 1's")) {
      try VerbTable(
        models: VerbTableTests.models, verbs: "hablar\thablar\trank=1\ntemer\ttemer\trank=1\n"
      ).validate()
    }
  }

  @Test func aConjugationCarriesItsRank() throws {
    let conjugator = try Conjugator(table: try Self.table.get())
    #expect(try conjugator.conjugate("hablar").get().rank == rank("hablar"))
    #expect(try conjugator.conjugate("hablar").get().rank != nil)
    #expect(try conjugator.conjugate("googlear").get().rank == nil)
  }
}
