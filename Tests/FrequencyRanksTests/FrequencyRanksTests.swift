import ConjugarTestSupport
import Foundation
import Testing

@testable import FrequencyRanks

/// The rules of `make ranks`, on a lexicon of a test's own.
@Suite struct FrequencyRanksTests {
  private static let header =
    "#infinitive\tsources\tn_sources\trank_inf\twf_inf\tforms_pm\trank_forms\tdoozan_count\n"

  /// A lexicon of `rows` (infinitive, n_sources, wf_inf, rank_forms, doozan_count).
  private static func lexicon(_ rows: [(String, Int, String, String, String)]) throws
    -> [String: FrequencyRanks.Entry]
  {
    let lines = rows.map { row in
      let sources = Array(repeating: "source", count: row.1).joined(separator: ",")
      return "\(row.0)\t\(sources)\t\(row.1)\t\t\(row.2)\t0\t\(row.3)\t\(row.4)"
    }
    return try FrequencyRanks.lexicon(header + lines.joined(separator: "\n") + "\n")
  }

  private static func order(_ verbs: [String], _ lexicon: [String: FrequencyRanks.Entry])
    -> [String]
  {
    FrequencyRanks.ranked(verbs, lexicon: lexicon).map(\.infinitive)
  }

  @Test func theLexiconIsReadByItsHeader() throws {
    let lexicon = try FrequencyRanks.lexicon(
      "#infinitive\tdoozan_count\tsources\tn_sources\twf_inf\trank_forms\n"
        + "hablar\t1051556\tjehle,doozan\t2\t283.1\t16\nabadernar\t\tverbecc\t1\t0\t\n")
    #expect(
      lexicon["hablar"]
        == .init(
          sources: ["jehle", "doozan"], infinitiveFrequency: 283.1, formsRank: 16,
          lemmaCount: 1_051_556))
    #expect(lexicon["abadernar"] == .init(sources: ["verbecc"]))
  }

  @Test func aNumberThatIsNoneIsReported() {
    #expect(
      throws: FrequencyRanks.LexiconError(line: 2, reason: "doozan_count `many` is not a number")
    ) {
      try Self.lexicon([("hablar", 1, "1", "", "many")])
    }
  }

  /// Counts, then base verbs' counts, then forms, then sources, then verbs the lexicon lacks.
  @Test func theTiersComeInOrder() throws {
    let lexicon = try Self.lexicon([
      ("amar", 3, "5", "10", "1000"), ("hablar", 3, "9", "2", "5000"),
      ("lavar", 3, "2", "20", "2000"), ("mesar", 3, "0.5", "3", ""),
      ("zurcir", 2, "0", "", ""), ("abadernar", 4, "0", "", ""), ("ababillar", 1, "0", "", ""),
    ])
    let verbs = [
      "ababillar", "abadernar", "amar", "hablar", "lavar", "lavarse", "mesar", "nuevo", "zurcir",
    ]
    let ranked = FrequencyRanks.ranked(verbs, lexicon: lexicon)
    #expect(
      ranked.map(\.infinitive) == [
        "hablar", "lavar", "amar", "lavarse", "mesar", "abadernar", "zurcir", "ababillar", "nuevo",
      ])
    #expect(
      ranked.map(\.tier) == [
        .lemmaCount, .lemmaCount, .lemmaCount, .baseCount, .formsRank, .sources, .sources,
        .sources, .absent,
      ])
  }

  /// A count the infinitive does not back (a homograph's: tranquila, afuera) is not trusted, and
  /// the verb is ranked by its forms; the evidence a count needs grows with it up to 0.05.
  @Test func aCountNeedsItsInfinitiveHeard() throws {
    let lexicon = try Self.lexicon([
      ("tranquilar", 4, "0", "516", "79759"), ("aforar", 4, "0.02", "471", "68540"),
      ("luchar", 6, "44.7", "133", "63775"), ("apetecer", 6, "0.0912", "1608", "12498"),
      ("antojarse", 3, "0.0302", "3125", "2335"), ("finar", 4, "0.0129", "3000", "1819"),
      ("raer", 4, "0", "5000", "607"),
    ])
    let ranked = FrequencyRanks.ranked(
      ["aforar", "antojarse", "apetecer", "finar", "luchar", "raer", "tranquilar"],
      lexicon: lexicon)
    #expect(
      ranked.map(\.infinitive) == [
        "luchar", "apetecer", "antojarse", "aforar", "tranquilar", "finar", "raer",
      ])
    #expect(
      ranked.map(\.tier)
        == Array(repeating: .lemmaCount, count: 3) + Array(repeating: .formsRank, count: 4))
    #expect(FrequencyRanks.evidenceNeeded(forCount: 607) == 0.00607)
    #expect(FrequencyRanks.evidenceNeeded(forCount: 5_000) == 0.05)
    #expect(FrequencyRanks.evidenceNeeded(forCount: 79_759) == 0.05)
  }

  /// The evidence adds the pronominal partner's infinitive (atreverse backs atrever's count),
  /// and a pronominal verb whose own count is not trusted goes by its base's.
  @Test func thePronominalPartnerCountsAsEvidence() throws {
    let lexicon = try Self.lexicon([
      ("atrever", 5, "0.17", "885", "38230"), ("atreverse", 2, "1.35", "2215", ""),
      ("agolpar", 4, "0.02", "4000", "900"), ("agolparse", 1, "0", "", "90000"),
      ("lavar", 4, "0", "4000", "900"), ("lavarse", 1, "0.01", "", ""),
    ])
    #expect(FrequencyRanks.infinitiveEvidence("atrever", in: lexicon) == 0.17 + 1.35)
    #expect(FrequencyRanks.infinitiveEvidence("atreverse", in: lexicon) == 1.35 + 0.17)
    #expect(FrequencyRanks.trustedCount("atrever", in: lexicon) == 38230)
    #expect(FrequencyRanks.trustedCount("lavar", in: lexicon) == 900)
    #expect(FrequencyRanks.trustedCount("agolpar", in: lexicon) == 900)
    #expect(FrequencyRanks.trustedCount("agolparse", in: lexicon) == nil)
    let ranked = FrequencyRanks.ranked(
      ["agolpar", "agolparse", "atrever", "atreverse"], lexicon: lexicon)
    #expect(ranked.map(\.infinitive) == ["atrever", "agolpar", "atreverse", "agolparse"])
    #expect(ranked.map(\.tier) == [.lemmaCount, .lemmaCount, .baseCount, .baseCount])
  }

  @Test func tiesKeepTableOrder() throws {
    let lexicon = try Self.lexicon([
      ("beber", 2, "1", "7", "500"), ("amar", 2, "1", "7", "500"), ("cantar", 2, "0", "", ""),
      ("dar", 2, "0", "", ""),
    ])
    #expect(
      Self.order(["dar", "cantar", "beber", "amar", "z", "y"], lexicon) == [
        "beber", "amar", "dar", "cantar", "z", "y",
      ])
  }

  /// Only rank notes change: other notes, glosses and comments stay, a stale rank goes, and a
  /// second run changes nothing.
  @Test func rewritingTouchesOnlyRankNotes() throws {
    let lexicon = try Self.lexicon([("amar", 2, "3", "5", "900"), ("hablar", 2, "9", "1", "5000")])
    let verbs = """
      # a comment\trank=7

      amar\thablar\trank=1,defective=third\tto love
      hablar\thablar\t\tto speak
      zurcir\tzurcir\trank=9,rank=3

      """
    let (text, tiers) = FrequencyRanks.rewrite(verbs, lexicon: lexicon)
    #expect(
      text == """
        # a comment\trank=7

        amar\thablar\trank=2,defective=third\tto love
        hablar\thablar\trank=1\tto speak
        zurcir\tzurcir\trank=3

        """)
    #expect(tiers == [.lemmaCount: 2, .absent: 1])
    #expect(FrequencyRanks.rewrite(text, lexicon: lexicon).text == text)
  }
}

