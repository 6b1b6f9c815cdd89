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
  /// The majorities counted so far, by ending (hiding nothing), shared by every copy: a batch
  /// of new verbs asks about the same few endings (-ear, -izar) again and again.
  private let counted = Majorities()

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

  /// The models that more than half of the families whose plain verb ends in `ending` follow
  /// (the same models in the same order), but that of `hidden`, if any: counted on the lines'
  /// text without making a family of each (a common ending such as -ear has about 1,500:
  /// this took a guess from 29 to 18 million instructions), and kept for the next word.
  func majority(endingIn ending: String, hiding hidden: String?) -> [String]? {
    guard hidden == nil else { return count(endingIn: ending, hiding: hidden) }
    if let known = counted.lock.withLock({ counted.byEnding[ending] }) { return known }
    let majority = count(endingIn: ending, hiding: nil)
    counted.lock.withLock {
      if counted.byEnding.count < Majorities.limit { counted.byEnding[ending] = majority }
    }
    return majority
  }

  private func count(endingIn ending: String, hiding hidden: String?) -> [String]? {
    // The lists of models an ending's families follow are few: searched in turn, not hashed.
    var counts: [(models: Substring, count: Int)] = []
    var total = 0
    for line in lines.all(withKeyPrefix: Self.backwards(ending).utf8) {
      // Split at the tabs of the UTF-8 bytes: splitting Characters costs ten times as much.
      let bytes = line.utf8
      guard let first = bytes.firstIndex(of: tab),
        let second = bytes[bytes.index(after: first)...].firstIndex(of: tab)
      else { continue }
      if let hidden, line[bytes.index(after: first)..<second].utf8.elementsEqual(hidden.utf8) {
        continue
      }
      let models = line[bytes.index(after: second)...]
      if let at = counts.firstIndex(where: { $0.models == models }) {
        counts[at].count += 1
      } else {
        counts.append((models, 1))
      }
      total += 1
    }
    guard let (models, count) = counts.max(by: { $0.count < $1.count }), 2 * count > total
    else { return nil }
    return models.split(separator: ",").map(String.init)
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

/// The majorities of ``EndingIndex/majority(endingIn:hiding:)`` counted so far.
private final class Majorities: @unchecked Sendable {
  // @unchecked: `byEnding` is read and written only with `lock` held.
  /// At most this many endings are kept (a few hundred kilobytes).
  static let limit = 4_096
  let lock = Lock()
  var byEnding: [String: [String]?] = [:]
}

private let tab = UInt8(ascii: "\t")
private let comma = UInt8(ascii: ",")
