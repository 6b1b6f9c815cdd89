#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The verbs' English glosses read backwards: from an English verb as a learner types it
/// (`speak`, `to speak`, `spoke`, `looking at`) to the Spanish verbs whose glosses give it,
/// best first.
///
/// A gloss lists senses (`to speak, talk`); each sense, without its `to` and its parenthesised
/// notes, is a key. A match scores by how often the verb is used (its rank, on a log scale) and
/// how well the sense fits: a first sense fits better than a later one, a sense without notes
/// (`travel`) better than one narrowed by them (`travel (along)`), the whole sense better than
/// a phrase it begins (`look` in `look at`), a plain verb better than a pronominal one.
public struct EnglishGlosses: Sendable {
  /// One Spanish verb an English verb may stand for.
  public struct Match: Equatable, Sendable {
    /// The Spanish infinitive.
    public var infinitive: String
    /// Its whole gloss (`to know, taste`).
    public var gloss: String
    /// How well it fits: lower is better (the log of the rank plus the penalties of the fit).
    public var score: Double
  }

  /// What an English word means in the tables.
  public enum Meaning: Equatable, Sendable {
    /// One verb stands out (`speak`: hablar); `others` are the ones that fit less well.
    case one(Match, others: [Match])
    /// Several fit about as well (`know`: saber, conocer).
    case several([Match])
  }

  private struct Sense: Sendable {
    var infinitive: String
    var rank: Int
    var penalty: Double
  }

  /// The index text, built ahead of time for the bundled tables, else when first asked.
  private let text: @Sendable () -> String
  /// A verb's whole gloss.
  private let gloss: @Sendable (String) -> String?
  // Made on the first word asked about: only a word that may be English reads the glosses.
  private let index = LazyCache<SortedLines>()

  /// The glosses of every listed verb of `table`: from the index the table carries built
  /// (the bundled tables do), else read from every entry when first asked.
  ///
  /// - Parameter table: The verb table.
  public init(table: VerbTable) {
    self.text = { table.glossIndex ?? Self.indexText((try? table.entries()) ?? []) }
    self.gloss = { (try? table.entry(for: $0))?.gloss }
  }

  /// The glosses of `entries`.
  ///
  /// - Parameter entries: Verb entries.
  public init(entries: [VerbEntry]) {
    self.text = { Self.indexText(entries) }
    var glosses: [String: String] = [:]
    for entry in entries { if let gloss = entry.gloss { glosses[entry.infinitive] = gloss } }
    self.gloss = { [glosses] in glosses[$0] }
  }

  private var lines: SortedLines { index.value { SortedLines(text()) } }

  /// The index of the glosses of `entries`: one line for each sense a verb's gloss gives,
  /// `key<TAB>infinitive<TAB>rank<TAB>penalty` (the penalty in hundredths), sorted in byte
  /// order. Built by embed-verb-tables for the bundled tables: reading every entry at run time
  /// cost a first English word about 470 million instructions.
  package static func indexText(_ entries: [VerbEntry]) -> String {
    var lines: [String] = []
    func add(_ key: String, _ entry: VerbEntry, _ rank: Int, _ penalty: Double) {
      lines.append("\(key)\t\(entry.infinitive)\t\(rank)\t\(Int((penalty * 100).rounded()))")
    }
    for entry in entries {
      guard let gloss = entry.gloss else { continue }
      let pronominal = entry.infinitive.hasSuffix("se") ? Self.pronominalPenalty : 0
      let rank = entry.rank ?? 100_000
      for (position, sense) in Self.senses(of: gloss).enumerated() {
        let narrowed = sense.contains("(")
        let key = Self.key(Self.withoutNotes(sense))
        guard !key.isEmpty else { continue }
        let penalty =
          (position == 0 ? 0 : Self.laterSensePenalty) + (narrowed ? Self.notesPenalty : 0)
          + pronominal
        add(key, entry, rank, penalty)
        // A phrase (`look at`, `travel through`) is found by its verb too, less well.
        let words = key.split(separator: " ")
        if words.count > 1, let first = words.first {
          add(String(first), entry, rank, penalty + Self.phrasePenalty)
        }
      }
    }
    // Sorted by key, then as the entries came (the search reads every line of a key).
    let sorted = lines.enumerated().sorted { a, b in
      let (keyA, keyB) = (a.element.prefix { $0 != "\t" }, b.element.prefix { $0 != "\t" })
      if keyA != keyB { return keyA.utf8.lexicographicallyPrecedes(keyB.utf8) }
      return a.offset < b.offset
    }
    return sorted.map(\.element).joined(separator: "\n") + "\n"
  }

