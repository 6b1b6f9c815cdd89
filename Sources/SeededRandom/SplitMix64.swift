/// The project's random numbers (the quiz's, and the samples of tests and benchmarks):
/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", OOPSLA
/// 2014, with the constants of Vigna's reference C code at prng.di.unimi.it/splitmix64.c). The
/// state advances by a fixed odd number and each output mixes it; the first state is the seed.
///
/// The algorithm, the range reduction and the shuffle are written here, so that a seed gives
/// the same quiz on every platform and toolchain: the standard library's `shuffled()` and
/// `random(in:)` use algorithms it does not specify.
public struct SplitMix64: RandomNumberGenerator, Sendable, Equatable {
  /// The state; before the first number is drawn, the seed.
  public private(set) var state: UInt64

  /// A generator whose sequence `seed` fixes.
  public init(seed: UInt64) {
    state = seed
  }

  /// A generator seeded by the system's random source: a different quiz on every run.
  public static func system() -> SplitMix64 {
    var system = SystemRandomNumberGenerator()
    return SplitMix64(seed: system.next())
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound`, each equally likely: a draw among the lowest `2⁶⁴ mod bound`
  /// values, which would favour the smaller results, is rejected and drawn again.
  public mutating func below(_ bound: Int) -> Int {
    precondition(bound > 0, "an empty range has no element to draw")
    let bound = UInt64(bound)
    let rejected = (0 &- bound) % bound
    while true {
      let value = next()
      if value >= rejected { return Int(value % bound) }
    }
  }

  /// Shuffles `elements` in place (Fisher–Yates, as Durstenfeld wrote it): from the last
  /// position down to the second, each swaps with a position drawn at or before it.
  public mutating func shuffle<Element>(_ elements: inout [Element]) {
    guard elements.count > 1 else { return }
    for position in stride(from: elements.count - 1, to: 0, by: -1) {
      elements.swapAt(position, below(position + 1))
    }
  }
}
