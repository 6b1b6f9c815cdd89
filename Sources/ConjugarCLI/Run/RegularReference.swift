import ConjugarCore

/// The same verb conjugated with the regular model of its class, to find its irregular letters.
enum RegularReference {
  /// The regular conjugation of `conjugation`'s verb; nil for a regular verb, which has
  /// nothing to mark.
  static func conjugation(of conjugation: Conjugation, using conjugator: Conjugator)
    -> Conjugation?
  {
    guard !conjugation.isRegular else { return nil }
    return conjugator.regularConjugation(of: conjugation.infinitive)
  }
}
