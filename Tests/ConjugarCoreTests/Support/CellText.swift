import ConjugarCore

extension Cell {
  /// The cell as the canonical TSV writes it (FORMAT.md): forms joined with `|`, or `-`; for
  /// comparing with reference tables.
  var canonical: String {
    switch self {
    case .forms(let forms): forms.joined(separator: "|")
    case .defective: "-"
    }
  }
}
