extension VerbShape {
  /// What the regular endings of `tense` follow, as the generator builds the simple tenses:
  /// the infinitive without `se` and without its accent for the future and the conditional
  /// (`hablar-é`, `oir-é`), the stem for the others (`habl-o`, `habl-aba`).
  package func regularStem(for tense: Tense) -> String {
    guard tense == .futuro || tense == .condicional else { return stem }
    return String(decoding: UTF8Letters.strippingAccents(base.utf8), as: UTF8.self)
  }
}
