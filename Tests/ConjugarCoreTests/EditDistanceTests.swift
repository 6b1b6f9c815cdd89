import Testing

@testable import ConjugarCore

@Suite struct EditDistanceTests {
  private func distance(_ a: String, _ b: String, limit: Int = 5) -> Int? {
    EditDistance.distance(Array(a), Array(b), limit: limit)
  }

  @Test func countsInsertionsDeletionsAndSubstitutions() {
    #expect(distance("hablar", "hablar") == 0)
    #expect(distance("hablar", "hablarrr") == 2)
    #expect(distance("hablar", "habler") == 1)
    #expect(distance("", "ser") == 3)
  }

  @Test func aSwapOfNeighboursCostsOne() {
    #expect(distance("hbalar", "hablar") == 1)
  }

  @Test func beyondTheLimitIsNil() {
    #expect(distance("hablar", "comer", limit: 2) == nil)
  }
}

/// The distance leaves out what the words share at either end; the textbook table of every
/// pair of prefixes, kept here as its oracle, must agree on every pair of short words over a
/// small alphabet, where shared ends, swaps and repeated letters abound.
@Suite struct EditDistanceOracleTests {
  private static func oracle(_ a: [Character], _ b: [Character]) -> Int {
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in stride(from: 1, through: a.count, by: 1) {
      for j in stride(from: 1, through: b.count, by: 1) {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[a.count][b.count]
  }

  /// Every word of up to `length` letters of `alphabet`.
  private static func words(_ alphabet: [Character], upTo length: Int) -> [[Character]] {
    var all: [[Character]] = [[]]
    var last: [[Character]] = [[]]
    for _ in 0..<length {
      last = last.flatMap { word in alphabet.map { word + [$0] } }
      all += last
    }
    return all
  }

  @Test func agreesWithTheWholeTableOnEveryPairOfShortWords() {
    let words = Self.words(["a", "b", "c"], upTo: 4)
    var checked = 0
    for a in words {
      for b in words {
        let expected = Self.oracle(a, b)
        for limit in 0...3 {
          let found = EditDistance.distance(a, b, limit: limit)
          #expect(found == (expected <= limit ? expected : nil), "\(a) \(b) \(limit)")
          checked += 1
        }
      }
    }
    #expect(checked == 121 * 121 * 4)
  }
}
