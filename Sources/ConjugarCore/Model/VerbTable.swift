/// The verb tables: the models of `models.txt`, the verbs of `verbs.tsv` and the guessing rules
/// of `guessing.txt`, handed in as text.
///
/// ``bundled()`` gives the tables compiled into the library. Nothing is parsed when a table is
/// built: a lookup binary-searches the sorted verb lines and parses the one it finds, and
/// models are parsed when first used, so start-up does not grow with the size of the tables.
/// ``validate()`` parses every line. A table is a value; its copies share what they parsed.
public struct VerbTable: Sendable {
  /// The models every verb refers to (`models.txt`).
  public let models: ModelTable
  /// How verbs no table lists are conjugated (`guessing.txt`).
  package let guessing: GuessingRules
  /// The verb lines, searched by infinitive.
  private let verbs: SortedLines
  /// The reverse-lookup index built for these tables ahead of time, if any (LookupIndex).
  let lookupIndex: LookupIndex?
  /// The listed verbs by ending, built ahead of time (EndingIndex), if at all.
  private let builtEndingIndex: EndingIndex?
  /// The listed verbs by ending, built when a verb is first guessed, for tables without one;
  /// shared by every copy of the table.
  private let endings = LazyCache<EndingIndex>()
  /// The speller's index of the common verbs' sources (SlipIndex), built ahead of time, if at
  /// all.
  private let builtSlipIndex: SlipIndex?
  /// The same, built when first asked, for tables without one.
  private let slips = LazyCache<SlipIndex>()
  /// The index of the English glosses (EnglishGlosses), built ahead of time, if at all.
  let glossIndex: String?

  /// Builds a table from the text of its files.
  ///
  /// Nothing but `guessing.txt` is parsed yet: a line of `models.txt` or `verbs.tsv` is read
  /// when a verb needs it, and `validate()` reads them all. Reverse lookup and guessing build
  /// their indexes of the tables when first used.
  ///
  /// - Parameters:
  ///   - models: The text of `models.txt`: the conjugation models, each named after its
  ///     model verb.
  ///   - verbs: The text of `verbs.tsv`: one verb per line, sorted in byte order as
  ///     `LC_ALL=C sort` leaves it, comments only at the top.
  ///   - guessing: The text of `guessing.txt`: the prefixes and new-verb endings with which
  ///     verbs no table lists are guessed; none when empty.
  /// - Throws: ``VerbTableError`` when a line of `guessing.txt` is malformed, or two models
  ///   share a name.
  public init(models: String, verbs: String, guessing: String = "") throws(VerbTableError) {
    try self.init(
      models: models, verbs: verbs, guessing: guessing, lookupIndex: nil, endingIndex: nil)
  }

  /// The same, with the indexes built ahead of time for the same tables, as the bundled tables
  /// have them: `lookupIndex` is the text of `LookupIndex(building:)`, `endingIndex` that of
  /// the index of listed verbs by ending that guessing reads (`endingIndexText`), `slipIndex`
  /// that of the speller's (`slipIndexText`), `glossIndex` that of the English glosses
  /// (`glossIndexText`); `verbsFilter` and `slipFilter` are the filters of the keys of
  /// `verbs` and of the speller's index (`KeyFilter.text(forKeysOf:)`), which spare most
  /// searches for what is not there. Without them, reverse lookup, guessing, the speller and
  /// the glosses build theirs when first used, and every search is made.
  package init(
    models: String, verbs: String, guessing: String = "", lookupIndex: String?,
    endingIndex: String? = nil, slipIndex: String? = nil, glossIndex: String? = nil,
    verbsFilter: String? = nil, slipFilter: String? = nil
  ) throws(VerbTableError) {
    self.models = try ModelTable(indexing: models)
    self.guessing = try GuessingRules(parsing: guessing)
    self.verbs = SortedLines(verbs, filter: verbsFilter.flatMap(KeyFilter.init(text:)))
    self.lookupIndex = lookupIndex.map(LookupIndex.init(text:))
    self.builtEndingIndex = endingIndex.map(EndingIndex.init(text:))
    self.builtSlipIndex = slipIndex.map {
      SlipIndex(text: $0, filter: slipFilter.flatMap(KeyFilter.init(text:)))
    }
    self.glossIndex = glossIndex
  }

  /// The text of the English glosses' index, for building it ahead of time.
  package var glossIndexText: String { EnglishGlosses.indexText((try? entries()) ?? []) }

  /// The text of the speller's index, for building it ahead of time.
  package var slipIndexText: String { SlipIndex.text(for: self) }

  /// The speller's index (built on first use when not ahead of time).
  var slipIndex: SlipIndex {
    builtSlipIndex ?? slips.value { SlipIndex(text: slipIndexText) }
  }

  /// The text of the index of listed verbs by ending, for building it ahead of time.
  package var endingIndexText: String { endingIndex.text }

  /// The listed verbs by ending, for guessing (built on first use).
  var endingIndex: EndingIndex {
    builtEndingIndex ?? endings.value { EndingIndex(lines: lines().map(\.bytes)) }
  }

