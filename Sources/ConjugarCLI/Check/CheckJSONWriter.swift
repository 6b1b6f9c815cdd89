import ConjugarCore

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
    object += ",\"tense\":\(optional(result.tenseID))"
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
