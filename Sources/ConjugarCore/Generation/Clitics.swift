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
  /// The pronouns before a verb, each followed by a space and preceded by `no ` for negative
  /// imperatives, in one text; `prefixes[ordinal]` and `negativePrefixes[ordinal]` locate them.
  private static let (prefixText, prefixes, negativePrefixes) = {
    var text: [UInt8] = []
    var prefixes: [Range<Int>] = []
    var negative: [Range<Int>] = []
    for person in Person.allCases {
      let start = text.count
      text += (pronoun(person) + " ").utf8
      prefixes.append(start..<text.count)
      let negativeStart = text.count
      text += ("no " + pronoun(person) + " ").utf8
      negative.append(negativeStart..<text.count)
    }
    return (text, prefixes, negative)
  }()

  /// The most bytes a pronoun puts before a form (`no nos `).
  static let longestPrefix = negativePrefixes.map(\.count).max() ?? 0

  /// Gives every cell of `p` its pronouns; `p` holds the non-pronominal forms. Pronouns after
  /// the verb re-accent it and are written now; those before it are put in when the form is
  /// read (Paradigm+Parts).
  // The tables are read once per verb, not once per cell.
  static func attach(to p: inout Paradigm) {
    let base = p.bytes.count
    p.bytes.append(contentsOf: prefixText)
    let (prefixes, negativePrefixes) = (Self.prefixes, Self.negativePrefixes)
    for form in Form.all(includeVos: true) {
      let slot = form.slot
      guard !p.isEmpty(slot) else { continue }
      switch form {
      case .nonFinite(.gerundio):
        rewrite(&p, slot) { text, bytes in
          Orthography.keepingStress(of: text, suffix: se, into: &bytes)
        }
      case .nonFinite:
        continue
      case .finite(.imperativoAfirmativo, let person):
        rewrite(&p, slot) { text, bytes in enclitic(text, person, into: &bytes) }
      case .finite(let tense, let person):
        let negative = tense == .imperativoNegativo
        let prefix = (negative ? negativePrefixes : prefixes)[person.ordinal]
        p.prefix(
          slot, with: (base + prefix.lowerBound)..<(base + prefix.upperBound),
          skip: negative ? 3 : 0)
      }
    }
  }

  /// Replaces each form of the cell at `slot` by what `body` makes of it.
  private static func rewrite(
    _ p: inout Paradigm, _ slot: Int, _ body: ([UInt8], inout ByteArena) -> Void
  ) {
    let first = p.spans.count
    for index in p.spanIndices(slot) {
      let mark = p.bytes.count
      body(Array(p.text(p.spans[index])), &p.bytes)
      p.endForm(from: mark)
    }
    p.setCell(slot, from: first)
  }

  /// An affirmative imperative with its enclitic: nosotros drops its -s (`lavémonos`),
  /// vosotros its -d (`lavaos`), except `idos`.
  private static func enclitic(_ form: [UInt8], _ person: Person, into bytes: inout ByteArena) {
    let pronoun = pronouns[person.ordinal]
    if person == .vosotros && form.elementsEqual("id".utf8) {
      return bytes.append(utf8: "idos")
    }
    let drop =
      (person == .nosotros && form.last == UInt8(ascii: "s"))
      || (person == .vosotros && form.last == UInt8(ascii: "d"))
    Orthography.keepingStress(of: form, droppingLast: drop ? 1 : 0, suffix: pronoun, into: &bytes)
  }
}
