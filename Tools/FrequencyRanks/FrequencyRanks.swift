/// The frequency rank of every verb of verbs.tsv, derived from the reference lexicon
/// (`../shared/reference/lexicon/lexicon.tsv`). `make ranks` writes them as `rank=N` notes; the
/// tests check that the committed notes are what this derives. No Foundation: text in, text out.
///
/// Every verb gets a rank, unique, 1 the most common. Verbs are put in tiers, each after the
/// one before, and ties within a tier keep table order:
///
/// 1. verbs with a trusted `doozan_count` (lemma counts of a POS-tagged subtitle corpus; its
///    list stops at about 420), the larger first;
/// 2. pronominal verbs without a trusted count of their own whose base verb has one (the corpus
///    counts lavarse under lavar), in their base verbs' order;
/// 3. the other verbs with a `rank_forms` (the summed frequency of all their forms: homographs
///    such as *segundo* inflate it), by it;
/// 4. the other verbs of the lexicon, those listed by more of its sources (`n_sources`) first;
/// 5. verbs the lexicon lacks.
///
/// A count is trusted only when the infinitive backs it: the corpus's tagger credits a verb with
/// homographs of other words (*tranquila* counted 79,759 times for tranquilar, *afuera* 68,540
/// times for aforar), but nobody says *tranquilar*. The infinitive evidence is `wf_inf` (the
/// infinitive word form's frequency per million in subtitles) of the verb plus that of its
/// pronominal partner (lavar + lavarse; lavarse + lavar). A count C is trusted when the
/// evidence reaches `min(0.05, C / 100_000)` per million: the larger the count, the more the
/// infinitive must be heard, up to 0.05 per million from a count of 5,000 on. The median
/// counted verb's infinitive is heard 0.3 per million for every 1,000 counted; the rule asks
/// for a thirtieth of that, so verbs said mostly in some persons keep their count (apetecer,
/// 0.09; antojarse, 0.03 for 2,335), while tranquilar (0), aforar (0.02), profundar (0),
/// respectar (0.03 for 5,141: *respecto*) and any count whose infinitive is never heard fall
/// to tier 3 (or 2). So do a few real verbs almost only said in the third person (concernir,
/// 0.013; incumbir, 0): the data cannot tell them from homographs.
public enum FrequencyRanks {
  /// A count `C` needs an infinitive evidence of `min(maximumEvidence, C / countPerEvidence)`.
  public static let maximumEvidence = 0.05
  public static let countPerEvidence = 100_000.0

  /// What the lexicon says about one infinitive.
  public struct Entry: Equatable, Sendable {
    public var sources: [String]
    public var sourceCount: Int
    /// Frequency per million of the infinitive word form (`wf_inf`), 0 when not given.
    public var infinitiveFrequency: Double
    public var formsRank: Int?
    public var lemmaCount: Int?

    public init(
      sources: [String] = [], sourceCount: Int? = nil, infinitiveFrequency: Double = 0,
      formsRank: Int? = nil, lemmaCount: Int? = nil
    ) {
      self.sources = sources
      self.sourceCount = sourceCount ?? sources.count
      self.infinitiveFrequency = infinitiveFrequency
      self.formsRank = formsRank
      self.lemmaCount = lemmaCount
    }
  }

  /// The tier a verb was ranked in (see the type's documentation).
  public enum Tier: Int, CaseIterable, Sendable, Comparable {
    case lemmaCount = 1
    case baseCount, formsRank, sources, absent

    public static func < (a: Tier, b: Tier) -> Bool { a.rawValue < b.rawValue }
  }

  /// A line of the lexicon that cannot be read.
  public struct LexiconError: Error, Equatable, CustomStringConvertible {
    public var line: Int
    public var reason: String
    public var description: String { "lexicon.tsv:\(line): \(reason)" }
  }

