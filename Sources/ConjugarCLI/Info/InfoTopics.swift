import BundledTables

/// The ids of the bundled info topics, for completions and help.
enum InfoTopics {
  /// Every topic id in the order of `info.txt`; empty if the bundled text cannot be read (the
  /// info command reports that).
  static var ids: [String] {
    (try? InfoDocument(parsing: BundledTexts.info))?.topics.map(\.id) ?? []
  }
}
