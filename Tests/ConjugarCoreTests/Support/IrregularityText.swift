@testable import ConjugarCore

/// Irregularities written out for tests: each form with its irregular letters in `[ ]` and
/// its spelling or hiatus letters in `{ }`, then its kinds' ids (`c[ue]nto stem-change`);
/// alternatives are separated by ` | `, and a defective cell is `- defective`.
enum IrregularityText {
  static func of(_ cell: CellIrregularity) -> String {
    guard !cell.forms.isEmpty else { return "- " + ids(cell.kinds) }
    return cell.forms.map(of).joined(separator: " | ")
  }

  static func of(_ form: FormIrregularity) -> String {
    let text = form.marked { letters, mark in mark.isIrregular ? "[\(letters)]" : "{\(letters)}" }
    return form.kinds.isEmpty ? text : text + " " + ids(form.kinds)
  }

  static func ids(_ kinds: [IrregularityKind]) -> String {
    kinds.map(\.id).joined(separator: ",")
  }

  /// The text of one cell of `verb` under `conjugator`, or what went wrong.
  static func cell(_ conjugator: Conjugator?, _ verb: String, _ id: String) -> String {
    guard let conjugator else { return "(no conjugator)" }
    guard let form = FormPattern.form(id) else { return "(no cell \(id))" }
    switch conjugator.conjugate(verb) {
    case .success(let conjugation):
      guard let irregularities = conjugator.irregularities(of: conjugation) else {
        return "(no irregularities)"
      }
      return of(irregularities.cell(form))
    case .failure(let error): return "(\(error))"
    }
  }
}
