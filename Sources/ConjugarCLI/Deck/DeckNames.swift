import ConjugarCore

/// How a deck's prompts name cells: persons as learners say them (`yo`, `él/ella/usted`) and
/// tenses by their Spanish names with their mood (`presente de indicativo`, `pretérito
/// imperfecto de subjuntivo (-ra)`, `imperativo negativo`).
enum DeckNames {
  /// The name of `form`'s tense, or of the non-finite form.
  static func tense(_ form: Form) -> String {
    guard case .finite(let tense, _) = form else { return form.tenseID }
    switch tense.mood {
    case .imperativo:
      return tense == .imperativoNegativo ? "imperativo negativo" : "imperativo afirmativo"
    case .indicativo, .subjuntivo:
      var name = tense.spanishName
      var variant = ""
      for ending in [" (-ra)", " (-se)"] where name.hasSuffix(ending) {
        name.removeLast(ending.count)
        variant = ending
      }
      return "\(name) de \(tense.mood.rawValue)\(variant)"
    }
  }

  /// The person of `form` as learners say it, nil for a non-finite form.
  static func person(_ form: Form) -> String? {
    guard case .finite(_, let person) = form else { return nil }
    return person.pronoun
  }
}
