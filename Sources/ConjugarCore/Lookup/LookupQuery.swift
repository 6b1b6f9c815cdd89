/// The ways a query can be read as one cell of a table: as typed, with pronouns before the
/// verb set apart (`se lo dije`), with pronouns attached to its end peeled off (`dímelo`), or
/// with a `no` set apart (`no lo sé`).
struct LookupQuery {
  /// Where the pronouns set apart stood.
  enum Placement: Equatable {
    /// None set apart: the query is the cell's form, a pronominal verb's own pronoun included.
    case none
    /// Before a finite form (`lo he visto`, `no se lo digas`).
    case proclitic
    /// After an affirmative imperative, a gerund or an infinitive; `restored` is the letter a
    /// nosotros or vosotros imperative drops before them (`vámonos`, `lavaos`).
    case enclitic(restored: Character?)
  }

  /// One reading: the cell's form would be `key` once accents are folded.
  struct Split {
    var key: String
    /// What the user typed for the cell's form and its pronouns.
    var typed: String
    var clitics: [String]
    var placement: Placement
    /// Whether the query's `no` was set apart: it negates a finite form other than an
    /// imperative or a present subjunctive, whose `no` belongs to the negative imperative.
    var negated = false
  }

  /// The unstressed pronouns, in the order they take together (se, te/os, me/nos, lo...).
  static let pronouns = ["se", "te", "os", "me", "nos", "lo", "la", "los", "las", "le", "les"]

  private static func rank(_ pronoun: String) -> Int? {
    switch pronoun {
    case "se": 0
    case "te", "os": 1
    case "me", "nos": 2
    case "lo", "la", "los", "las", "le", "les": 3
    default: nil
    }
  }

  /// Whether one folded word can be a pronominal verb's form: a participle, or a form ending
  /// in the verb's own pronoun, maybe with one more (`lavado`, `lávate`, `lávatelo`).
  private static func mayBePronominal(_ word: String) -> Bool {
    if ["do", "to", "cho", "so"].contains(where: { word.hasSuffix($0) }) { return true }
    let own = ["te", "se", "nos", "os"]
    if own.contains(where: { word.hasSuffix($0) }) { return true }
    return pronouns.contains { other in
      word.hasSuffix(other) && own.contains { word.dropLast(other.count).hasSuffix($0) }
    }
  }

  private(set) var splits: [Split] = []
  /// Folded single words to derive candidate infinitives from.
  private(set) var hosts: [String] = []
  /// Whether a pronominal verb's form can match: a pronoun stands before it (`me lavo`), or
  /// it is one word ending in the verb's own pronoun (`lávate`, `lavarse`), or shaped like a
  /// participle, which is the same for lavar and lavarse (`lavado`, `visto`, `impreso`).
  private(set) var mayBePronominal = false

  init(_ words: [String]) {
    // A cell with its no and pronouns has at most six words (no se me lo ha dicho), and no
    // word of a listed verb comes near 60 letters.
    guard let last = words.last, words.count <= 6,
      words.allSatisfy({ $0.unicodeScalars.count <= 60 })
    else { return }
    hosts.append(Accents.fold(last))
    mayBePronominal =
      words.contains { Self.rank($0) != nil }
      || (words.count == 1 && Self.mayBePronominal(hosts[0]))
    addReadings(words, negated: false)
    if words.count > 1, words[0] == "no" { addReadings(Array(words.dropFirst()), negated: true) }
    if words.count == 1 { addEnclitics(last) }
  }

  private mutating func addReadings(_ words: [String], negated: Bool) {
    let typed = words.joined(separator: " ")
    splits.append(
      Split(
        key: Accents.fold(typed), typed: typed, clitics: [], placement: .none,
        negated: negated))
    addProclitics(words, negated: negated)
  }

  private static func ordered(_ clitics: [String]) -> Bool {
    let ranks = clitics.compactMap(rank)
    return ranks.count == clitics.count && zip(ranks, ranks.dropFirst()).allSatisfy { $0 < $1 }
  }

  /// `[no] c1 c2 verb...`: the pronouns set apart, or all but the first, which may be a
  /// pronominal verb's own (`no te lo laves` is `no te laves` and `lo`).
  private mutating func addProclitics(_ words: [String], negated: Bool) {
    let withNo = words.first == "no"
    let start = withNo ? 1 : 0
    let pronounCount = words[start...].prefix { Self.rank($0) != nil }.count
    let rest = words[(start + pronounCount)...]
    guard pronounCount > 0, pronounCount <= 3, !rest.isEmpty else { return }
    let clitics = Array(words[start..<(start + pronounCount)])
    guard Self.ordered(clitics) else { return }
    for kept in 0...1 where pronounCount - kept >= 1 && pronounCount - kept <= 2 {
      let target = (withNo ? ["no"] : []) + clitics.prefix(kept) + rest
      let typed = target.joined(separator: " ")
      splits.append(
        Split(
          key: Accents.fold(typed), typed: typed, clitics: Array(clitics.dropFirst(kept)),
          placement: .proclitic, negated: negated))
    }
  }

  /// Peels one or two pronouns off the end of `word` (`dímelo` → `dí` + `me`, `lo`).
  private mutating func addEnclitics(_ word: String) {
    let folded = Accents.fold(word)
    var peeled: [(rest: Substring, clitics: [String])] = []
    for last in Self.pronouns where folded.hasSuffix(last) {
      let rest = folded.dropLast(last.count)
      peeled.append((rest, [last]))
      for first in Self.pronouns where rest.hasSuffix(first) && Self.ordered([first, last]) {
        peeled.append((rest.dropLast(first.count), [first, last]))
      }
    }
    for (rest, clitics) in peeled {
      guard let end = rest.last, Self.canEndHost(end) else { continue }
      var restored: [Character?] = [nil]
      if clitics[0] == "nos" || clitics[0] == "se" { restored.append("s") }
      if clitics[0] == "os" { restored.append("d") }
      for letter in restored {
        let host = String(rest) + (letter.map(String.init) ?? "")
        splits.append(
          Split(key: host, typed: word, clitics: clitics, placement: .enclitic(restored: letter)))
        if !hosts.contains(host) { hosts.append(host) }
      }
    }
  }

  /// Whether a form that takes enclitics can end in `c`: vowels, and the r, d, n, l, z, s of
  /// infinitives, vosotros, ellos and short imperatives (`pon`, `sal`, `haz`, `lavémonos`).
  private static func canEndHost(_ c: Character) -> Bool {
    "aeiourdnlzs".contains(c)
  }
}
