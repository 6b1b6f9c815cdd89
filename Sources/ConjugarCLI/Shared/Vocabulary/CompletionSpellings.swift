import ConjugarCore

/// The spellings shells complete for names: every one-word name in lower case, and again
/// without its accents (`pretérito`, `preterito`), because shells match what is typed letter
/// for letter.
enum CompletionSpellings {
  /// The one-word spellings of `names` that `seen` lacks, in order; each is added to `seen`.
  static func oneWord(_ names: [String], excluding seen: inout Set<String>) -> [String] {
    var spellings: [String] = []
    for name in names where name.allSatisfy(\.isLetter) {
      let lower = name.lowercased()
      for spelling in [lower, Accents.fold(lower)] where seen.insert(spelling).inserted {
        spellings.append(spelling)
      }
    }
    return spellings
  }
}
