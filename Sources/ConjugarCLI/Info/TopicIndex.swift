import ConjugarCore

/// Finds a topic by any of its names: its id, the names of `also:`, and for a tense or
/// non-finite form every name TenseName knows, ignoring case, accents and word order.
struct TopicIndex: Sendable {
  let document: InfoDocument
  private let byKey: [String: Int]
  /// Every name of every topic, with the topic's position, for suggestions.
  private let names: [(name: String, topic: Int)]

  /// Indexes `document`; fails if two topics claim one name.
  init(_ document: InfoDocument) throws(InfoFormatError) {
    self.document = document
    var byKey: [String: Int] = [:]
    var names: [(name: String, topic: Int)] = []
    for (position, topic) in document.topics.enumerated() {
      for name in Self.names(of: topic) {
        let key = NameKey.of(name)
        if key.isEmpty { throw InfoFormatError(line: topic.line, "'\(name)' has no words") }
        if let other = byKey[key], other != position {
          let owner = document.topics[other].id
          throw InfoFormatError(line: topic.line, "'\(name)' also names topic '\(owner)'")
        }
        byKey[key] = position
        names.append((name, position))
      }
    }
    self.byKey = byKey
    self.names = names
  }

  /// The topic `name` refers to, or nil.
  func topic(named name: String) -> InfoTopic? {
    byKey[NameKey.of(name)].map { document.topics[$0] }
  }

  /// The ids of the topics whose names come closest to `name`, best first: names that
  /// contain every word of it (or words starting with them) before the others, then by
  /// edit distance.
  func closest(to name: String, count: Int = 3) -> [String] {
    guard Suggestions.isPlausible(name) else { return [] }
    let words = NameKey.words(name)
    let query = Array(words.joined(separator: " ").unicodeScalars)
    var best: [Int: (Int, Int)] = [:]
    for (candidate, position) in names {
      let candidateWords = NameKey.words(candidate)
      let covers =
        !words.isEmpty
        && words.allSatisfy { word in
          candidateWords.contains { $0 == word || (word.count >= 3 && $0.hasPrefix(word)) }
        }
      let scalars = Array(candidateWords.joined(separator: " ").unicodeScalars)
      let limit = max(query.count, scalars.count)
      let distance = EditDistance.distance(query, scalars, limit: limit) ?? limit
      let score = (covers ? 0 : 1, distance)
      if let current = best[position], current <= score { continue }
      best[position] = score
    }
    return best.sorted { ($0.value.0, $0.value.1, $0.key) < ($1.value.0, $1.value.1, $1.key) }
      .prefix(count)
      .map { document.topics[$0.key].id }
  }

  /// Every name that finds `topic`.
  static func names(of topic: InfoTopic) -> [String] {
    var names = [topic.id] + topic.aliases
    if let tense = topic.tense { names += TenseName.allNames(tense) }
    return names
  }
}
