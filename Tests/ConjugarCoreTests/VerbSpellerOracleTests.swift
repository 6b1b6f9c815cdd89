import BundledTables
import SeededRandom
import Testing

@testable import ConjugarCore

/// The speller's indexed search (SlipIndex: a source key found by looking up the typed key and
/// its deletions) against a scan of every source of the index, kept as an oracle.
@Suite struct VerbSpellerOracleTests {
  private static let table = Result { try VerbTable.bundled() }

  /// In four parts run side by side, the oracle being slow in a debug build.
  @Test(arguments: 0..<4) func theIndexFindsWhatAScanFinds(part: Int) throws {
    let table = try Self.table.get()
    let oracle = ScanningSpeller(text: table.slipIndexText)
    let words = try Self.words(table)
    for word in stride(from: part, to: words.count, by: 4).map({ words[$0] }) {
      let typed = LearnerKey.key(word)
      guard typed.count >= 2 else { continue }
      let scanned = table.slipIndex.matches(
        of: word, edits: oracle.edits(of: word), typedKey: typed)
      #expect(table.slipIndex.matches(of: word) == scanned, "\(word)")
    }
  }

  /// Close verbs one edit away: the index of every verb's spellings with a letter deleted
  /// against measuring every verb of about the word's length.
  @Test(arguments: 0..<2) func closeVerbsAreTheScannedOnes(part: Int) throws {
    let table = try Self.table.get()
    let speller = VerbSpeller(table: table)
    let words = try Self.words(table)
    for word in stride(from: part, to: words.count, by: 2).map({ words[$0] }) {
      let target = Array(Accents.fold(word).unicodeScalars)
      let indexed = speller.closeVerbs(to: target, limit: 1)
      let scanned = speller.scannedCloseVerbs(to: target, limit: 1)
      #expect(indexed.map(\.0) == scanned.map(\.0), "\(word)")
      #expect(indexed.map(\.1) == scanned.map(\.1), "\(word)")
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

/// Every source of the index, scanned: the edit from each source key to a typed key.
private struct ScanningSpeller {
  let sources: [(key: LearnerKey.Key, spelling: String)]

  init(text: String) {
    var sources: [(LearnerKey.Key, String)] = []
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: "\t")
      guard fields.count == 5, fields[1] == "=" else { continue }
      sources.append((Array(fields[0].utf8), String(fields[4])))
    }
    self.sources = sources
  }

  func edits(of word: String) -> [LearnerKey.Key: Int] {
    let typed = LearnerKey.key(word)
    let typedDeletions = Set(SlipIndex.deletions(of: word, key: typed))
    var edits: [LearnerKey.Key: Int] = [:]
    for (key, spelling) in sources {
      // The cheapest of the ways the key may be one edit from the typed one.
      var ways: [Int] = []
      if key == typed { ways.append(0) }
      if typedDeletions.contains(key)
        || SlipIndex.deletions(of: spelling, key: key).contains(typed)
      {
        ways.append(SlipIndex.error)
      }
      if let cost = SlipIndex.cost(from: key, to: typed) { ways.append(cost) }
      if SlipIndex.endingVowelKeys(of: word).contains(key) { ways.append(SlipIndex.endingVowel) }
      if let edit = ways.min(), edit < edits[key, default: .max] { edits[key] = edit }
    }
    return edits
  }
}
