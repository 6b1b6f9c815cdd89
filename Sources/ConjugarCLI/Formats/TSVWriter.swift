import ConjugarCore

/// The canonical TSV (FORMAT.md), written straight into the output buffer.
struct TSVWriter: VerbWriter {
  /// For each selected cell, its TSV columns after the infinitive: `\ttense\tperson\t`.
  private let cells: [(form: Form, columns: String)]

  init(forms: [Form]) {
    cells = forms.map { ($0, "\t\($0.tenseID)\t\($0.personID)\t") }
  }

  func write(_ conjugation: Conjugation, to out: OutputBuffer) {
    for (form, columns) in cells {
      out.append(conjugation.infinitive)
      out.append(columns)
      switch conjugation.cell(form) {
      case .defective:
        out.append(byte: UInt8(ascii: "-"))
      case .forms(let forms):
        for (index, text) in forms.enumerated() {
          if index > 0 { out.append(byte: UInt8(ascii: "|")) }
          out.append(text)
        }
      }
      out.append(byte: UInt8(ascii: "\n"))
    }
  }
}
