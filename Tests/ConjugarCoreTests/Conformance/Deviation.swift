@testable import ConjugarCore

/// A reviewed reason why a reference source and conjugar disagree on some cells, read from
/// `deviations.tsv`: which source, verbs and cells it covers, and a test of the two cells that
/// must hold for the reason to apply.
struct Deviation {
  let source: String
  let verbs: Set<String>?
  let cells: [String]?
  let kind: Kind
  let reason: String
  let line: Int

  enum Kind: String, CaseIterable {
    /// Any difference; for cells named one by one (a typo in the source).
    case any
    /// The source writes a pre-2010 accent on a monosyllable (`guió`, `huí`, `crié`).
    case pre2010 = "pre-2010"
    /// The same accepted forms in another order (NORMS puts the preferred one first).
    case order
    /// The source gives only some of the forms conjugar accepts.
    case fewer
    /// The source adds forms NORMS does not accept.
    case more
    /// The source has no form where NORMS gives the verb one.
    case sourceDefective = "source-defective"
    /// NORMS says the verb lacks a form the source gives.
    case normDefective = "norm-defective"
    /// The source joins two participles with `/` instead of `|`.
    case slash
    /// The source writes no tilde on a stressed i or u in hiatus (`vacio` for `vacío`).
    case noHiatusAccent = "no-hiatus-accent"
    /// The source leaves out a reflexive verb's pronoun.
    case noClitic = "no-clitic"
  }

  init(line: Substring, number: Int) throws(DeviationError) {
    let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    guard fields.count == 5, let kind = Kind(rawValue: fields[3]), !fields[4].isEmpty else {
      throw DeviationError(line: number)
    }
    source = fields[0]
    verbs = fields[1] == "*" ? nil : Set(fields[1].split(separator: ",").map(String.init))
    cells = fields[2] == "*" ? nil : fields[2].split(separator: ",").map(String.init)
    self.kind = kind
    reason = fields[4]
    self.line = number
  }

  /// Whether this reason explains `reference` ≠ `ours` in one cell.
  func explains(
    source: String, verb: String, tense: String, person: String,
    reference: String, ours: String
  ) -> Bool {
    guard self.source == "*" || self.source == source,
      verbs?.contains(verb) ?? true,
      cells.map({ covers($0, tense: tense, person: person) }) ?? true
    else { return false }
    let theirs = reference.split(separator: "|").map(String.init)
    let mine = ours.split(separator: "|").map(String.init)
    switch kind {
    case .any: return true
    case .pre2010: return theirs.map(Self.spelled2010) == mine
    case .order: return theirs != mine && Set(theirs) == Set(mine)
    case .fewer: return reference != "-" && Set(theirs).isStrictSubset(of: Set(mine))
    case .more: return ours != "-" && Set(mine).isStrictSubset(of: Set(theirs))
    case .sourceDefective: return reference == "-" && ours != "-"
    case .normDefective: return ours == "-" && reference != "-"
    case .slash: return reference.replacingOccurrences(of: "/", with: "|") == ours
    case .noHiatusAccent: return mine.map(Self.withoutHiatusAccent) == theirs
    case .noClitic: return mine.map(Self.withoutClitic) == theirs
    }
  }

  private func covers(_ pattern: [String], tense: String, person: String) -> Bool {
    pattern.contains { $0 == tense || $0 == "\(tense).\(person)" || $0 == "*.\(person)" }
  }

  static func spelled2010(_ form: String) -> String {
    form.split(separator: " ").map { Orthography.dropMonosyllableAccent(String($0)) }
      .joined(separator: " ")
  }

  static func withoutHiatusAccent(_ form: String) -> String {
    String(form.map { $0 == "í" ? "i" : $0 == "ú" ? "u" : $0 })
  }

  static func withoutClitic(_ form: String) -> String {
    var words = form.split(separator: " ").map(String.init)
    let clitics: Set<String> = ["me", "te", "se", "nos", "os"]
    if words.count > 1, clitics.contains(words[0]) { words.removeFirst() }
    if words.count > 2, words[0] == "no", clitics.contains(words[1]) { words.remove(at: 1) }
    return words.joined(separator: " ")
  }
}

struct DeviationError: Error, CustomStringConvertible {
  let line: Int
  var description: String {
    "deviations.tsv:\(line): expected source, verbs, cells, kind, reason (tab-separated)"
  }
}
