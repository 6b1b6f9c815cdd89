import ConjugarCore

// The tables of Resources/ reach this module as string literals written at build time by the
// EmbedVerbTables plugin (EmbeddedTables), with the reverse-lookup and ending indexes built
// from them.

extension VerbTable {
  /// The tables compiled into the library, conjugar's own, with the indexes reverse lookup and
  /// guessing read built ahead of time.
  ///
  /// - Returns: The bundled tables.
  /// - Throws: ``VerbTableError`` only if the library was built from broken tables, which its
  ///   tests rule out.
  public static func bundled() throws(VerbTableError) -> VerbTable {
    try VerbTable(
      models: EmbeddedTables.models, verbs: EmbeddedTables.verbs,
      guessing: EmbeddedTables.guessing, lookupIndex: EmbeddedTables.lookupIndex,
      endingIndex: EmbeddedTables.endingIndex, slipIndex: EmbeddedTables.slipIndex,
      glossIndex: EmbeddedTables.glossIndex, verbsFilter: EmbeddedTables.verbsFilter,
      slipFilter: EmbeddedTables.slipFilter)
  }
}

extension Conjugator {
  /// A conjugator over the tables compiled into the library (``VerbTable/bundled()``).
  ///
  /// - Returns: The conjugator.
  /// - Throws: ``VerbTableError`` or ``ConjugationError`` only if the library was built from
  ///   broken tables, which its tests rule out.
  public static func bundled() throws -> Conjugator {
    try Conjugator(table: VerbTable.bundled())
  }
}

extension WordKinds {
  /// The word data compiled into the library (Resources/words.tsv).
  public static func bundled() -> WordKinds {
    WordKinds(text: EmbeddedTables.words)
  }
}
