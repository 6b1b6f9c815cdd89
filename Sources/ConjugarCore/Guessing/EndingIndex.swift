/// The listed verbs by ending, for guessing the model of a verb the tables lack: which models
/// the listed verbs ending in some letters follow, and how many of them follow each.
///
/// A verb and its pronominal form count once, under the plain verb (`lavar` for `lavar` and
/// `lavarse`; `calofriar` for `calofriarse` alone). Every query can leave out one such family,
/// so that a listed verb can be guessed as if it were new.
///
/// The index is text, one line per family, `ESAB<TAB>base<TAB>models`, its key the base's
/// letters backwards (`ralbah` for `hablar`), lines in byte order of their keys: verbs sharing
/// an ending share a key prefix. The bundled tables carry it built at build time (the
/// `EmbedVerbTables` plugin runs `EndingIndex(lines:)`, like the lookup index), so the first
/// guess of a process reads only the lines of the endings it asks for.
struct EndingIndex: Sendable {
  /// One family of listed verbs: its plain infinitive and the models of its entry.
  struct Family: Sendable {
    var base: String
    var models: [String]
  }

  private let lines: SortedLines

  /// The index's text, as `init(text:)` reads it.
  var text: String { lines.text }

  /// An index from its text, as `EndingIndex(lines:).text` wrote it for the same tables.
  init(text: String) {
    lines = SortedLines(text)
  }

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
    let sorted = byBase.map { base, entry in
      "\(Self.backwards(base))\t\(base)\t\(entry.models.joined(separator: ","))"
    }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    let header = "# Listed verbs by ending, built by EndingIndex(lines:).\n"
    self.init(text: header + sorted.map { $0 + "\n" }.joined())
  }

  /// `text` with its letters in reverse order (`ralbah`).
  private static func backwards(_ text: some StringProtocol) -> String {
    var letters = String.UnicodeScalarView()
    letters.append(contentsOf: text.unicodeScalars.reversed())
    return String(letters)
  }

  /// The families whose plain verb ends in `ending`, but that of `hidden` (a plain infinitive).
  func families(endingIn ending: String, hiding hidden: String?) -> [Family] {
    lines.all(withKeyPrefix: Self.backwards(ending).utf8).compactMap { line in
      // Split as UTF-8 bytes: splitting Characters costs ten times as much.
      let fields = line.utf8.split(separator: tab, omittingEmptySubsequences: false)
      guard fields.count == 3 else { return nil }
      let base = TableText.string(fields[1])
      guard base != hidden else { return nil }
      return Family(base: base, models: fields[2].split(separator: comma).map(TableText.string))
    }
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

private let tab = UInt8(ascii: "\t")
private let comma = UInt8(ascii: ",")
