import SeededRandom

extension SplitMix64 {
  /// One of `choices`, each equally likely.
  public mutating func pick<T>(_ choices: [T]) -> T {
    choices[below(choices.count)]
  }
}
