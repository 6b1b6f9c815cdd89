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
/// A word may be the same verb but for its accents (`reir`: reír, `írse`: irse), the verb a
/// learner's spelling slips turn it into (`ablar`: hablar, `empesar`: empezar), or close to
/// some verbs. The speller reads every infinitive of the table when first asked (a few
/// milliseconds), so it is asked only about words the table does not list; it is safe to
/// share between threads.
public final class VerbSpeller: Sendable {
  /// Slips are taken only for the verbs of these frequency ranks: a learner misspells a verb
  /// they know, while a new verb often lies a slip away from a rare one (setear, sestear).
  public static let slipRanks = 5_000

  /// The table whose verbs are found.
  public let table: VerbTable
  private let index = LazyCache<Index>()
  /// The put-back index, built once `exhaustiveQueries` words have been asked about.
  private let putBackIndex = LazyCache<PutBackIndex>()
  /// The first words are searched exhaustively (each undoes every slip and looks the variants
  /// up: about 10 ms), the rest through the put-back index (quick, but about 45 ms to build):
  /// a single `conjugar ablar` does not build it, and a batch of unknown words (conjugar
  /// check) is fast from the fifth on.
  static let exhaustiveQueries = 4

  private struct Index: Sendable {
    /// Each folded spelling and the first verb of the table with it.
    var byFolded: [String: String] = [:]
    /// The folded spellings whose first verb is of rank `slipRanks` or better, the only ones
    /// slips lead to, and that verb.
    var common: [[Unicode.Scalar]: String] = [:]
    /// Every verb in table order, its folded letters, and the signature of its letters.
    var folded: [(infinitive: String, letters: [Unicode.Scalar])] = []
    var lengths: [Int] = []
    var signatures: [UInt64] = []
  }

  private struct PutBackIndex: Sendable {
    /// Each common spelling with one letter of the alphabet dropped, and the spellings: the
    /// words that putting back a letter turns into a common verb.
    var putBack: [[Unicode.Scalar]: [[Unicode.Scalar]]] = [:]
  }

