import ConjugarCore

/// The canonical TSV (FORMAT.md), written straight into the output buffer; a looked-up form
/// gets one line per reading, `form<TAB>infinitive<TAB>tense<TAB>person<TAB>marks`, where
/// marks are `-` for an exact reading of a listed verb, else `Analysis.marks`.
struct TSVWriter: IndependentVerbWriter {
  /// The selected cells.
  private let forms: [Form]
  /// For each selected cell, where its TSV columns after the infinitive lie in `columnText`:
  /// `\ttense\tperson\t`.
  private let columns: [Range<Int>]
  private let columnText: ByteArena
  private let longestColumns: Int

  init(forms: [Form]) {
    self.forms = forms
    var text = ByteArena(capacity: forms.count * 32)
    columns = forms.map { form in
      let start = text.count
      text.append(utf8: "\t\(form.tenseID)\t\(form.personID)\t")
      return start..<text.count
    }
    columnText = text
    longestColumns = columns.map(\.count).max() ?? 0
  }

  // A verb's lines written in one pass through a ByteWriter (Conjugation.write), not appended
  // piece by piece: 232k → 212k instructions per batch verb.
  func render(_ conjugation: Conjugation, into bytes: inout ByteArena) {
    let name = Array(conjugation.infinitive.utf8)
    let line = name.count + longestColumns + max(conjugation.cellByteBound, 1) + 1
    bytes.write(reserving: forms.count * line) { out in
      for (form, columns) in zip(forms, columns) {
        out.append(contentsOf: name)
        out.append(columnText, columns)
        if !conjugation.write(form, separator: UInt8(ascii: "|"), into: &out) {
          out.append(UInt8(ascii: "-"))
        }
        out.append(UInt8(ascii: "\n"))
      }
    }
  }

  func write(_ lookup: LookupResult, into bytes: inout ByteArena) {
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
