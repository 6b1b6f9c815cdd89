import ConjugarCore

/// One form per line, alternatives on lines of their own, defective cells left out.
struct ListWriter: IndependentVerbWriter {
  let forms: [Form]

  func render(_ conjugation: Conjugation, into bytes: inout [UInt8]) {
    for form in forms {
      for text in conjugation.cell(form).forms {
        bytes.append(utf8: text)
        bytes.append(UInt8(ascii: "\n"))
      }
    }
  }
}