  /// A speller for the verbs of a table; it reads nothing yet.
  ///
  /// - Parameter table: The table whose verbs are found.
  public init(table: VerbTable) {
    self.table = table
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
    let index = built()
    if let match = index.byFolded[folded] { return match }
    guard let shape = VerbShape(folded), shape.isReflexive,
      let base = index.byFolded[shape.base]
    else { return nil }
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

  /// The common verbs that undoing one or two learner's slips turns a word into.
  ///
  /// - Parameter word: The word as typed, lower case, NFC.
  /// - Returns: The verbs of rank ``slipRanks`` or better, fewest slips first, then the more
  ///   common; none for a word the table lists but for its accents.
  public func slipTargets(of word: String) -> [String] {
    slips(of: word).map(\.infinitive)
  }

  private func slips(of word: String) -> [(infinitive: String, slips: Int, rank: Int)] {
    let folded = Accents.fold(word)
    let letters = Array(folded.unicodeScalars)
    guard (2...40).contains(letters.count), !letters.contains(" ") else { return [] }
    let index = built()
    guard index.byFolded[folded] == nil else { return [] }
    var slips: [String: Int] = [:]
    func reach(_ variant: [Unicode.Scalar], _ count: Int) {
      guard let infinitive = index.common[variant], count < slips[infinitive, default: 3]
      else { return }
      slips[infinitive] = count
    }
    guard let putBackIndex = indexedPutBack() else {
      SpellingSlips.undo(letters, dropped: SpellingSlips.alphabet, reach)
      return ranked(slips)
    }
    func putBack(into variant: [Unicode.Scalar], _ count: Int) {
      for target in putBackIndex.putBack[variant] ?? [] { reach(target, count) }
    }
    // The common verbs a letter put back reaches are looked up, rather than every letter tried
    // at every place, and the verbs of rank beyond `slipRanks` are dropped before looking.
    putBack(into: letters, 1)
    SpellingSlips.undoOne(letters, dropped: []) { once, undone in
      reach(once, 1)
      if undone != .learnt { putBack(into: once, 2) }
      SpellingSlips.undoOne(once, dropped: []) { twice, _ in reach(twice, 2) }
    }
    // A letter put back, then another slip: one that does not read the letter could have come
    // first and is found above, so only the slips beside it are tried.
    for at in 0...letters.count {
      for letter in SpellingSlips.alphabet {
        var once = letters
        once.insert(letter, at: at)
        SpellingSlips.undoOne(once, dropped: [], near: (at - 2)...(at + 1), learner: false) {
          twice, _ in
          reach(twice, 2)
        }
      }
    }
    return ranked(slips)
  }

  /// The slip targets with their ranks, fewest slips first, then the more common.
  private func ranked(_ slips: [String: Int]) -> [(infinitive: String, slips: Int, rank: Int)] {
    let common = slips.compactMap { infinitive, count in
      rank(of: infinitive).flatMap { $0 <= Self.slipRanks ? (infinitive, count, $0) : nil }
    }
    return common.sorted { ($0.1, $0.2, $0.0) < ($1.1, $1.2, $1.0) }
  }

  /// The put-back index once enough words were asked about to pay for it, else nil.
  private func indexedPutBack() -> PutBackIndex? {
    let index = built()
    return putBackIndex.value(after: Self.exhaustiveQueries) {
      var made = PutBackIndex()
      for letters in index.common.keys {
        for at in letters.indices where SpellingSlips.alphabet.contains(letters[at]) {
          var dropped = letters
          dropped.remove(at: at)
          if !(made.putBack[dropped]?.contains(letters) ?? false) {
            made.putBack[dropped, default: []].append(letters)
          }
        }
      }
      return made
    }
  }

  /// Up to three verbs a word may stand for.
  ///
  /// A slip is the likelier mistake, so close spellings are not added to slip targets (`ablar`
  /// is hablar, not abrir); and a verb ten times rarer (by rank) than the most common
  /// candidate is left out (`acer` is hacer, not also yacer and pacer), as is, when that
  /// candidate is a common verb (of rank ``slipRanks`` or better), every verb that is not
  /// (`tuitear`: tutear, not also cuitear and titear, of which the lexicon has no frequency).
  ///
  /// - Parameters:
  ///   - word: The word as typed, lower case, NFC.
  ///   - maximumDistance: The most edits a close verb may be away; 1 for a word of three
  ///     letters or fewer. Accents cost nothing.
  /// - Returns: The word's slip targets, fewest slips first, or else the close verbs, the
  ///   closer first; among equals the more common verb.
  public func suggestions(for word: String, maximumDistance: Int = 2) -> [SpellingSuggestion] {
    var scored: [(key: (Int, Int), suggestion: SpellingSuggestion)] = slips(of: word).map {
      (($0.slips, $0.rank), .init($0.infinitive, true))
    }
    if scored.isEmpty {
      let target = Array(Accents.fold(word).unicodeScalars)
      let limit = min(maximumDistance, target.count <= 3 ? 1 : 2)
      let index = built()
      let signature = Self.signature(target)
      // Each edit changes the count of at most two letters by one, so a verb whose letters'
      // signature differs in more than twice the limit is skipped without measuring.
      for at in index.folded.indices
      where abs(index.lengths[at] - target.count) <= limit
        && (signature ^ index.signatures[at]).nonzeroBitCount <= 2 * limit
      {
        let (infinitive, letters) = index.folded[at]
        guard let distance = EditDistance.distance(target, letters, limit: limit), distance > 0
        else { continue }
        scored.append(((distance, rank(of: infinitive) ?? .max), .init(infinitive, false)))
      }
    }
    let best = scored.map(\.key.1).min() ?? .max
    if best < .max / 10 { scored.removeAll { $0.key.1 > best * 10 } }
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

  private func built() -> Index {
    index.value {
      var made = Index()
      // Ranks are read in one pass rather than searched for verb by verb.
      for (infinitive, rank) in table.infinitivesWithRanks {
        let folded = Accents.fold(infinitive)
        let letters = Array(folded.unicodeScalars)
        if made.byFolded[folded] == nil {
          made.byFolded[folded] = infinitive
          if let rank, rank <= Self.slipRanks {
            made.common[letters] = infinitive
          }
        }
        made.folded.append((infinitive, letters))
        made.lengths.append(letters.count)
        made.signatures.append(Self.signature(letters))
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
