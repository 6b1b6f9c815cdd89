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

  func begin(into out: inout [UInt8]) {
    out.append(utf8: "{\"verbs\":[")
  }

  mutating func write(_ conjugation: Conjugation, into out: inout [UInt8]) {
    out.append(utf8: verbCount == 0 ? "\n" : ",\n")
    verbCount += 1
    out.append(utf8: "{\"infinitive\":")
    out.append(utf8: JSONText.string(conjugation.infinitive))
    out.append(utf8: ",\"models\":")
    out.append(utf8: JSONText.array(conjugation.models))
    out.append(utf8: conjugation.isGuessed ? ",\"guessed\":true" : ",\"guessed\":false")
    out.append(utf8: conjugation.isRegular ? ",\"regular\":true" : ",\"regular\":false")
    out.append(utf8: ",\"gloss\":")
    out.append(utf8: conjugation.gloss.map(JSONText.string) ?? "null")
    out.append(utf8: ",\"forms\":[")
    for (index, (form, opening)) in cells.enumerated() {
      if index > 0 { out.append(UInt8(ascii: ",")) }
      out.append(utf8: opening)
      out.append(utf8: JSONText.array(conjugation.cell(form).forms))
      out.append(UInt8(ascii: "}"))
    }
    out.append(utf8: "]}")
  }

  mutating func fail(_ failure: InputFailure) {
    failures.append(failure)
  }

  func end(into out: inout [UInt8]) {
    out.append(utf8: verbCount == 0 ? "],\n\"errors\":[" : "\n],\n\"errors\":[")
    for (index, failure) in failures.enumerated() {
      out.append(utf8: index == 0 ? "\n" : ",\n")
      out.append(utf8: "{\"input\":" + JSONText.string(failure.input))
      if let source = failure.source { out.append(utf8: ",\"source\":" + JSONText.string(source)) }
      if let line = failure.line { out.append(utf8: ",\"line\":\(line)") }
      out.append(utf8: ",\"message\":" + JSONText.string(failure.message) + "}")
    }
    out.append(utf8: failures.isEmpty ? "]}\n" : "\n]}\n")
  }
}
