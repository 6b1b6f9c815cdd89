import BundledTables
import ConjugarCore

/// The names of the bundled info topics, for completions.
enum InfoTopics {
  /// What shells complete for a topic: the ids in the order of `info.txt`, then every one-word
  /// name of a topic (`presente`, `pretérito`, `preterite`), also without its accents
  /// (`preterito`) because shells match what is typed letter for letter. Empty if the bundled
  /// text cannot be read (the info command reports that).
  static var completionWords: [String] {
    guard let document = try? InfoDocument(parsing: BundledTexts.info) else { return [] }
    var words = document.topics.map(\.id)
    var seen = Set(words)
    for name in document.topics.flatMap(TopicIndex.names) where name.allSatisfy(\.isLetter) {
      let lower = name.lowercased()
      for spelling in [lower, Accents.fold(lower)] where seen.insert(spelling).inserted {
        words.append(spelling)
      }
    }
    return words
  }
}
