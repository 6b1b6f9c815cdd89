/// A listed verb that a misspelt word may stand for.
public struct SpellingSuggestion: Equatable, Sendable {
  /// The verb as the table lists it.
  public var infinitive: String
  /// Whether undoing a learner's spelling slips gives the verb (`ablar`: hablar), rather than
  /// the verb being merely close to the word.
  public var isSlip: Bool

  /// A suggestion of a verb.
  ///
  /// - Parameters:
  ///   - infinitive: The verb as the table lists it.
  ///   - isSlip: Whether undoing a learner's slips gives it.
  public init(infinitive: String, isSlip: Bool) {
    self.infinitive = infinitive
    self.isSlip = isSlip
  }
}

/// Finds the listed verbs a misspelt word stands for.
///
/// A word may be the same verb but for its accents (`reir`: reír, `írse`: irse), a common verb
/// as a learner misspells it (`ablar`: hablar, `muestrar`: mostrar, `dormer`: dormir; the
/// weighted model of SlipIndex, whose index the bundled tables carry built), or close to some
/// verbs (one edit from that index too). Only close verbs two edits away read every infinitive
/// of the table, when first asked (a few milliseconds); the speller is asked only about words
/// the table does not list, and is safe to share between threads.
public final class VerbSpeller: Sendable {
  /// Slips are taken only for the verbs of these frequency ranks: a learner misspells a verb
  /// they know, while a new verb often lies a slip away from a rare one (setear, sestear).
  public static let slipRanks = 5_000

  /// The table whose verbs are found.
  public let table: VerbTable
  /// The word data, whose verbs are no slips.
  public let words: WordKinds
  private let index = LazyCache<Index>()

  private struct Index: Sendable {
    /// Every verb in table order, and its folded letters.
    var folded: [(infinitive: String, letters: [Unicode.Scalar])] = []
    /// The verbs of each length, in table order, as their positions and the signatures of
    /// their letters side by side: a word is measured only against verbs of about its length,
    /// not against every verb (an unlisted word in a batch cost 0.88M instructions with the
    /// scan of every verb, 0.76M with this), and their signatures are read in a row (115k
    /// instructions a word when read through the positions, 20k so).
    var byLength: [Int: (positions: [Int], signatures: [UInt64])] = [:]
  }

  /// A speller for the verbs of a table; it reads nothing yet.
  ///
  /// - Parameters:
  ///   - table: The table whose verbs are found.
  ///   - words: The word data: a word it calls a verb (a loan verb the tables lack, tuitear)
  ///     is no slip.
  public init(table: VerbTable, words: WordKinds = .empty) {
    self.table = table
    self.words = words
  }

  /// Whether a word, its accents aside, is shaped like an infinitive, pronominal or not; reads
  /// nothing of the table.
  ///
  /// - Parameter word: The word as typed, lower case, NFC.
  /// - Returns: True when its folded spelling reads as a ``VerbShape``.
  public static func mayBeInfinitive(_ word: String) -> Bool {
    VerbShape(Accents.fold(word)) != nil
  }

  /// The listed verb that a word spells but for its accents.
  ///
  /// - Parameter word: The word as typed, lower case, NFC.
  /// - Returns: The verb (`reir`: reír, `írse`: irse), or the pronominal form of one (`reirse`:
  ///   reírse, when only reír were listed); nil when none is spelt so.
  public func infinitive(matchingAccentsOf word: String) -> String? {
    let folded = Accents.fold(word)
    if let match = listed(folded) { return match }
    guard let shape = VerbShape(folded), shape.isReflexive, let base = listed(shape.base) else {
      return nil
    }
    return base + "se"
  }

  /// The listed verb a word spells but for its accents, and whether the word is a slip of it.
  ///
  /// A missing or wrong acute accent is forgiven (`ír`, `comér`), but ü for u or u for ü
  /// changes the sound (`averigüar` is a slip of averiguar, `arguir` of argüir).
  ///
  /// - Parameter word: The word as typed, lower case, NFC.
  /// - Returns: The verb as ``infinitive(matchingAccentsOf:)`` finds it, and whether the word
  ///   is a slip of it rather than the verb; nil when no verb is spelt so.
  public func infinitive(forgivingAccentsOf word: String) -> (infinitive: String, isSlip: Bool)? {
    guard let match = infinitive(matchingAccentsOf: word) else { return nil }
    return (match, !Accents.sameDiaereses(word, match))
  }

