import BundledTables
import ConjugarCore

/// The bundled conjugator, built once for the whole test run.
let bundled: Conjugator? = try? Conjugator.bundled()

/// The canonical rendering of one cell of `verb` (`frito|freído`, `-`), or an error text.
func cell(_ verb: String, _ tense: Tense, _ person: Person) -> String {
  canonical(verb, .finite(tense, person))
}

func canonical(_ verb: String, _ form: Form) -> String {
  guard let bundled else { return "(no bundled tables)" }
  switch bundled.conjugate(verb) {
  case .success(let conjugation): return conjugation.cell(form).canonical
  case .failure(let error): return "(\(error))"
  }
}
