import ConjugarCore

/// Picks the names closest to a mistyped one (options, ids, models), and phrases suggestions.
enum Suggestions {
  /// At most this many suggestions are offered.
  static let maximumCount = 3
  /// Names longer than this many characters get no closest names: no tense or topic name
  /// comes near, and the edit distances would cost about 0.25 ms per character typed (a
  /// 128 KiB `-t` value took 31 s); such a name is refused at once.
  static let plausibleLength = 80

  /// Whether `name` is short enough to look for the names closest to it.
  static func isPlausible(_ name: String) -> Bool {
    name.utf8.count <= plausibleLength * 4 && name.unicodeScalars.count <= plausibleLength
  }

  /// The candidates within an edit distance of 1 (for a word of three letters or fewer) or 2
  /// of `word`, closest first, then in the given order; at most `maximumCount`.
  static func closest(to word: String, among candidates: [String]) -> [String] {
    let scalars = Array(word.unicodeScalars)
    let limit = scalars.count <= 3 ? 1 : 2
    var found: [(distance: Int, order: Int, name: String)] = []
    for (order, name) in candidates.enumerated() {
      let letters = Array(name.unicodeScalars)
      guard let distance = EditDistance.distance(scalars, letters, limit: limit) else { continue }
      found.append((distance, order, name))
    }
    found.sort { ($0.distance, $0.order) < ($1.distance, $1.order) }
    return found.prefix(maximumCount).map(\.name)
  }

  /// "hablar", "hablar or hablarse", "a, b or c" (or `and`), each made safe to print
  /// (Echo).
  static func phrase(_ names: some Collection<String>, joinedBy conjunction: String = "or")
    -> String
  {
    let shown = names.map { Echo.text($0) }
    guard let last = shown.last else { return "" }
    let rest = shown.dropLast()
    return rest.isEmpty ? last : rest.joined(separator: ", ") + " \(conjunction) " + last
  }

  /// What a slip of listed verbs is told: "'ablar' is not a Spanish verb; did you mean
  /// hablar?".
  static func slipMessage(_ word: String, _ verbs: [String]) -> String {
    "'\(Echo.text(word))' is not a Spanish verb; did you mean \(phrase(verbs))?"
  }

  /// The refusal of a word that is not a verb: "'mercader' is a noun, not a verb", and the
  /// verbs a slip would make of it ("; did you mean computar?").
  static func notAVerbMessage(_ word: String, _ kind: WordKind, _ verbs: [String]) -> String {
    let what = kind == .english ? "a Spanish verb" : "a verb"
    let meant = verbs.isEmpty ? "" : "; did you mean \(phrase(verbs))?"
    return "'\(Echo.text(word))' is \(kind.phrase), not \(what)\(meant)"
  }
}
