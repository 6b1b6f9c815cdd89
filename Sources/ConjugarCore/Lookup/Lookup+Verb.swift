extension Lookup {
  /// The readings of `query` as forms of the verb `infinitive` alone (which cells of tener
  /// `tienes` is), in the order of `analyses(of:includeVos:)`; no verb is guessed.
  public func analyses(of query: String, verb infinitive: String, includeVos: Bool)
    -> [Analysis]
  {
    analyses(of: query, includeVos: includeVos, guessing: false).filter {
      $0.infinitive == infinitive
    }
  }
}
