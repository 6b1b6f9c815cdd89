/// Reverse lookup: every verb, tense and person a written form can be (`fue`: ser and ir).
///
/// ```swift
/// let lookup = Lookup(conjugator: try Conjugator.bundled())
/// for reading in lookup.analyses(of: "fue", includeVos: false) {
///   print(reading.infinitive, reading.form)  // ser, then ir: pretérito, él
/// }
/// ```
///
/// A lookup conjugates no more than a few verbs. It guesses the infinitives the word can come
/// from by undoing endings, spelling changes and the models' literal stems, keeps the guesses
/// the table lists, and conjugates those to compare their cells with the query. A `Lookup`
/// keeps the verbs it conjugated (up to 256) and, from its 16th lookup on, the table's
/// infinitives in a set, so batches go faster; it is safe to share between threads.
///
/// When no listed verb has the form, the guesses that are formed as new verbs are (with a
/// prefix on a listed verb, or a new-verb ending of `guessing.txt`: tuitear, customizar) are
/// conjugated by guessing and tried too, unless a learner's slip turns them into a common
/// listed verb.
public struct Lookup: Sendable {
  /// The conjugator whose forms are looked up.
  public let conjugator: Conjugator
  /// Tells a guessed verb from a misspelt listed one, and suggests close forms' verbs.
  public let speller: VerbSpeller
  let generator: CandidateGenerator
  let cache: VerbFormsCache

  /// A lookup over the verbs and models of `conjugator`'s table, through the index the table
  /// carries, or else one built now from the table (a few milliseconds).
  ///
  /// - Parameter conjugator: The conjugator whose forms are looked up.
  public init(conjugator: Conjugator) {
    self.init(conjugator: conjugator, speller: VerbSpeller(table: conjugator.table))
  }

  /// The same, sharing a speller with its other users.
  ///
  /// - Parameters:
  ///   - conjugator: The conjugator whose forms are looked up.
  ///   - speller: A speller of the same table, which keeps what it has read.
  public init(conjugator: Conjugator, speller: VerbSpeller) {
    self.conjugator = conjugator
    self.speller = speller
    let index = conjugator.table.lookupIndex ?? LookupIndex(building: conjugator.table)
    generator = CandidateGenerator(index: index)
    cache = VerbFormsCache(capacity: 256)
  }

  /// The words of a query as a lookup reads them.
  ///
  /// - Parameter query: What was typed, in any case and normalization.
  /// - Returns: Its words in lower case, NFC, without the punctuation around them
  ///   (`¿Vienes?`: `vienes`); a digit or symbol stays (`hablo2`).
  public static func words(of query: String) -> [String] {
    LookupSpelling.words(query)
  }

  /// Every reading of a written form: the verbs, tenses and persons it can be.
  ///
  /// The query is one word or a cell's words (`he hablado`, `no vengas`, `me lavo`), in any
  /// case, accents optional. Pronouns attached to it (`dímelo`) or put before it (`se lo dije`)
  /// are named in ``Analysis/clitics``; a `no` before a form other than a negative imperative
  /// is left out (`no lo sé`). Readings of a verb no table lists (`tuiteo`: tuitear) come only
  /// when no listed verb has the form. A query that no cell has may be a periphrasis
  /// (`estoy hablando`, `me voy a lavar`; ``periphrasisAnalyses(of:includeVos:)``).
  ///
  /// - Parameters:
  ///   - query: The form as typed.
  ///   - includeVos: Whether vos cells may be readings.
  /// - Returns: Exact matches first, then the reading more often meant (the verb's rank, an
  ///   imperative or future subjunctive counting as rarer: `sé` is saber before ser), then by
  ///   verb and table order; empty when no verb has the form.
  public func analyses(of query: String, includeVos: Bool) -> [Analysis] {
    let found = analyses(of: query, includeVos: includeVos, guessing: true)
    guard found.isEmpty else { return found }
    return periphrasisAnalyses(of: query, includeVos: includeVos)
  }

  /// The same; without `guessing`, readings of listed verbs only.
  func analyses(of query: String, includeVos: Bool, guessing: Bool) -> [Analysis] {
    cache.countLookup(in: conjugator.table)
    let parsed = LookupQuery(LookupSpelling.words(query))
    let (listed, guesses) = candidates(parsed.hosts, pronominal: parsed.mayBePronominal)
    var found: [Analysis] = []
    var order: [String: Int] = [:]
    var anyCell = false
    for infinitive in listed {
      anyCell =
        match(infinitive, parsed, includeVos: includeVos, into: &found, order: &order) || anyCell
    }
    if !anyCell, guessing {
      for guess in guesses where !isListed(guess, pronominal: parsed.mayBePronominal) {
        for infinitive in [guess] + (parsed.mayBePronominal ? [guess + "se"] : [])
        where isFormedAsNewVerbs(infinitive) {
          match(infinitive, parsed, includeVos: includeVos, into: &found, order: &order)
        }
      }
      found = withoutSlips(found)
    }
    return Self.ranked(found, order: order)
  }