  /// The common verbs a word is a learner's slip of (SlipIndex: the model of how learners
  /// misspell, and its weights).
  ///
  /// - Parameter word: The word as typed, lower case, NFC.
  /// - Returns: The verbs of rank ``slipRanks`` or better, likeliest slip first, then the more
  ///   common; none for a word the table lists but for its accents.
  public func slipTargets(of word: String) -> [String] {
    slips(of: word).map(\.infinitive)
  }

  /// The slip targets, with the slip's cost in quarter errors and the verb's rank. A pronominal
  /// word no common verb's source spells is read as its plain verb's slip (`muestrarse`:
  /// mostrarse).
  private func slips(of word: String) -> [(infinitive: String, slips: Int, rank: Int)] {
    let folded = Accents.fold(word)
    guard (2...40).contains(folded.unicodeScalars.count), !folded.contains(" "),
      listed(folded) == nil, words.kind(of: word) != .verb
    else { return [] }
    var found = ranked(table.slipIndex.matches(of: word), suffix: "")
    if found.isEmpty, let shape = VerbShape(folded), shape.isReflexive {
      found = ranked(table.slipIndex.matches(of: shape.base), suffix: "se")
    }
    return found
  }

  /// The matches of verbs of rank ``slipRanks`` or better, likeliest first, `suffix` added to
  /// each. A slip's likelihood weighs its cost against how common the verb is: each doubling of
  /// the rank counts as 0.4 of a quarter error, so that `acir` is hacer (an ending's vowel, rank
  /// 6) before asir (spelt alike, rank 2,306) and `riir` reír (a stem it shows) before ir (a
  /// letter added). A verb more than a quarter error less likely than the likeliest is left out
  /// (`acer`: hacer, not also ser).
  private func ranked(_ matches: [SlipIndex.Match], suffix: String) -> [(
    infinitive: String, slips: Int, rank: Int
  )] {
    // In tenths of a quarter error; the rank's binary logarithm is its bit length.
    let scored = matches.compactMap { match -> (score: Int, slip: (String, Int, Int))? in
      guard let rank = rank(of: match.infinitive), rank <= Self.slipRanks else { return nil }
      let score = 10 * match.cost + 4 * (Int.bitWidth - rank.leadingZeroBitCount)
      return (score, (match.infinitive + suffix, match.cost, rank))
    }
    let best = scored.map(\.score).min() ?? 0
    return scored.filter { $0.score <= best + 10 * SlipIndex.error / 4 }
      .sorted { ($0.score, $0.slip.0) < ($1.score, $1.slip.0) }.map(\.slip)
  }

  /// Up to three verbs a word may stand for.
  ///
  /// A slip is the likelier mistake, so close spellings are not added to slip targets (`ablar`
  /// is hablar, not abrir); slips come in the speller's order (`riir` is reír before ir). A
  /// close verb ten times rarer (by rank) than the most common candidate is left out, as is,
  /// when that candidate is a common verb (of rank ``slipRanks`` or better), every verb that
  /// is not.
  ///
  /// - Parameters:
  ///   - word: The word as typed, lower case, NFC.
  ///   - maximumDistance: The most edits a close verb may be away; 1 for a word of three
  ///     letters or fewer. Accents cost nothing.
  /// - Returns: The word's slip targets, likeliest first, or else the close verbs, the closer
  ///   first; among equals the more common verb.
  public func suggestions(for word: String, maximumDistance: Int = 2) -> [SpellingSuggestion] {
    // Slips keep the speller's order.
    var scored: [(key: (Int, Int), suggestion: SpellingSuggestion)] = slips(of: word)
      .enumerated().map { (($0.offset, $0.element.rank), .init($0.element.infinitive, true)) }
    if scored.isEmpty {
      let target = Array(Accents.fold(word).unicodeScalars)
      let limit = min(maximumDistance, target.count <= 3 ? 1 : 2)
      for (infinitive, distance) in closeVerbs(to: target, limit: limit) {
        scored.append(((distance, rank(of: infinitive) ?? .max), .init(infinitive, false)))
      }
    }
    // Slips were weighed by the speller's model already; close verbs by their rank here.
    let best = scored.map(\.key.1).min() ?? .max
    if best < .max / 10, scored.first?.suggestion.isSlip == false {
      scored.removeAll { $0.key.1 > best * 10 }
    }
    if best <= Self.slipRanks { scored.removeAll { $0.key.1 > Self.slipRanks } }
    // Sorting by position too keeps table order among equals.
    let ordered = scored.enumerated().sorted {
      ($0.element.key.0, $0.element.key.1, $0.offset)
        < ($1.element.key.0, $1.element.key.1, $1.offset)
    }
    return ordered.prefix(3).map(\.element.suggestion)
  }

