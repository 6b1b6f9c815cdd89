extension Conjugator {
  /// The listed verb a pronominal verb is formed on (`lavar` for `lavarse`).
  ///
  /// - Parameter infinitive: The infinitive in lower case, NFC.
  /// - Returns: The base verb's entry; nil for a verb that is not pronominal, or whose base no
  ///   table lists.
  public func pronominalBase(of infinitive: String) -> VerbEntry? {
    guard let shape = VerbShape(infinitive), shape.isReflexive else { return nil }
    return try? table.entry(for: shape.base)
  }
}
