/// Which cells a defective verb has.
public enum Defectiveness: String, Sendable, Equatable {
  /// Only the third persons (`acaecer`, `acontecer`, `concernir`).
  case third
  /// Only the forms whose ending begins with i (`colorir`: `colorimos`, `colorido`).
  case iEndings = "i-endings"
}

/// One line of `verbs.tsv`: a verb, its models and what it needs beyond them.
///
/// ``VerbTable/entry(for:)`` reads one; a conjugation is worked out from its models, then its
/// own cells and gaps (``Conjugator/conjugate(_:)``).
public struct VerbEntry: Sendable, Equatable {
  /// The infinitive, reflexives with `-se`.
  public var infinitive: String
  /// Model names, preferred first; forms of later models are accepted alternatives.
  public var models: [String]
  /// Cells the verb lacks by pattern.
  public var defectiveness: Defectiveness?
  /// Cells the verb lacks one by one or tense by tense (`soler` has no future).
  public var missing: Set<Form> = []
  /// The verb's own final forms for single cells, clitics included; empty is defective.
  public var cells: [Form: [String]] = [:]
  /// A short English gloss.
  public var gloss: String?
  /// Where the entry's model or forms were checked (`DLE:inhestar`), for readers of the table.
  public var source: String?
  /// The spelling the RAE prefers when this one is an accepted variant (`remplazar`:
  /// `reemplazar`; DPD, Ortografía 2010); nil for a preferred or only spelling.
  public var preferred: String?
  /// The frequency rank, 1 for the most common verb.
  ///
  /// Every verb of the bundled tables has one; a line without a rank note (nil) ranks the verb
  /// after every ranked one.
  public var rank: Int?

  /// Whether the verb follows a regular model (`hablar`, `temer`, `partir`) with nothing of its
  /// own; spelling changes such as `saqué` do not count as irregular.
  public var isRegular: Bool {
    models.count == 1 && Conjugator.regularModels.contains(models[0]) && cells.isEmpty
      && defectiveness == nil && missing.isEmpty
  }

  /// Parses one tab-separated line: infinitive, models, notes, gloss. Notes are `key=value`,
  /// separated by commas (`rank=N`, `defective=KIND`, `missing=IDS`, `source=WHERE`, or a
  /// cell's own forms, `participio=...`); a value that lists several items separates them
  /// with `|`.
  init(line: Substring, lineNumber: Int, isInfinitive: Bool = false) throws(VerbTableError) {
    let fail = { (reason: String) in
      VerbTableError(file: "verbs.tsv", line: lineNumber, reason: reason)
    }
    // Fields split as views of the line, not copied into an array of strings.
    let fields = TableText.pieces(line.utf8, at: tab, limit: 5)
    guard fields.count >= 2, fields.count <= 4 else {
      throw fail("expected 2 to 4 tab-separated fields: infinitive, model, notes, gloss")
    }
    infinitive = TableText.string(fields[0])
    // Not read again when the caller read it (its key).
    guard isInfinitive || VerbShape(infinitive) != nil else {
      throw fail("`\(infinitive)` is not an infinitive")
    }
    // A single model (most verbs) is taken whole, not split at commas.
    if fields[1].withContiguousStorageIfAvailable({ !$0.contains(comma) }) == true {
      models = fields[1].isEmpty ? [] : [TableText.string(fields[1])]
    } else {
      models = TableText.pieces(fields[1], at: comma, limit: .max).filter { !$0.isEmpty }
        .map(TableText.string)
    }
    guard !models.isEmpty else { throw fail("no model for `\(infinitive)`") }
    if fields.count > 2, !fields[2].isEmpty {
      var rest: Substring.UTF8View? = fields[2]
      while let note = Self.nextNote(&rest) { try read(note, fail: fail) }
    }
    if fields.count > 3, !fields[3].isEmpty { gloss = TableText.string(fields[3]) }
  }

  /// Takes the next comma-separated note off `rest`, which is nil once the last is taken.
  private static func nextNote(_ rest: inout Substring.UTF8View?) -> Substring.UTF8View? {
    guard let text = rest else { return nil }
    guard let end = text.firstIndex(of: comma) else {
      rest = nil
      return text
    }
    rest = text[text.index(after: end)...]
    return text[..<end]
  }

  /// Reads one `key=value` note. Most verbs have a rank and nothing else: it is read without
  /// making strings.
  private mutating func read(
    _ note: Substring.UTF8View, fail: (String) -> VerbTableError
  ) throws(VerbTableError) {
    guard let equals = note.firstIndex(of: UInt8(ascii: "=")) else {
      let text = TableText.string(note)
      throw fail("note `\(text)` is not key=value (notes are separated by commas)")
    }
    let key = note[..<equals]
    let value = note[note.index(after: equals)...]
    // Compared as text, not element by element through the generic elementsEqual: every
    // verb has a rank.
    guard Substring(key) == "rank" else {
      try apply(TableText.string(key), TableText.string(value), fail: fail)
      return
    }
    guard let number = Self.rank(value) else {
      throw fail("rank `\(TableText.string(value))` is not a whole number above 0")
    }
    rank = number
  }

  /// The rank note of a line of `verbs.tsv` (`rank=16`), read without parsing the line; nil
  /// when the line has none or is malformed.
  static func rank<Line: Collection<UInt8>>(inLine line: Line) -> Int? {
    let fields = line.split(separator: tab, maxSplits: 3, omittingEmptySubsequences: false)
    guard fields.count > 2 else { return nil }
    for note in fields[2].split(separator: comma) where note.starts(with: "rank=".utf8) {
      return rank(note.dropFirst(5))
    }
    return nil
  }

  /// A rank written in ASCII digits: a whole number above 0, or nil.
  private static func rank<Digits: Collection<UInt8>>(_ digits: Digits) -> Int? {
    TableText.number(digits).flatMap { $0 > 0 ? $0 : nil }
  }

  private mutating func apply(
    _ key: String, _ value: String, fail: (String) -> VerbTableError
  ) throws(VerbTableError) {
    switch key {
    case "source":
      guard !value.isEmpty else { throw fail("note `source=` names no source") }
      source = value
    case "preferred":
      guard VerbShape(value) != nil, value != infinitive else {
        throw fail("note `preferred=` must name another infinitive")
      }
      preferred = value
    case "defective":
      guard let kind = Defectiveness(rawValue: value) else {
        throw fail("unknown defectiveness `\(value)` (third, i-endings)")
      }
      defectiveness = kind
    case "missing":
      for id in TableText.fields(Substring(value), "|") {
        if let tense = Tense(rawValue: id) {
          missing.formUnion(tense.persons(includeVos: true).map { .finite(tense, $0) })
        } else if let form = FormPattern.form(id) {
          missing.insert(form)
        } else {
          throw fail("unknown tense or cell `\(id)`")
        }
      }
    default:
      for (form, forms) in try FormPattern.cells(key: key, values: [value], fail: fail) {
        cells[form] = forms
      }
    }
  }
}

private let comma = UInt8(ascii: ",")
private let tab = UInt8(ascii: "\t")
