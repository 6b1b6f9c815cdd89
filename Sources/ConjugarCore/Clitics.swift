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

  /// The pronouns as UTF-8, by person ordinal.
  private static let pronouns = Person.allCases.map { [UInt8](pronoun($0).utf8) }
  private static let se = [UInt8]("se".utf8)
  private static let no = [UInt8]("no ".utf8)

  /// Gives every cell of `p` its pronouns; `p` holds the non-pronominal forms.
  static func attach(to p: inout Paradigm) {
    for form in Form.all(includeVos: true) {
      let slot = form.slot
      guard !p.isEmpty(slot), form != .nonFinite(.infinitivo), form != .nonFinite(.participio)
      else { continue }
      let first = p.spans.count
      for index in p.spanIndices(slot) {
        let span = p.spans[index]
        let mark = p.bytes.count
        switch form {
        case .nonFinite:
          let text = Array(p.text(span))
          Orthography.keepingStress(of: text, suffix: se, into: &p.bytes)
        case .finite(.imperativoAfirmativo, let person):
          enclitic(Array(p.text(span)), person, into: &p.bytes)
        case .finite(.imperativoNegativo, let person):
          p.bytes.append(contentsOf: no)
          p.bytes.append(contentsOf: pronouns[person.ordinal])
          p.bytes.append(UInt8(ascii: " "))
          p.appendCopy(of: Paradigm.Span(start: min(span.start + 3, span.end), end: span.end))
        case .finite(_, let person):
          p.bytes.append(contentsOf: pronouns[person.ordinal])
          p.bytes.append(UInt8(ascii: " "))
          p.appendCopy(of: span)
        }
        p.endForm(from: mark)
      }
      p.setCell(slot, from: first)
    }
  }

  /// An affirmative imperative with its enclitic: nosotros drops its -s (`lavémonos`),
  /// vosotros its -d (`lavaos`), except `idos`.
  private static func enclitic(_ form: [UInt8], _ person: Person, into bytes: inout [UInt8]) {
    let pronoun = pronouns[person.ordinal]
    if person == .vosotros && form.elementsEqual("id".utf8) {
      return bytes.append(contentsOf: "idos".utf8)
    }
    let drop =
      (person == .nosotros && form.last == UInt8(ascii: "s"))
      || (person == .vosotros && form.last == UInt8(ascii: "d"))
    Orthography.keepingStress(of: form, droppingLast: drop ? 1 : 0, suffix: pronoun, into: &bytes)
  }
}
