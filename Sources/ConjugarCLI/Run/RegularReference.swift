import ConjugarCore

/// The same verb conjugated with the regular model of its class, to find its irregular letters.
enum RegularReference {
  /// The regular conjugation of `conjugation`'s verb, or nil when there is none to compare.
  ///
  /// Temporary shim: always nil (nothing is marked) until the engine provides
  /// `Conjugator.regularConjugation(of:)`, which this should then return.
  static func conjugation(of conjugation: Conjugation, using conjugator: Conjugator) -> Conjugation?
  {
    nil
  }
}