/// The ranks committed in Resources/verbs.tsv.
@Suite struct CommittedRankTests {
  private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  private static func verbsTSV() throws -> String {
    try String(
      contentsOf: root.appendingPathComponent("Resources/verbs.tsv"), encoding: .utf8)
  }

  /// The rank notes of each verb line, by infinitive, in table order.
  private static func ranks() throws -> [(infinitive: String, ranks: [Int?])] {
    try verbsTSV().split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      let notes = fields.count > 2 ? fields[2].split(separator: ",") : []
      return (
        String(fields[0]),
        notes.filter { $0.hasPrefix("rank=") }.map { Int($0.dropFirst("rank=".count)) }
      )
    }
  }

  @Test func everyVerbHasOneRankAndTheRanksRunFromOne() throws {
    let verbs = try Self.ranks()
    for verb in verbs {
      #expect(verb.ranks.count == 1 && verb.ranks[0] != nil, "\(verb.infinitive): \(verb.ranks)")
    }
    #expect(verbs.compactMap { $0.ranks.first ?? nil }.sorted() == Array(1...verbs.count))
  }

  /// The 300 most common verbs (the quiz asks the 200 first) are verbs people say: each has an
  /// infinitive heard at least 0.5 times per million words (ten times what the rule asks of
  /// any count), or is among the common verbs of the `jehle` source. A homograph's count
  /// (tranquilar, aforar) cannot bring a verb there.
  @Test(SharedSpec.needed) func theCommonestVerbsAreSaid() throws {
    let lexicon = try FrequencyRanks.lexicon(
      try SharedSpec.text("reference/lexicon/lexicon.tsv"))
    let top = try Self.ranks().compactMap { verb in
      (verb.ranks.first ?? nil).flatMap { $0 <= 300 ? verb.infinitive : nil }
    }
    #expect(top.count == 300)
    for verb in top {
      let evidence = FrequencyRanks.infinitiveEvidence(verb, in: lexicon)
      #expect(
        evidence >= 0.5 || lexicon[verb]?.sources.contains("jehle") == true,
        "\(verb): infinitive heard \(evidence) per million, and not in jehle")
    }
  }

  /// `make ranks` would change nothing: the ranks are what ../shared's lexicon gives today.
  @Test(SharedSpec.needed) func theCommittedRanksAreWhatTheLexiconGives() throws {
    let lexicon = try FrequencyRanks.lexicon(
      try SharedSpec.text("reference/lexicon/lexicon.tsv"))
    let committed = try Self.verbsTSV()
    let derived = FrequencyRanks.rewrite(committed, lexicon: lexicon).text
    #expect(derived == committed, "Resources/verbs.tsv's ranks are stale: run `make ranks`")
  }
}