  /// The lexicon by infinitive. Its columns are named by its `#` header line: infinitive,
  /// sources, n_sources, wf_inf, rank_forms and doozan_count are read; the others are ignored.
  public static func lexicon(_ text: String) throws(LexiconError) -> [String: Entry] {
    var columns: [String: Int] = [:]
    var entries: [String: Entry] = [:]
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let lineNumber = index + 1
      if line.isEmpty { continue }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      if line.hasPrefix("#") {
        if columns.isEmpty {
          for (column, name) in fields.enumerated() {
            columns[column == 0 ? String(name.dropFirst()) : name] = column
          }
        }
        continue
      }
      for name in ["infinitive", "sources", "n_sources", "wf_inf", "rank_forms", "doozan_count"]
      where columns[name] == nil {
        throw LexiconError(line: lineNumber, reason: "no column \(name) in the header line")
      }
      func field(_ name: String) -> String {
        let column = columns[name]!
        return column < fields.count ? fields[column] : ""
      }
      func value<T: LosslessStringConvertible>(_ name: String) throws(LexiconError) -> T? {
        let text = field(name)
        if text.isEmpty { return nil }
        guard let parsed = T(text) else {
          throw LexiconError(line: lineNumber, reason: "\(name) `\(text)` is not a number")
        }
        return parsed
      }
      let sources = field("sources").split(separator: ",").map(String.init)
      entries[field("infinitive")] = Entry(
        sources: sources, sourceCount: try value("n_sources"),
        infinitiveFrequency: try value("wf_inf") ?? 0, formsRank: try value("rank_forms"),
        lemmaCount: try value("doozan_count"))
    }
    return entries
  }

  static func isPronominal(_ infinitive: String) -> Bool {
    infinitive.hasSuffix("se") && infinitive.count >= 4
  }

  /// The verb's pronominal partner: lavar's is lavarse, lavarse's lavar.
  public static func partner(of infinitive: String) -> String {
    isPronominal(infinitive) ? String(infinitive.dropLast(2)) : infinitive + "se"
  }

  /// The infinitive evidence: `wf_inf` of the verb plus that of its partner, per million.
  public static func infinitiveEvidence(
    _ infinitive: String, in lexicon: [String: Entry]
  ) -> Double {
    (lexicon[infinitive]?.infinitiveFrequency ?? 0)
      + (lexicon[partner(of: infinitive)]?.infinitiveFrequency ?? 0)
  }

  /// The infinitive evidence a lemma count needs to be trusted, per million.
  public static func evidenceNeeded(forCount count: Int) -> Double {
    min(maximumEvidence, Double(count) / countPerEvidence)
  }

  /// The verb's `doozan_count` if its infinitive evidence backs it, else nil.
  public static func trustedCount(_ infinitive: String, in lexicon: [String: Entry]) -> Int? {
    guard let count = lexicon[infinitive]?.lemmaCount else { return nil }
    let evidence = infinitiveEvidence(infinitive, in: lexicon)
    return evidence >= evidenceNeeded(forCount: count) ? count : nil
  }

  /// The verbs in rank order, each with its tier: the first is rank 1.
  public static func ranked(_ infinitives: [String], lexicon: [String: Entry])
    -> [(infinitive: String, tier: Tier)]
  {
    typealias Key = (tier: Tier, value: Double, position: Int)
    func key(_ infinitive: String, _ position: Int) -> Key {
      if let count = trustedCount(infinitive, in: lexicon) {
        return (.lemmaCount, -Double(count), position)
      }
      if isPronominal(infinitive), let count = trustedCount(partner(of: infinitive), in: lexicon) {
        return (.baseCount, -Double(count), position)
      }
      guard let entry = lexicon[infinitive] else { return (.absent, 0, position) }
      if let rank = entry.formsRank { return (.formsRank, Double(rank), position) }
      return (.sources, -Double(entry.sourceCount), position)
    }
    let keyed = infinitives.enumerated().map {
      (infinitive: $0.element, key: key($0.element, $0.offset))
    }
    return keyed.sorted {
      ($0.key.tier, $0.key.value, $0.key.position) < ($1.key.tier, $1.key.value, $1.key.position)
    }
    .map { ($0.infinitive, $0.key.tier) }
  }

  /// verbs.tsv with every verb line's rank note written anew as its first note, and nothing
  /// else changed (a line's trailing empty fields are dropped, as the table writes them).
  public static func rewrite(_ verbsTSV: String, lexicon: [String: Entry]) -> (
    text: String, tiers: [Tier: Int]
  ) {
    var lines = verbsTSV.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    let isVerb = { (line: Substring) in !line.isEmpty && !line.hasPrefix("#") }
    let infinitives = lines.filter(isVerb).map { String($0.prefix { $0 != "\t" }) }
    let order = ranked(infinitives, lexicon: lexicon)
    var ranks: [String: Int] = [:]
    var tiers: [Tier: Int] = [:]
    for (index, verb) in order.enumerated() {
      ranks[verb.infinitive] = index + 1
      tiers[verb.tier, default: 0] += 1
    }
    var out = ""
    for line in lines {
      defer { out += "\n" }
      guard isVerb(line) else {
        out += line
        continue
      }
      var fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      while fields.count < 3 { fields.append("") }
      var notes = fields[2].split(separator: ",").map(String.init).filter {
        !$0.hasPrefix("rank=")
      }
      if let rank = ranks[fields[0]] { notes.insert("rank=\(rank)", at: 0) }
      fields[2] = notes.joined(separator: ",")
      while fields.count > 2 && fields.last == "" { fields.removeLast() }
      out += fields.joined(separator: "\t")
    }
    return (out, tiers)
  }
}
