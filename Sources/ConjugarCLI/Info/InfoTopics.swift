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
    let words = document.topics.map(\.id)
    var seen = Set(words)
    let names = document.topics.flatMap(TopicIndex.names)
    return words + CompletionSpellings.oneWord(names, excluding: &seen)
  }
}
