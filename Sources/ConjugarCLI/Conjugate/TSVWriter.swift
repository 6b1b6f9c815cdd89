import ConjugarCore

/// The canonical TSV (FORMAT.md), written straight into the output buffer; a looked-up form
/// gets one line per reading, `form<TAB>infinitive<TAB>tense<TAB>person<TAB>marks`, where
/// marks are `-` for an exact reading of a listed verb, else `Analysis.marks`.
struct TSVWriter: IndependentVerbWriter {
  /// The selected cells, each with its TSV columns after the infinitive: `\ttense\tperson\t`.
  private let layout: Conjugation.LineLayout
  /// The periphrases `--tense` named, written after the cells in the same columns.
  private let periphrases: PeriphrasisCells

  init(forms: [Form], periphrases: PeriphrasisCells = .none) {
    self.periphrases = periphrases
    var text = ByteArena(capacity: forms.count * 32)
    let columns = forms.map { form in
      let start = text.count
      text.append(utf8: "\t\(form.tenseID)\t\(form.personID)\t")
      return start..<text.count
    }
    layout = Conjugation.LineLayout(
      forms: forms, heads: columns, headText: text, separator: UInt8(ascii: "|"),
      defective: UInt8(ascii: "-"), end: UInt8(ascii: "\n"))
  }

  // A verb's lines written by the engine in one pass through a ByteWriter
  // (Conjugation.writeLines), one call per verb, not appended piece by piece: TSV is the
  // batch format, and this is its inner loop.
  func render(_ conjugation: Conjugation, into bytes: inout ByteArena) {
    conjugation.writeLines(layout, lead: conjugation.infinitive, into: &bytes)
    periphrases.forEach(of: conjugation) { tense, person, forms in
      bytes.append(utf8: "\(conjugation.infinitive)\t\(tense.id)\t\(person.rawValue)\t")
      bytes.append(utf8: forms.isEmpty ? "-" : forms.joined(separator: "|"))
      bytes.append(UInt8(ascii: "\n"))
    }
  }

  func write(_ lookup: LookupResult, into bytes: inout ByteArena) {
    for analysis in lookup.distinctCells {
      bytes.append(utf8: lookup.query)
      bytes.append(UInt8(ascii: "\t"))
      bytes.append(utf8: analysis.infinitive)
      bytes.append(utf8: "\t\(analysis.tenseID)\t\(analysis.form.personID)\t")
      bytes.append(utf8: analysis.marks ?? "-")
      bytes.append(UInt8(ascii: "\n"))
    }
  }
}
