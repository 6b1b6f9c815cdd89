/// A listed verb that a misspelt word may stand for.
public struct SpellingSuggestion: Equatable, Sendable {
  /// The verb as the table lists it.
  public var infinitive: String
  /// Whether undoing a learner's spelling slips gives the verb (`ablar`: hablar), rather than
  /// the verb being merely close to the word.
  public var isSlip: Bool

  /// A suggestion of `infinitive`.
  public init(infinitive: String, isSlip: Bool) {
    self.infinitive = infinitive
    self.isSlip = isSlip
  }
}

/// Finds the listed verbs a misspelt word stands for: the same verb but for its accents
/// (`reir`: reír, `írse`: irse), the verb a learner's spelling slips turn it into (`ablar`:
/// hablar, `empesar`: empezar), or close verbs. It reads every infinitive of the table when
/// first asked (a few milliseconds), so it is asked only about words the table does not list;
/// it is safe to share between threads.
public final class VerbSpeller: @unchecked Sendable {
  /// Slips are taken only for the verbs of these frequency ranks: a learner misspells a verb
  /// they know, while a new verb often lies a slip away from a rare one (setear, sestear).
  public static let slipRanks = 5_000

  /// The table whose verbs are found.
  public let table: VerbTable
  private let lock = Lock()
  private var index: Index?

  private struct Index {
    /// Each folded spelling and the first verb of the table with it.
    var byFolded: [String: String] = [:]
    var folded: [(infinitive: String, letters: [Unicode.Scalar])] = []
  }

  /// A speller for the verbs of `table`; reads nothing yet.
  public init(table: VerbTable) {
    self.table = table
  }

  /// Whether `word`, its accents aside, is shaped like an infinitive, pronominal or not; reads
  /// nothing of the table.
  public static func mayBeInfinitive(_ word: String) -> Bool {
    VerbShape(Accents.fold(word)) != nil
  }

  /// The listed verb that `word` spells but for its accents (`reir`: reír, `írse`: irse), or
  /// the pronominal form of one (`reirse`: reírse, when only reír were listed).
  public func infinitive(matchingAccentsOf word: String) -> String? {
    let folded = Accents.fold(word)
    let index = built()
    if let match = index.byFolded[folded] { return match }
    guard let shape = VerbShape(folded), shape.isReflexive,
      let base = index.byFolded[shape.base]
    else { return nil }
    return base + "se"
  }

  /// The common verbs (of rank `slipRanks` or better) that undoing one or two learner's slips
  /// turns `word` into, fewest slips first, then the more common; none for a word the table
  /// lists but for its accents.
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
    SpellingSlips.undo(letters, dropped: SpellingSlips.alphabet) { variant, count in
      guard let infinitive = index.byFolded[String(String.UnicodeScalarView(variant))],
        count < slips[infinitive, default: 3]
      else { return }
      slips[infinitive] = count
    }
    let common = slips.compactMap { infinitive, count in
      rank(of: infinitive).flatMap { $0 <= Self.slipRanks ? (infinitive, count, $0) : nil }
    }
    return common.sorted { ($0.1, $0.2, $0.0) < ($1.1, $1.2, $1.0) }
  }

  /// Up to three verbs `word` may stand for: its slip targets, fewest slips first, or else the
  /// verbs within an edit distance of `maximumDistance` (and of 1 for a word of three letters
  /// or fewer), the closer first; among equals the more common verb. Accents cost nothing.
  /// A slip is the likelier mistake, so close spellings are not added to slip targets (`ablar`
  /// is hablar, not abrir); and a verb ten times rarer (by rank) than the most common
  /// candidate is left out (`acer` is hacer, not also yacer and pacer), as is, when that
  /// candidate is a common verb (of rank `slipRanks` or better), every verb that is not
  /// (`tuitear`: tutear, not also cuitear and titear, of which the lexicon has no frequency).
  public func suggestions(for word: String, maximumDistance: Int = 2) -> [SpellingSuggestion] {
    var scored: [(key: (Int, Int), suggestion: SpellingSuggestion)] = slips(of: word).map {
      (($0.slips, $0.rank), .init($0.infinitive, true))
    }
    if scored.isEmpty {
      let target = Array(Accents.fold(word).unicodeScalars)
      let limit = min(maximumDistance, target.count <= 3 ? 1 : 2)
      for (infinitive, letters) in built().folded
      where abs(letters.count - target.count) <= limit {
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

  private func built() -> Index {
    lock.withLock {
      if let index { return index }
      var made = Index()
      for infinitive in table.infinitives {
        let folded = Accents.fold(infinitive)
        if made.byFolded[folded] == nil { made.byFolded[folded] = infinitive }
        made.folded.append((infinitive, Array(folded.unicodeScalars)))
      }
      index = made
      return made
    }
  }
}

extension SpellingSuggestion {
  fileprivate init(_ infinitive: String, _ isSlip: Bool) {
    self.init(infinitive: infinitive, isSlip: isSlip)
  }
}