  private func rank(of infinitive: String) -> Int? {
    table.rank(of: infinitive)
  }

  /// The verbs whose folded spelling is within `limit` edits of `target` (more than none), in
  /// table order, with their distance: one edit from the index SlipIndex keeps of every verb and
  /// its spellings with a letter deleted, two by measuring every verb of about its length.
  func closeVerbs(to target: [Unicode.Scalar], limit: Int) -> [(String, Int)] {
    guard limit > 1 else { return table.slipIndex.closeVerbs(to: target) }
    return scannedCloseVerbs(to: target, limit: limit)
  }

  /// The same, every verb of about the target's length measured: the oracle of the index.
  func scannedCloseVerbs(to target: [Unicode.Scalar], limit: Int) -> [(String, Int)] {
    let index = built()
    let signature = Self.signature(target)
    // Each edit changes the count of at most two letters by one, so a verb whose letters'
    // signature differs in more than twice the limit is skipped without measuring.
    var close: [(at: Int, distance: Int)] = []
    for length in (target.count - limit)...(target.count + limit) {
      guard let verbs = index.byLength[length] else { continue }
      for (offset, other) in verbs.signatures.enumerated()
      where (signature ^ other).nonzeroBitCount <= 2 * limit {
        let at = verbs.positions[offset]
        guard
          let distance = EditDistance.distance(target, index.folded[at].letters, limit: limit),
          distance > 0
        else { continue }
        close.append((at, distance))
      }
    }
    // In table order, which the ties among equals keep.
    return close.sorted(by: { $0.at < $1.at }).map { (index.folded[$0.at].infinitive, $0.distance) }
  }

  /// Which letters `letters` has once and which twice or more, one bit each: the signatures of
  /// two words differ in no more bits than the counts of their letters differ in all.
  private static func signature(_ letters: [Unicode.Scalar]) -> UInt64 {
    var once: UInt64 = 0
    var twice: UInt64 = 0
    for letter in letters {
      let bit: UInt64 = 1 << (UInt64(letter.value) % 32)
      twice |= once & bit
      once |= bit
    }
    return once | twice << 32
  }

  /// The first verb of the table whose spelling folds to `folded`: itself, or one with accents
  /// (SlipIndex keeps those; no verb is read at run time).
  private func listed(_ folded: String) -> String? {
    table.lists(folded) ? folded : table.slipIndex.accented(folded)
  }

  private func built() -> Index {
    index.value {
      var made = Index()
      for infinitive in table.infinitives {
        let folded = Accents.fold(infinitive)
        let letters = Array(folded.unicodeScalars)
        made.byLength[letters.count, default: ([], [])].positions.append(made.folded.count)
        made.byLength[letters.count, default: ([], [])].signatures.append(Self.signature(letters))
        made.folded.append((infinitive, letters))
      }
      return made
    }
  }
}

extension SpellingSuggestion {
  fileprivate init(_ infinitive: String, _ isSlip: Bool) {
    self.init(infinitive: infinitive, isSlip: isSlip)
  }
}
