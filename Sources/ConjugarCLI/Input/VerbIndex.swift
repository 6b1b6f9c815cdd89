import ConjugarCore

/// The bundled infinitives prepared for forgiving lookups, built only when one is needed.
final class VerbIndex {
  private let table: VerbTable
  private lazy var infinitives = table.infinitives
  private lazy var byFoldedSpelling: [String: String] = {
    var index: [String: String] = [:]
    index.reserveCapacity(infinitives.count)
    for infinitive in infinitives {
      let folded = AccentFolding.fold(infinitive)
      if index[folded] == nil { index[folded] = infinitive }
    }
    return index
  }()
  private lazy var folded: [(String, [Unicode.Scalar])] = infinitives.map {
    ($0, AccentFolding.fold($0).unicodeScalars.map { $0 })
  }

  init(table: VerbTable) {
    self.table = table
  }

  /// The bundled infinitive spelled like `word` but for accents (`reir` → `reír`), if any.
  func infinitive(matchingAccentsOf word: String) -> String? {
    byFoldedSpelling[AccentFolding.fold(word)]
  }

  /// The bundled infinitives within a small edit distance of `word` (at most `limit`, if
  /// given), closest first; accents cost nothing.
  func suggestions(for word: String, limit: Int? = nil) -> [String] {
    let target = AccentFolding.fold(word).unicodeScalars.map { $0 }
    let limit = min(limit ?? .max, Suggestions.limit(for: target))
    let candidates = folded.lazy.filter { abs($0.1.count - target.count) <= limit }
    return Suggestions.closest(to: target, among: candidates, limit: limit).filter { $0 != word }
  }
}
