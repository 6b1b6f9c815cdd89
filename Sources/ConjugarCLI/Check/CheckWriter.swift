import ConjugarCore

/// Writes `conjugar check`'s verdicts in one format, row by row, then the summary.
protocol CheckWriter {
  mutating func begin(into bytes: inout ByteArena)
  mutating func write(_ result: CheckResult, into bytes: inout ByteArena)
  mutating func end(_ summary: CheckSummary, into bytes: inout ByteArena)
}

extension CheckWriter {
  mutating func begin(into bytes: inout ByteArena) {}
}

/// The rows that are not ok, one line each (`deck.txt:12: wrong: tener indicativo.presente
/// yo: teno; accepted: tengo`), then the summary line.
struct CheckTableWriter: CheckWriter {
  /// How the input is named: a path, or `<stdin>`.
  let source: String

  mutating func write(_ result: CheckResult, into bytes: inout ByteArena) {
    guard result.verdict != .ok else { return }
    var line = "\(source):\(result.line): \(result.verdict.rawValue): "
    switch result.verdict {
    case .unreadable, .unknownVerb:
      line += result.message ?? ""
    default:
      let cell = result.form.map {
        " \($0.tenseID)" + ($0.personID == "-" ? "" : " \($0.personID)")
      }
      line += (result.infinitive ?? "") + (cell ?? "") + ": "
      line += result.message ?? result.answer ?? ""
      line += "; accepted: " + result.accepted.joined(separator: " | ")
    }
    bytes.append(utf8: line + "\n")
  }

  mutating func end(_ summary: CheckSummary, into bytes: inout ByteArena) {
    bytes.append(utf8: summary.line + "\n")
  }
}

/// Every row: `line verdict infinitive tense person answer accepted`, `-` where there is
/// nothing to say, accepted forms joined with `|`.
struct CheckTSVWriter: CheckWriter {
  mutating func write(_ result: CheckResult, into bytes: inout ByteArena) {
    bytes.append(utf8: String(result.line))
    for column in [
      result.verdict.rawValue, result.infinitive ?? "", result.form?.tenseID ?? "",
      result.form?.personID ?? "", result.answer ?? "",
    ] {
      bytes.append(0x09)
      Self.append(column, to: &bytes)
    }
    bytes.append(0x09)
    if result.accepted.isEmpty { bytes.append(UInt8(ascii: "-")) }
    for (index, form) in result.accepted.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: "|")) }
      Self.append(form, to: &bytes)
    }
    bytes.append(0x0A)
  }

  mutating func end(_ summary: CheckSummary, into bytes: inout ByteArena) {}

  /// Appends a value fit for one TSV column: tabs and line breaks as spaces, `-` for nothing.
  private static func append(_ text: String, to bytes: inout ByteArena) {
    guard !text.isEmpty else { return bytes.append(UInt8(ascii: "-")) }
    bytes.append(
      contentsOf: text.utf8.lazy.map { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D ? 0x20 : $0 })
  }
}

/// `{"rows":[...],"summary":{...}}`.
struct CheckJSONWriter: CheckWriter {
  private var first = true

  mutating func begin(into bytes: inout ByteArena) {
    bytes.append(utf8: "{\"rows\":[")
  }

  mutating func write(_ result: CheckResult, into bytes: inout ByteArena) {
    if !first { bytes.append(UInt8(ascii: ",")) }
    first = false
    func optional(_ text: String?) -> String { text.map(JSONText.string) ?? "null" }
    let cells = result.otherCells.map { form in
      "{\"tense\":\(JSONText.string(form.tenseID)),\"person\":\(JSONText.string(form.personID))}"
    }
    var object = "{\"line\":\(result.line),\"verdict\":\(JSONText.string(result.verdict.rawValue))"
    object += ",\"infinitive\":\(optional(result.infinitive))"
    object += ",\"tense\":\(optional(result.form?.tenseID))"
    object += ",\"person\":\(optional(result.form?.personID))"
    object += ",\"answer\":\(optional(result.answer))"
    object += ",\"accepted\":\(JSONText.array(result.accepted))"
    object += ",\"message\":\(optional(result.message))"
    object += ",\"cells\":[\(cells.joined(separator: ","))]"
    object += ",\"suggestions\":\(JSONText.array(result.suggestions))}"
    bytes.append(utf8: object)
  }

  mutating func end(_ summary: CheckSummary, into bytes: inout ByteArena) {
    let counts = CheckVerdict.allCases.map { "\(JSONText.string($0.rawValue)):\(summary[$0])" }
    bytes.append(utf8: "],\"summary\":{\"rows\":\(summary.rows),")
    bytes.append(utf8: counts.joined(separator: ",") + "}}\n")
  }
}
