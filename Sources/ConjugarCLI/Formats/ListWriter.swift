import ConjugarCore

/// One form per line, alternatives on lines of their own, defective cells left out.
struct ListWriter: VerbWriter {
  let forms: [Form]

  func write(_ conjugation: Conjugation, to out: OutputBuffer) {
    for form in forms {
      for text in conjugation.cell(form).forms {
        out.append(text)
        out.append(byte: UInt8(ascii: "\n"))
      }
    }
  }
}
