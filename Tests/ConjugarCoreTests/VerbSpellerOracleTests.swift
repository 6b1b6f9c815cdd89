import BundledTables
import SeededRandom
import Testing

@testable import ConjugarCore

/// The speller's indexed search against the exhaustive one it replaced, kept here as an
/// oracle: every variant of two slips looked up, every verb's edit distance computed.
@Suite struct VerbSpellerOracleTests {
  private static let speller = Result { VerbSpeller(table: try VerbTable.bundled()) }

  /// In eight parts run side by side, the oracle being slow in a debug build.
  @Test(arguments: 0..<8) func suggestionsAreTheExhaustiveOnes(part: Int) throws {
    let speller = try Self.speller.get()
    let oracle = ExhaustiveSpeller(table: speller.table)
    let words = try Self.words(speller.table)
    for word in stride(from: part, to: words.count, by: 8).map({ words[$0] }) {
      let slips = oracle.slips(of: word)
      #expect(speller.slipTargets(of: word) == slips.map(\.0), "\(word)")
      #expect(speller.suggestions(for: word) == oracle.suggestions(for: word, slips), "\(word)")
    }
  }

  /// Made-up words, and common verbs with a random slip or edit or two.
  private static func words(_ table: VerbTable) throws -> [String] {
    var random = SplitMix64(seed: 18)
    func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
    let consonants = Array("bcdfghjlmnñprstvzqkyx")
    let vowels = Array("aeiouáé")
    var words: [String] = ["ablar", "acer", "aser", "xyz", "reir", "a", "ir", "kerer", "yamar"]
    for _ in 0..<80 {
      var word = ""
      for _ in 0..<(2 + Int(random.next() % 3)) { word += "\(pick(consonants))\(pick(vowels))" }
      words.append(word + pick(["ar", "er", "ir", "arse", "r", ""]))
    }
    let common = Array(try table.infinitivesByRank().prefix(6_000))
    let letters = Array("abcdefghijklmnñopqrstuvwxyzh")
    for _ in 0..<170 {
      var word = Array(pick(common))
      for _ in 0..<(1 + Int(random.next() % 2)) where word.count > 1 {
        let at = Int(random.next() % UInt64(word.count))
        switch random.next() % 6 {
        case 0: word.remove(at: at)
        case 1: word.insert(pick(letters), at: at)
        case 2: word[at] = pick(letters)
        case 3 where at + 1 < word.count: word.swapAt(at, at + 1)
        case 4: word.insert(word[at], at: at)
        default:
          let swaps: [Character: Character] = [
            "v": "b", "b": "v", "c": "s", "z": "s", "s": "z", "y": "l", "g": "j", "j": "g",
            "h": "a", "ñ": "n", "q": "k", "m": "n",
          ]
          word[at] = swaps[word[at]] ?? "h"
        }
      }
      words.append(String(word))
    }
    return words
  }
}

/// The speller's search before it was indexed.
private struct ExhaustiveSpeller {
  let table: VerbTable
  let byFolded: [String: String]
  let folded: [(infinitive: String, letters: [Unicode.Scalar])]

  init(table: VerbTable) {
    self.table = table
    var byFolded: [String: String] = [:]
    var folded: [(String, [Unicode.Scalar])] = []
    for infinitive in table.infinitives {
      let key = Accents.fold(infinitive)
      if byFolded[key] == nil { byFolded[key] = infinitive }
      folded.append((infinitive, Array(key.unicodeScalars)))
    }
    self.byFolded = byFolded
    self.folded = folded
  }

  func slips(of word: String) -> [(String, Int, Int)] {
    let folded = Accents.fold(word)
    let letters = Array(folded.unicodeScalars)
    guard (2...40).contains(letters.count), !letters.contains(" ") else { return [] }
    guard byFolded[folded] == nil else { return [] }
    var slips: [String: Int] = [:]
    SpellingSlips.undo(letters, dropped: SpellingSlips.alphabet) { variant, count in
      guard let infinitive = byFolded[String(String.UnicodeScalarView(variant))],
        count < slips[infinitive, default: 3]
      else { return }
      slips[infinitive] = count
    }
    let common = slips.compactMap { infinitive, count in
      table.rank(of: infinitive).flatMap {
        $0 <= VerbSpeller.slipRanks ? (infinitive, count, $0) : nil
      }
    }
    return common.sorted { ($0.1, $0.2, $0.0) < ($1.1, $1.2, $1.0) }
  }

  func suggestions(for word: String, _ slips: [(String, Int, Int)]) -> [SpellingSuggestion] {
    var scored: [(key: (Int, Int), suggestion: SpellingSuggestion)] = slips.map {
      (($0.1, $0.2), SpellingSuggestion(infinitive: $0.0, isSlip: true))
    }
    if scored.isEmpty {
      let target = Array(Accents.fold(word).unicodeScalars)
      let limit = min(2, target.count <= 3 ? 1 : 2)
      for (infinitive, letters) in folded where abs(letters.count - target.count) <= limit {
        guard let distance = EditDistance.distance(target, letters, limit: limit), distance > 0
        else { continue }
        scored.append(
          (
            (distance, table.rank(of: infinitive) ?? .max),
            SpellingSuggestion(infinitive: infinitive, isSlip: false)
          ))
      }
    }
    let best = scored.map(\.key.1).min() ?? .max
    if best < .max / 10 { scored.removeAll { $0.key.1 > best * 10 } }
    if best <= VerbSpeller.slipRanks { scored.removeAll { $0.key.1 > VerbSpeller.slipRanks } }
    let ordered = scored.enumerated().sorted {
      ($0.element.key.0, $0.element.key.1, $0.offset)
        < ($1.element.key.0, $1.element.key.1, $1.offset)
    }
    return ordered.prefix(3).map(\.element.suggestion)
  }
}
