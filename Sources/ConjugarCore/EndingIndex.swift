/// The listed verbs by ending, for guessing the model of a verb the tables lack: which models
/// the listed verbs ending in some letters follow, and how many of them follow each.
///
/// A verb and its pronominal form count once, under the plain verb (`lavar` for `lavar` and
/// `lavarse`; `calofriar` for `calofriarse` alone). Every query can leave out one such family,
/// so that a listed verb can be guessed as if it were new.
struct EndingIndex: Sendable {
  /// One family of listed verbs: its plain infinitive, written backwards in UTF-8 so that verbs
  /// sharing an ending sort together, and the models of its entry.
  struct Family: Sendable {
    var reversed: [UInt8]
    var base: String
    var models: [String]
  }

  /// The families, sorted by `reversed`.
  private let families: [Family]

  /// Indexes the verbs of `verbs.tsv` lines (`infinitive<TAB>models...`); the plain verb's
  /// line wins over its pronominal form's.
  init(lines: [ArraySlice<UInt8>]) {
    var byBase: [String: (models: [String], isPlain: Bool)] = [:]
    for line in lines {
      let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
      guard fields.count >= 2, let shape = VerbShape(String(decoding: fields[0], as: UTF8.self))
      else { continue }
      let models = fields[1].split(separator: UInt8(ascii: ",")).map {
        String(decoding: $0, as: UTF8.self)
      }
      guard !models.isEmpty, byBase[shape.base]?.isPlain != true else { continue }
      byBase[shape.base] = (models, !shape.isReflexive)
    }
    families = byBase.map { base, entry in
      Family(reversed: base.utf8.reversed(), base: base, models: entry.models)
    }.sorted { $0.reversed.lexicographicallyPrecedes($1.reversed) }
  }

  /// The families whose plain verb ends in `ending`, but that of `hidden` (a plain infinitive).
  func families(endingIn ending: String, hiding hidden: String?) -> [Family] {
    let key = Array(ending.utf8.reversed())
    var low = 0
    var high = families.count
    while low < high {
      let middle = (low + high) / 2
      if families[middle].reversed.lexicographicallyPrecedes(key) {
        low = middle + 1
      } else {
        high = middle
      }
    }
    var found: [Family] = []
    for family in families[low...] {
      guard family.reversed.starts(with: key) else { break }
      if family.base != hidden { found.append(family) }
    }
    return found
  }

  /// The models that more than half of `families` follow (the same models in the same order),
  /// if any.
  static func majority(of families: [Family]) -> [String]? {
    guard let (models, count) = ranked(families).first, 2 * count > families.count else {
      return nil
    }
    return models
  }

  /// The models that more of `families` follow than any other, if one does.
  static func plurality(of families: [Family]) -> [String]? {
    let ranking = ranked(families)
    guard let first = ranking.first else { return nil }
    guard ranking.count == 1 || ranking[1].count < first.count else { return nil }
    return first.models
  }

  /// Each list of models the families follow, with how many follow it, most followed first.
  private static func ranked(_ families: [Family]) -> [(models: [String], count: Int)] {
    var counts: [[String]: Int] = [:]
    for family in families { counts[family.models, default: 0] += 1 }
    return counts.map { ($0.key, $0.value) }.sorted { $0.count > $1.count }
  }
}

/// The ending index of a table, built the first time a verb is guessed and shared by every
/// copy of the table.
final class EndingIndexCache: @unchecked Sendable {
  private var index: EndingIndex?
  private let lock = Lock()

  /// The index, built from `lines` on first use.
  func index(_ lines: () -> [ArraySlice<UInt8>]) -> EndingIndex {
    lock.withLock {
      if let index { return index }
      let built = EndingIndex(lines: lines())
      index = built
      return built
    }
  }
}
