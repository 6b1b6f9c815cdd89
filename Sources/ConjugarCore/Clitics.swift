/// The reflexive pronouns of a pronominal verb (`lavarse`) and where they go: before a finite
/// form (`me lavo`, `no te laves`), after an affirmative imperative or a gerund, re-accented
/// (`lávate`, `lavémonos`, `lavaos`, `lavándose`).
enum Clitics {
  static func pronoun(_ person: Person) -> String {
    switch person {
    case .yo: "me"
    case .tu, .vos: "te"
    case .el, .ellos: "se"
    case .nosotros: "nos"
    case .vosotros: "os"
    }
  }

  /// The form with its pronoun for `form`'s cell; `forms` are the non-pronominal forms.
  static func attach(_ forms: [String], to form: Form) -> [String] {
    switch form {
    case .nonFinite(.gerundio):
      return forms.map { Orthography.keepingStress(of: $0, suffix: "se") }
    case .nonFinite:
      return forms
    case .finite(.imperativoAfirmativo, let person):
      return forms.map { enclitic($0, person) }
    case .finite(.imperativoNegativo, let person):
      let prefix = "no " + pronoun(person) + " "
      return forms.map { prefix + $0.dropFirst(3) }
    case .finite(_, let person):
      let prefix = pronoun(person) + " "
      return forms.map { prefix + $0 }
    }
  }

  /// An affirmative imperative with its enclitic: nosotros drops its -s (`lavémonos`),
  /// vosotros its -d (`lavaos`), except `idos`.
  private static func enclitic(_ form: String, _ person: Person) -> String {
    let pronoun = pronoun(person)
    if person == .vosotros && form == "id" { return "idos" }
    let drop =
      (person == .nosotros && form.hasSuffix("s")) || (person == .vosotros && form.hasSuffix("d"))
    return Orthography.keepingStress(of: form, droppingLast: drop ? 1 : 0, suffix: pronoun)
  }
}
