extension Lookup {
  /// The readings of a written form as forms of one verb: which cells of tener `tienes` is.
  ///
  /// - Parameters:
  ///   - query: The form as typed, as ``analyses(of:includeVos:)`` reads it.
  ///   - infinitive: The verb as the table lists it.
  ///   - includeVos: Whether vos cells may be readings.
  /// - Returns: The readings of that verb, in the order of ``analyses(of:includeVos:)``; no
  ///   verb is guessed.
  public func analyses(of query: String, verb infinitive: String, includeVos: Bool)
    -> [Analysis]
  {
    analyses(of: query, includeVos: includeVos, guessing: false).filter {
      $0.infinitive == infinitive
    }
  }
}