  /// How many verbs the table lists.
  public var count: Int { lines().count }

  /// Every infinitive, in table order.
  public var infinitives: [String] {
    lines().map { line in
      let key = SortedLines.key(of: line.bytes)
      return String(decoding: key, as: UTF8.self)
    }
  }

  /// Every infinitive in table order with its frequency rank (`VerbEntry.rank`), read in one
  /// pass instead of a search a verb.
  var infinitivesWithRanks: [(infinitive: String, rank: Int?)] {
    lines().map { line in
      let key = String(decoding: SortedLines.key(of: line.bytes), as: UTF8.self)
      var tabs = 0
      let end = line.bytes.firstIndex { byte in
        if byte == UInt8(ascii: "\t") { tabs += 1 }
        return tabs == 3
      }
      let start = String(decoding: line.bytes[..<(end ?? line.bytes.endIndex)], as: UTF8.self)
      return (key, VerbEntry.rank(inLine: start[...].utf8))
    }
  }

  /// The entry for an infinitive exactly as listed.
  ///
  /// - Parameter infinitive: The infinitive as the table spells it (`lavarse`, `oír`).
  /// - Returns: Its line of `verbs.tsv`, parsed; nil when the table lacks it.
  /// - Throws: ``VerbTableError`` when its line is malformed.
  public func entry(for infinitive: String) throws(VerbTableError) -> VerbEntry? {
    try entry(for: infinitive, isInfinitive: false)
  }

  /// The same; `isInfinitive` when the caller has read `infinitive` as one (VerbShape), which
  /// the line found, keyed by it, then need not show again.
  func entry(for infinitive: String, isInfinitive: Bool) throws(VerbTableError) -> VerbEntry? {
    guard let found = verbs.first(withKey: infinitive.utf8) else { return nil }
    do {
      return try VerbEntry(line: found.line[...], lineNumber: 0, isInfinitive: isInfinitive)
    } catch {
      throw VerbTableError(
        file: "verbs.tsv", line: verbs.lineNumber(at: found.offset), reason: error.reason)
    }
  }

  /// Whether the table lists a verb spelt exactly `infinitive`, read without parsing its line.
  func lists(_ infinitive: String) -> Bool {
    verbs.contains(key: infinitive.utf8)
  }

  /// The frequency rank of a listed verb (``VerbEntry/rank``), read without parsing the rest
  /// of its line.
  ///
  /// - Parameter infinitive: The infinitive as the table spells it.
  /// - Returns: 1 for the most common verb; nil for a verb without a rank, or not listed.
  public func rank(of infinitive: String) -> Int? {
    verbs.firstLine(withKey: infinitive.utf8) { VerbEntry.rank(inLine: $0) } ?? nil
  }

  /// Every entry, in table order (parses every line).
  ///
  /// - Returns: One entry per line of `verbs.tsv`.
  /// - Throws: ``VerbTableError`` for the first malformed line.
  public func entries() throws(VerbTableError) -> [VerbEntry] {
    var result: [VerbEntry] = []
    for line in lines() {
      result.append(
        try VerbEntry(
          line: String(decoding: line.bytes, as: UTF8.self)[...],
          lineNumber: line.number))
    }
    return result
  }

  /// Every infinitive, the most common first (parses every line).
  ///
  /// - Returns: The ranked verbs by rank, then the others in table order.
  /// - Throws: ``VerbTableError`` for the first malformed line.
  public func infinitivesByRank() throws(VerbTableError) -> [String] {
    let all = try entries()
    let order = all.indices.sorted { (all[$0].rank ?? .max, $0) < (all[$1].rank ?? .max, $1) }
    return order.map { all[$0].infinitive }
  }

  /// Parses every line of the models and verbs, and checks that the verbs are sorted, that
  /// each names known models, and that no two verbs share a rank.
  ///
  /// - Throws: ``VerbTableError`` for the first line that fails.
  public func validate() throws(VerbTableError) {
    try models.validate()
    var previous: [UInt8]?
    var rankLines: [Int: Int] = [:]
    for line in lines() {
      let key = Array(SortedLines.key(of: line.bytes))
      if let previous, SortedLines.compare(previous, key) >= 0 {
        let reason = previous == key ? "duplicate verb" : "verbs are not sorted (LC_ALL=C sort)"
        throw VerbTableError(file: "verbs.tsv", line: line.number, reason: reason)
      }
      previous = key
      let entry = try VerbEntry(
        line: String(decoding: line.bytes, as: UTF8.self)[...],
        lineNumber: line.number)
      for model in entry.models where !models.contains(model) {
        throw VerbTableError(file: "verbs.tsv", line: line.number, reason: "unknown model \(model)")
      }
      if let rank = entry.rank {
        if let other = rankLines[rank] {
          throw VerbTableError(
            file: "verbs.tsv", line: line.number, reason: "rank \(rank) is also line \(other)'s")
        }
        rankLines[rank] = line.number
      }
    }
  }

  private func lines() -> [(bytes: ArraySlice<UInt8>, number: Int)] { verbs.lines() }
}