  /// Adds the readings of `parsed` as forms of `infinitive`, and where the verb's go; whether
  /// any cell of the verb has the form, vos or not.
  @discardableResult
  private func match(
    _ infinitive: String, _ parsed: LookupQuery, includeVos: Bool, into found: inout [Analysis],
    order: inout [String: Int]
  ) -> Bool {
    var anyCell = false
    let verb = cache.forms(of: infinitive) {
      let conjugation = try? conjugator.conjugate(infinitive).get()
      return VerbForms(conjugation, order: readingOrder(infinitive, rank: conjugation?.rank))
    }
    for split in parsed.splits {
      for entry in verb.entries where verb.isFolded(entry, split.key) {
        anyCell = true
        let (cell, written) = (entry.cell, verb.written(entry))
        let isVos = cell.person == .vos
        guard includeVos || !isVos, Self.allows(split, cell) else { continue }
        let expected = Self.spelling(written, split, cell)
        guard let exact = LookupSpelling.match(typed: split.typed, expected: expected) else {
          continue
        }
        found.append(
          Analysis(
            infinitive: infinitive, form: cell, matched: written, exact: exact, isVos: isVos,
            clitics: split.clitics, isGuessed: verb.isGuessed))
        order[infinitive] = verb.order
      }
    }
    return anyCell
  }

  /// The listed infinitives that the hosts' guesses name, and their pronominal forms when
  /// those can match, in byte order; and every guess, listed or not.
  private func candidates(_ hosts: [String], pronominal: Bool) -> (
    listed: [String], guesses: Set<String>
  ) {
    var guesses = Set<String>()
    for host in hosts { generator.infinitives(of: host, into: &guesses) }
    var listed: [String] = []
    for guess in guesses {
      let spellings = Self.spellings(guess) + (pronominal ? Self.spellings(guess + "se") : [])
      for infinitive in spellings where cache.isListed(infinitive, in: conjugator.table) {
        listed.append(infinitive)
      }
    }
    return (listed.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }, guesses)
  }

  /// Whether a guess names a listed verb, in one of its spellings or pronominal.
  private func isListed(_ guess: String, pronominal: Bool) -> Bool {
    let spellings = Self.spellings(guess) + (pronominal ? Self.spellings(guess + "se") : [])
    return spellings.contains { cache.isListed($0, in: conjugator.table) }
  }

  /// Where a verb's readings go: by its frequency rank, or its base verb's when that is higher,
  /// so that a pronominal verb goes with its base (`no te lo laves`: lavarse + lo beside
  /// lavar + te, lo, and then fewer pronouns first).
  func readingOrder(_ infinitive: String, rank: Int?) -> Int {
    var order = rank ?? .max
    if let shape = VerbShape(infinitive), shape.isReflexive,
      let base = conjugator.table.rank(of: shape.base)
    {
      order = min(order, base)
    }
    return order
  }

  /// The table spellings a folded infinitive may have: `-ír` after a vowel (`oír`), and `gü`
  /// before e and i (`argüir`).
  private static func spellings(_ folded: String) -> [String] {
    var result = [folded]
    // Most guesses have neither `ir` nor `gu`: no other spelling, and no need to read them
    // as an infinitive; one pass over the bytes tells.
    var previous: UInt8 = 0
    var hasIrOrGu = false
    for byte in folded.utf8 {
      if (previous == UInt8(ascii: "i") && byte == UInt8(ascii: "r"))
        || (previous == UInt8(ascii: "g") && byte == UInt8(ascii: "u"))
      {
        hasIrOrGu = true
        break
      }
      previous = byte
    }
    guard hasIrOrGu, let shape = VerbShape(folded) else { return result }
    let base = Array(shape.base.utf8)
    let suffix: [UInt8] = shape.isReflexive ? Array("se".utf8) : []
    let n = base.count
    if n >= 3, base[n - 2] == UInt8(ascii: "i"), base[n - 1] == UInt8(ascii: "r"),
      "aeo".utf8.contains(base[n - 3])
    {
      result.append(String(decoding: base.prefix(n - 2) + "ír".utf8 + suffix, as: UTF8.self))
    }
    for index in base.indices.dropFirst().dropLast()
    where base[index] == UInt8(ascii: "u") && base[index - 1] == UInt8(ascii: "g")
      && "ei".utf8.contains(base[index + 1])
    {
      let changed = base[..<index] + "ü".utf8 + base[(index + 1)...] + suffix
      result.append(String(decoding: changed, as: UTF8.self))
    }
    return result
  }
}
