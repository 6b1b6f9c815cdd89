/// The texts of Resources/ that are not verb tables.
public enum BundledTexts {
  /// `Resources/info.txt`: the topics of `conjugar info`.
  public static var info: String { EmbeddedTables.info }
}
