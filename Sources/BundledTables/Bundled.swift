import ConjugarCore

// The tables of Resources/ reach this module as string literals written at build time by the
// EmbedVerbTables plugin (EmbeddedTables), with the reverse-lookup and ending indexes built
// from them.

extension VerbTable {
  /// The tables compiled into the binary, and their lookup index.
  public static func bundled() throws(VerbTableError) -> VerbTable {
    try VerbTable(
      models: EmbeddedTables.models, verbs: EmbeddedTables.verbs,
      guessing: EmbeddedTables.guessing, lookupIndex: EmbeddedTables.lookupIndex,
      endingIndex: EmbeddedTables.endingIndex)
  }
}

extension Conjugator {
  /// A conjugator over the tables compiled into the binary.
  public static func bundled() throws -> Conjugator {
    try Conjugator(table: VerbTable.bundled())
  }
}
