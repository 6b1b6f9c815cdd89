import ConjugarCore

/// The canonical TSV of FORMAT.md: `infinitive<TAB>tense<TAB>person<TAB>forms`, one line per
/// cell, 121 lines per verb without vos and 141 with.
public enum TSVFormat {
  /// Appends the lines of `forms` (default: every cell) of one verb to `buffer` as UTF-8.
  public static func render(
    _ conjugation: Conjugation, includeVos: Bool, forms: [Form]? = nil, into buffer: inout [UInt8]
  ) {
    var infinitive = conjugation.infinitive
    for form in forms ?? Form.all(includeVos: includeVos) {
      append(&infinitive, to: &buffer)
      buffer.append(UInt8(ascii: "\t"))
      var tense = form.tenseID
      append(&tense, to: &buffer)
      buffer.append(UInt8(ascii: "\t"))
      var person = form.personID
      append(&person, to: &buffer)
      buffer.append(UInt8(ascii: "\t"))
      switch conjugation.cell(form) {
      case .defective:
        buffer.append(UInt8(ascii: "-"))
      case .forms(let alternatives):
        for (index, alternative) in alternatives.enumerated() {
          if index > 0 { buffer.append(UInt8(ascii: "|")) }
          var text = alternative
          append(&text, to: &buffer)
        }
      }
      buffer.append(UInt8(ascii: "\n"))
    }
  }

  /// Appends a string's UTF-8 bytes through its contiguous storage (much cheaper than its view).
  static func append(_ text: inout String, to buffer: inout [UInt8]) {
    text.withUTF8 { buffer.append(contentsOf: $0) }
  }

  /// The lines of one verb, each ending in a newline.
  public static func render(_ conjugation: Conjugation, includeVos: Bool) -> String {
    var buffer: [UInt8] = []
    render(conjugation, includeVos: includeVos, into: &buffer)
    return String(decoding: buffer, as: UTF8.self)
  }
}
