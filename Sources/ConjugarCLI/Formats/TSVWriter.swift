import ConjugarCore

/// The canonical TSV (FORMAT.md), written straight into the output buffer; a looked-up form
/// gets one line per reading, `form<TAB>infinitive<TAB>tense<TAB>person<TAB>marks`, where
/// marks are `-` for an exact reading of a listed verb, else `Analysis.marks`.
struct TSVWriter: IndependentVerbWriter {
  /// For each selected cell, its TSV columns after the infinitive: `\ttense\tperson\t`.
  private let cells: [(form: Form, columns: String)]

  init(forms: [Form]) {
    cells = forms.map { ($0, "\t\($0.tenseID)\t\($0.personID)\t") }
  }

  func render(_ conjugation: Conjugation, into bytes: inout [UInt8]) {
    for (form, columns) in cells {
      bytes.append(utf8: conjugation.infinitive)
      bytes.append(utf8: columns)
      switch conjugation.cell(form) {
      case .defective:
        bytes.append(UInt8(ascii: "-"))
      case .forms(let forms):
        for (index, text) in forms.enumerated() {
          if index > 0 { bytes.append(UInt8(ascii: "|")) }
          bytes.append(utf8: text)
        }
      }
      bytes.append(UInt8(ascii: "\n"))
    }
  }

  func write(_ lookup: LookupResult, into bytes: inout [UInt8]) {
    for analysis in lookup.distinctCells {
      bytes.append(utf8: lookup.query)
      bytes.append(UInt8(ascii: "\t"))
      bytes.append(utf8: analysis.infinitive)
      bytes.append(utf8: "\t\(analysis.form.tenseID)\t\(analysis.form.personID)\t")
      bytes.append(utf8: analysis.marks ?? "-")
      bytes.append(UInt8(ascii: "\n"))
    }
  }
}
