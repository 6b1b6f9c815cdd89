import ConjugarCore

/// Picks the candidates closest to a mistyped word.
enum Suggestions {
  /// At most this many suggestions are offered.
  static let maximumCount = 3

  /// The largest edit distance worth suggesting for `word`: 1 for very short words, else 2.
  static func limit(for word: [Unicode.Scalar]) -> Int {
    word.count <= 3 ? 1 : 2
  }

  /// The candidates within `limit(for:)` of `word`, closest first, then in the given order.
  static func closest(to word: String, among candidates: [String]) -> [String] {
    let scalars = Array(word.unicodeScalars)
    return closest(
      to: scalars, among: candidates.lazy.map { ($0, Array($0.unicodeScalars)) })
  }

  /// The same, for candidates given with their scalars already split out; `limit` defaults
  /// to `limit(for:)`.
  static func closest<S: Sequence>(
    to word: [Unicode.Scalar], among candidates: S, limit: Int? = nil
  ) -> [String] where S.Element == (String, [Unicode.Scalar]) {
    let limit = limit ?? Self.limit(for: word)
    var found: [(distance: Int, order: Int, name: String)] = []
    for (order, (name, scalars)) in candidates.enumerated() {
      guard let distance = EditDistance.distance(word, scalars, limit: limit) else { continue }
      found.append((distance, order, name))
    }
    found.sort { ($0.distance, $0.order) < ($1.distance, $1.order) }
    return found.prefix(maximumCount).map(\.name)
  }

  /// "hablar", "hablar or hablarse", "a, b or c".
  static func phrase(_ names: [String]) -> String {
    guard let last = names.last else { return "" }
    let rest = names.dropLast()
    return rest.isEmpty ? last : rest.joined(separator: ", ") + " or " + last
  }
}
