/// Which cells a defective verb has.
public enum Defectiveness: String, Sendable, Equatable {
  /// Only the third person singular (weather verbs in conjugate-esp's sense; `atardecer`).
  case impersonal
  /// Only the third persons (`acaecer`, `acontecer`, `concernir`).
  case third
  /// Only the forms whose ending begins with i (`colorir`: `colorimos`, `colorido`).
  case iEndings = "i-endings"
}

/// One line of `verbs.tsv`: a verb, its models and what it needs beyond them.
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
  /// The frequency rank, 1 for the most common verb; nil when there is no frequency data, which
  /// ranks the verb after every ranked one.
  public var rank: Int?

  /// Whether the verb follows a regular model (`hablar`, `temer`, `partir`) with nothing of its
  /// own; spelling changes such as `saqué` do not count as irregular.
  public var isRegular: Bool {
    models.count == 1 && Conjugator.regularModels.contains(models[0]) && cells.isEmpty
      && defectiveness == nil && missing.isEmpty
  }

  /// Parses one tab-separated line: infinitive, models, notes, gloss. Notes are `key=value`,
  /// separated by commas; a value that lists several items separates them with `|`.
  init(line: Substring, lineNumber: Int) throws(VerbTableError) {
    let fail = { (reason: String) in
      VerbTableError(file: "verbs.tsv", line: lineNumber, reason: reason)
    }
    let fields = TableText.fields(line, "\t")
    guard fields.count >= 2, fields.count <= 4 else {
      throw fail("expected 2 to 4 tab-separated fields: infinitive, model, notes, gloss")
    }
    infinitive = fields[0]
    guard VerbShape(infinitive) != nil else { throw fail("`\(infinitive)` is not an infinitive") }
    models = TableText.fields(Substring(fields[1]), ",").filter { !$0.isEmpty }
    guard !models.isEmpty else { throw fail("no model for `\(infinitive)`") }
    if fields.count > 2, !fields[2].isEmpty {
      for note in TableText.fields(Substring(fields[2]), ",") {
        guard let equals = note.utf8.firstIndex(of: UInt8(ascii: "=")) else {
          throw fail("note `\(note)` is not key=value (notes are separated by commas)")
        }
        let key = TableText.string(note.utf8[..<equals])
        let value = TableText.string(note.utf8[note.utf8.index(after: equals)...])
        try apply(key, value, fail: fail)
      }
    }
    if fields.count > 3, !fields[3].isEmpty { gloss = fields[3] }
  }

  private mutating func apply(
    _ key: String, _ value: String, fail: (String) -> VerbTableError
  ) throws(VerbTableError) {
    switch key {
    case "rank":
      guard let number = Int(value), number > 0 else {
        throw fail("rank `\(value)` is not a whole number above 0")
      }
      rank = number
    case "defective":
      guard let kind = Defectiveness(rawValue: value) else {
        throw fail("unknown defectiveness `\(value)` (impersonal, third, i-endings)")
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
