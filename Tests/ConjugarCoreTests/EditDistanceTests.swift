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
