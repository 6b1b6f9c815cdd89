import ConjugarCore

/// One JSON document for the whole run, streamed verb by verb, with keys in a fixed order:
///
///     {"verbs":[
///     {"infinitive":"hablar","models":["hablar"],"guessed":false,"regular":true,
///      "gloss":"to speak","forms":[{"tense":"infinitivo","person":"-","forms":["hablar"]},...]}
///     ],
///     "errors":[{"input":"xyz","message":"..."}]}
///
/// A defective cell has an empty `forms` array. Errors are few and kept until the end.
struct JSONWriter: VerbWriter {
  /// For each selected cell, the start of its object: `{"tense":"...","person":"...","forms":`.
  private let cells: [(form: Form, opening: String)]
  private var verbCount = 0
  private var failures: [InputFailure] = []

  init(forms: [Form]) {
    cells = forms.map { form in
      let tense = JSONText.string(form.tenseID)
      let person = JSONText.string(form.personID)
      return (form, "{\"tense\":\(tense),\"person\":\(person),\"forms\":")
    }
  }

  func begin(_ out: OutputBuffer) {
    out.append("{\"verbs\":[")
  }

  mutating func write(_ conjugation: Conjugation, to out: OutputBuffer) {
    out.append(verbCount == 0 ? "\n" : ",\n")
    verbCount += 1
    out.append("{\"infinitive\":")
    out.append(JSONText.string(conjugation.infinitive))
    out.append(",\"models\":")
    out.append(JSONText.array(conjugation.models))
    out.append(conjugation.isGuessed ? ",\"guessed\":true" : ",\"guessed\":false")
    out.append(conjugation.isRegular ? ",\"regular\":true" : ",\"regular\":false")
    out.append(",\"gloss\":")
    out.append(conjugation.gloss.map(JSONText.string) ?? "null")
    out.append(",\"forms\":[")
    for (index, (form, opening)) in cells.enumerated() {
      if index > 0 { out.append(byte: UInt8(ascii: ",")) }
      out.append(opening)
      out.append(JSONText.array(conjugation.cell(form).forms))
      out.append(byte: UInt8(ascii: "}"))
    }
    out.append("]}")
  }

  mutating func fail(_ failure: InputFailure, to out: OutputBuffer) {
    failures.append(failure)
  }

  func end(_ out: OutputBuffer) {
    out.append(verbCount == 0 ? "],\n\"errors\":[" : "\n],\n\"errors\":[")
    for (index, failure) in failures.enumerated() {
      out.append(index == 0 ? "\n" : ",\n")
      out.append("{\"input\":" + JSONText.string(failure.input))
      if let source = failure.source { out.append(",\"source\":" + JSONText.string(source)) }
      if let line = failure.line { out.append(",\"line\":\(line)") }
      out.append(",\"message\":" + JSONText.string(failure.message) + "}")
    }
    out.append(failures.isEmpty ? "]}\n" : "\n]}\n")
  }
}

/// JSON literals, escaped by hand (RFC 8259).
enum JSONText {
  /// `text` as a JSON string, quotes included.
  static func string(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{2028}", "\u{2029}": result += "\\u\(String(scalar.value, radix: 16))"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// An array of JSON strings.
  static func array(_ texts: [String]) -> String {
    "[" + texts.map(string).joined(separator: ",") + "]"
  }
}
