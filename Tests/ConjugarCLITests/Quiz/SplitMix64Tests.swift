import SeededRandom
import Testing

@testable import ConjugarCLI

@Suite struct SplitMix64Tests {
  @Test func itGivesTheReferenceSequence() {
    // The first outputs of Vigna's splitmix64.c seeded with 1234567.
    var random = SplitMix64(seed: 1_234_567)
    let first = (0..<5).map { _ in random.next() }
    #expect(
      first == [
        6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423,
        4_593_380_528_125_082_431, 16_408_922_859_458_223_821,
      ])
  }

  @Test func theSeedIsTheFirstState() {
    #expect(SplitMix64(seed: 42).state == 42)
  }

  @Test func belowStaysInRangeAndReachesEveryValue() {
    var random = SplitMix64(seed: 9)
    var seen = Array(repeating: 0, count: 7)
    for _ in 0..<7000 {
      let value = random.below(7)
      #expect((0..<7).contains(value))
      if (0..<7).contains(value) { seen[value] += 1 }
    }
    // Each of 7 values about 1000 times; far from it would mean a biased reduction.
    #expect(seen.allSatisfy { (850...1150).contains($0) }, "\(seen)")
  }

  @Test func belowOneIsAlwaysZero() {
    var random = SplitMix64(seed: 3)
    #expect((0..<10).allSatisfy { _ in random.below(1) == 0 })
  }

  @Test func theShuffleIsAPermutationFixedByTheSeed() {
    var first = SplitMix64(seed: 2024)
    var second = SplitMix64(seed: 2024)
    var a = Array(0..<10)
    var b = Array(0..<10)
    first.shuffle(&a)
    second.shuffle(&b)
    #expect(a == b)
    #expect(a.sorted() == Array(0..<10))
    // Pinned (computed apart, in Python), so that a change of the algorithm is noticed.
    #expect(a == [9, 0, 6, 3, 4, 2, 5, 7, 8, 1])
  }

  @Test func anotherSeedShufflesOtherwise() {
    var first = SplitMix64(seed: 1)
    var second = SplitMix64(seed: 2)
    var a = Array(0..<20)
    var b = Array(0..<20)
    first.shuffle(&a)
    second.shuffle(&b)
    #expect(a != b)
  }
}
