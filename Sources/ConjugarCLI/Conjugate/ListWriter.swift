import ConjugarCore

/// One form per line, alternatives on lines of their own, defective cells left out; a
/// looked-up form gets one line per reading, `infinitive tense person`, and a fourth word when
/// it is marked (`Analysis.marks`: `accents`, `guessed`).
struct ListWriter: IndependentVerbWriter {
  let forms: [Form]
  /// The periphrases `--tense` named, after the cells.
  var periphrases = PeriphrasisCells.none

  func render(_ conjugation: Conjugation, into bytes: inout ByteArena) {
    for form in forms {
      for text in conjugation.cell(form).forms {
        bytes.append(utf8: text)
        bytes.append(UInt8(ascii: "\n"))
      }
    }
    periphrases.forEach(of: conjugation) { _, _, forms in
      for text in forms {
        bytes.append(utf8: text)
        bytes.append(UInt8(ascii: "\n"))
      }
    }
  }

  func write(_ lookup: LookupResult, into bytes: inout ByteArena) {
    for analysis in lookup.distinctCells {
      bytes.append(utf8: analysis.infinitive)
      bytes.append(utf8: " \(analysis.tenseID) \(analysis.form.personID)")
      if let marks = analysis.marks { bytes.append(utf8: " " + marks) }
      bytes.append(UInt8(ascii: "\n"))
    }
  }
}