  private func senses(_ key: String) -> [Sense] {
    lines.all(withKey: key.utf8).compactMap { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count == 4, let rank = Int(fields[2]), let penalty = Int(fields[3]) else {
        return nil
      }
      return Sense(infinitive: String(fields[1]), rank: rank, penalty: Double(penalty) / 100)
    }
  }

  static let laterSensePenalty = 1.0
  static let notesPenalty = 0.5
  static let phrasePenalty = 0.75
  static let pronominalPenalty = 0.5
  /// How much worse than the best a match may score and still be offered beside it: a verb
  /// about four times rarer in the same fit.
  static let closeEnough = 0.6
  /// How much worse a match may score and still be named beside the one that stands out.
  static let worthNaming = 1.2

  /// The Spanish verbs `english` may stand for, best first, each verb once.
  ///
  /// - Parameter english: What was typed: an English verb, with or without `to`, in its base
  ///   form or inflected (`speaks`, `spoke`, `speaking`).
  /// - Returns: The matches, best first; empty when no gloss gives the word.
  public func matches(for english: String) -> [Match] {
    var best: [String: Match] = [:]
    for key in Self.candidateKeys(english) {
      for sense in senses(key) {
        let score = log10(Double(max(sense.rank, 1))) + sense.penalty
        if let known = best[sense.infinitive], known.score <= score { continue }
        best[sense.infinitive] = Match(
          infinitive: sense.infinitive, gloss: gloss(sense.infinitive) ?? "", score: score)
      }
      if !best.isEmpty { break }
    }
    return best.values.sorted { ($0.score, $0.infinitive) < ($1.score, $1.infinitive) }
  }

  /// What `english` means: one verb when one fits clearly best, else the few that fit about
  /// as well; nil when no gloss gives the word.
  ///
  /// - Parameter english: What was typed, as for ``matches(for:)``.
  /// - Returns: The meaning, or nil.
  public func meaning(of english: String) -> Meaning? {
    let matches = matches(for: english)
    guard let first = matches.first else { return nil }
    let close = matches.prefix { $0.score <= first.score + Self.closeEnough }.prefix(5)
    if close.count == 1 {
      let others = matches.dropFirst().prefix { $0.score <= first.score + Self.worthNaming }
      return .one(first, others: Array(others.prefix(2)))
    }
    return .several(Array(close))
  }

  /// The senses of a gloss: its parts between commas and semicolons outside parentheses.
  static func senses(of gloss: String) -> [String] {
    var senses: [String] = []
    var current = ""
    var depth = 0
    for character in gloss {
      switch character {
      case "(": depth += 1
      case ")": depth = max(0, depth - 1)
      case "," where depth == 0, ";" where depth == 0:
        senses.append(current)
        current = ""
        continue
      default: break
      }
      current.append(character)
    }
    senses.append(current)
    return senses.map { key($0) }.filter { !$0.isEmpty }
  }

  private static func withoutNotes(_ sense: String) -> String {
    var text = ""
    var depth = 0
    for character in sense {
      if character == "(" {
        depth += 1
      } else if character == ")" {
        depth = max(0, depth - 1)
      } else if depth == 0 {
        text.append(character)
      }
    }
    return text
  }

  /// A sense or a query as a key: lower case, one space between words, without `to` before.
  static func key(_ text: String) -> String {
    // A word of lower-case ASCII letters is its own key: every word a batch does not list is
    // asked about, and splitting it as Characters cost about 4k instructions.
    if text.utf8.allSatisfy({ (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }) {
      return text
    }
    var words = text.lowercased().split { $0 == " " || $0 == "\t" }.map(String.init)
    if words.count > 1, words[0] == "to" { words.removeFirst() }
    return words.joined(separator: " ")
  }

  /// The keys a query may be: as typed, then its verb's base forms (`spoke`: speak;
  /// `travelling`: travel), each with what follows it kept (`looking at`: look at).
  static func candidateKeys(_ english: String) -> [String] {
    let typed = key(english)
    var words =
      typed.utf8.contains(UInt8(ascii: " "))
      ? typed.split(separator: " ").map(String.init) : [typed]
    guard let verb = words.first else { return [] }
    var keys = [typed]
    for base in EnglishInflection.bases(of: verb) where base != verb {
      words[0] = base
      keys.append(words.joined(separator: " "))
    }
    return keys
  }
}
