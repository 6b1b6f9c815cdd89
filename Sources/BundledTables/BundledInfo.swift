/// The texts of Resources/ that are not verb tables.
package enum BundledTexts {
  /// `Resources/info.txt`: the topics of `conjugar info`.
  package static var info: String { EmbeddedTables.info }
}
