import ConjugarCore

/// The canonical TSV (FORMAT.md), written straight into the output buffer; a looked-up form
/// gets one line per reading, `form<TAB>infinitive<TAB>tense<TAB>person`.
struct TSVWriter: IndependentVerbWriter {
  /// For each selected cell, its TSV columns after the infinitive: `\ttense\tperson\t`.
  private let cells: [(form: Form, columns: [UInt8])]

  init(forms: [Form]) {
    cells = forms.map { ($0, Array("\t\($0.tenseID)\t\($0.personID)\t".utf8)) }
  }

  // Cells copied as bytes (Conjugation.appendForms), not decoded to Strings: 448k → 293k
  // instructions per batch verb.
  func render(_ conjugation: Conjugation, into bytes: inout [UInt8]) {
    let infinitive = Array(conjugation.infinitive.utf8)
    for (form, columns) in cells {
      bytes.append(contentsOf: infinitive)
      bytes.append(contentsOf: columns)
      if !conjugation.appendForms(of: form, separator: UInt8(ascii: "|"), into: &bytes) {
        bytes.append(UInt8(ascii: "-"))
      }
      bytes.append(UInt8(ascii: "\n"))
    }
  }

  func write(_ lookup: LookupResult, into bytes: inout [UInt8]) {
    for analysis in lookup.distinctCells {
      bytes.append(utf8: lookup.query)
      bytes.append(UInt8(ascii: "\t"))
      bytes.append(utf8: analysis.infinitive)
      bytes.append(utf8: "\t\(analysis.form.tenseID)\t\(analysis.form.personID)\n")
    }
  }
}
