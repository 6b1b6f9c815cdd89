/// The listed verbs by ending, for guessing the model of a verb the tables lack: which models
/// the listed verbs ending in some letters follow, and how many of them follow each.
///
/// A verb and its pronominal form count once, under the plain verb (`lavar` for `lavar` and
/// `lavarse`; `calofriar` for `calofriarse` alone). Every query can leave out one such family,
/// so that a listed verb can be guessed as if it were new.
///
/// The index is text, one line per family, `ESAB<TAB>base<TAB>models`, its key the base's
/// letters backwards (`ralbah` for `hablar`), lines in byte order of their keys: verbs sharing
/// an ending share a key prefix. Before them come the majorities of the endings many families
/// share, counted ahead (`=RAE<TAB>models`). The bundled tables carry it built at build time (the
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

  /// Endings this many families share have their majority counted when the index is built.
  static let countedAhead = 16

  /// Indexes the verbs of `verbs.tsv` lines (`infinitive<TAB>models...`); the plain verb's
  /// line wins over its pronominal form's. The majority of each ending (of three letters or
  /// more) that at least `least` families share is counted now and kept as a line
  /// `=GNIDNE<TAB>models`, `-` for none: a batch's new verb asks about endings no word asked
  /// before, and counting one that a few hundred families share cost about 30k instructions.
  init(lines: [ArraySlice<UInt8>], countingAheadFrom least: Int = countedAhead) {
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
    let familyLines = byBase.map { base, entry in
      "\(Self.backwards(base))\t\(base)\t\(entry.models.joined(separator: ","))"
    }
    let header = "# Listed verbs by ending, built by EndingIndex(lines:).\n"
    func text(_ lines: [String]) -> String {
      header
        + lines.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { $0 + "\n" }
        .joined()
    }
    let families = EndingIndex(text: text(familyLines))
    var sharing: [String: Int] = [:]
    for base in byBase.keys {
      let letters = base.unicodeScalars
      for length in stride(from: Guesser.shortestEnding, through: letters.count, by: 1) {
        sharing[
          String(letters[letters.index(letters.endIndex, offsetBy: -length)...]), default: 0] +=
          1
      }
    }
    let majorityLines = sharing.filter { $0.value >= least }.keys.map { ending in
      let majority = families.count(endingIn: ending, hiding: nil)
      return "=\(Self.backwards(ending))\t\(majority?.joined(separator: ",") ?? "-")"
    }
    self.init(text: text(familyLines + majorityLines))
  }

  /// `text` with its letters in reverse order (`ralbah`).
  // Written as UTF-8 bytes: appending scalars to a scalar view cost about 8k instructions a word.
  private static func backwards(_ text: some StringProtocol) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    for letter in text.unicodeScalars.reversed() { UTF8.encode(letter) { bytes.append($0) } }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The most final letters `base` shares with the plain verb of some family: no family's
  /// verb ends in more of them (one search, where asking each ending took one each).
  func longestSharedEnding(of base: String) -> Int {
    let reversed = Self.backwards(base)
    let shared = lines.longestSharedPrefix(with: reversed.utf8)
    // Whole letters only: a letter written in two bytes may share its first alone.
    var letters = 0
    var bytes = 0
    for letter in reversed.unicodeScalars {
      bytes += UTF8.width(letter)
      guard bytes <= shared else { break }
      letters += 1
    }
    return letters
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
    let majority = countedAhead(ending) ?? count(endingIn: ending, hiding: nil)
    counted.lock.withLock {
      if counted.byEnding.count < Majorities.limit { counted.byEnding[ending] = majority }
    }
    return majority
  }

  /// The majority of an ending counted when the index was built: nil when it was not, nil
  /// within when it has none.
  private func countedAhead(_ ending: String) -> [String]?? {
    lines.firstLine(withKey: [equals] + Array(Self.backwards(ending).utf8)) { line in
      guard let tab = line.firstIndex(of: tab), line[(tab + 1)...].first != dash else {
        return nil
      }
      return line[(tab + 1)...].split(separator: comma).map { String(decoding: $0, as: UTF8.self) }
    }
  }

  private func count(endingIn ending: String, hiding hidden: String?) -> [String]? {
    // The lists of models an ending's families follow are few: searched in turn, not hashed.
    // Read as the lines' bytes, without a string for each line (a batch's new verb asks
    // about several endings no word asked before: 120k instructions a word with strings).
    var counts: [(models: [UInt8], count: Int)] = []
    var total = 0
    let hidden = hidden.map { Array($0.utf8) }
    lines.forEachLine(withKeyPrefix: Self.backwards(ending).utf8) { line in
      guard let first = line.firstIndex(of: tab),
        let second = line[(first + 1)...].firstIndex(of: tab)
      else { return }
      if let hidden, line[(first + 1)..<second].elementsEqual(hidden) { return }
      let models = line[(second + 1)...]
      if let at = counts.firstIndex(where: { $0.models.elementsEqual(models) }) {
        counts[at].count += 1
      } else {
        counts.append((Array(models), 1))
      }
      total += 1
    }
    guard let (models, count) = counts.max(by: { $0.count < $1.count }), 2 * count > total
    else { return nil }
    return models.split(separator: comma).map { String(decoding: $0, as: UTF8.self) }
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
private let equals = UInt8(ascii: "=")
private let dash = UInt8(ascii: "-")
