/// The forms of one verb, cell by cell; a cell holds its accepted forms, preferred first, and
/// an empty list when the verb lacks it.
struct Paradigm: Sendable {
  private var slots: [[String]?] = Array(repeating: nil, count: Form.slotCount)

  subscript(form: Form) -> [String]? {
    get { slots[form.slot] }
    set { slots[form.slot] = newValue }
  }

  subscript(tense: Tense, person: Person) -> [String] {
    get { slots[Form.finite(tense, person).slot] ?? [] }
    set { slots[Form.finite(tense, person).slot] = newValue }
  }

  /// Adds the forms of `other` after this paradigm's own, cell by cell, without repeats.
  mutating func merge(_ other: Paradigm) {
    for index in slots.indices {
      guard let extra = other.slots[index] else { continue }
      guard let own = slots[index], !own.isEmpty else {
        slots[index] = extra
        continue
      }
      slots[index] = own + extra.filter { !own.contains($0) }
    }
  }
}

extension Generator {
  /// The simple tenses, imperatives and non-finite forms after this model.
  func paradigm() throws(ConjugationError) -> Paradigm {
    var p = Paradigm()
    let c = shape.verbClass
    let persons = Endings.sixPersons
    // Literal stems are written as they sound before every ending (`yazc`, `hic`): only the
    // rule-built stems take the consonant changes.
    func join(_ stem: String, _ ending: String, literal: Bool = false) -> String {
      Orthography.dropMonosyllableAccent(spelling.join(stem, ending, consonants: !literal))
    }
    func fill(_ tense: Tense, _ stems: (Person) -> [String], _ endings: [String]) {
      for (person, ending) in zip(persons, endings) {
        p[tense, person] = stems(person).map { join($0, ending) }
      }
    }
    let stem = baseStem
    let stressed = stressedStem
    let weak = weakStem
    // Literal stems are the model verb's: forms built on them are carried over whole, so that
    // the accent follows the verb (hice → rehíce).
    func literal(_ stem: String, _ ending: String) throws(ConjugationError) -> String {
      try form(join(stem, ending, literal: true))
    }
    let literalYo = model.yoStem

    p[.nonFinite(.infinitivo)] = [shape.base]
    p[.nonFinite(.gerundio)] = [join(weak, Endings.gerund(c))]
    p[.nonFinite(.participio)] = [join(stem, Endings.participle(c))]

    for (person, ending) in zip(persons, Endings.present(c)) {
      if person == .yo, !literalYo.isEmpty {
        p[.presente, .yo] = try literalYo.map { stem throws(ConjugationError) in
          try literal(stem, ending)
        }
      } else if person == .yo, model.y {
        p[.presente, .yo] = [join(stressed, ending)]
      } else {
        p[.presente, person] = [join(Endings.stemStressed(person) ? stressed : stem, ending)]
      }
    }
    p[.presente, .vos] = [join(stem, Endings.presentVos(c))]

    if !literalYo.isEmpty {
      for (person, ending) in zip(persons, Endings.subjunctive(c)) {
        p[.subjuntivoPresente, person] = try literalYo.map { stem throws(ConjugationError) in
          try literal(stem, ending)
        }
      }
    } else if model.y {
      let unstressed = unstressedYStem
      fill(
        .subjuntivoPresente, { [Endings.stemStressed($0) ? stressed : unstressed] },
        Endings.subjunctive(c))
    } else {
      fill(
        .subjuntivoPresente, { [Endings.stemStressed($0) ? stressed : weak] },
        Endings.subjunctive(c))
    }

    if model.preteriteStem.isEmpty {
      let weakThird = { (person: Person) in [person.isThird ? weak : stem] }
      fill(.preterito, weakThird, Endings.preterite(c))
    } else {
      for (person, index) in zip(persons, persons.indices) {
        p[.preterito, person] = try model.preteriteStem.map { strong throws(ConjugationError) in
          try literal(strong, Endings.strongPreterite(stemEndsInJ: strong.hasSuffix("j"))[index])
        }
      }
    }
    fill(.imperfecto, { _ in [stem] }, Endings.imperfect(c))

    if model.futureStem.isEmpty {
      fill(.futuro, { _ in [shape.futureStem] }, Endings.future)
      fill(.condicional, { _ in [shape.futureStem] }, Endings.conditional)
    } else {
      for (tense, endings) in [(Tense.futuro, Endings.future), (.condicional, Endings.conditional)]
      {
        for (person, ending) in zip(persons, endings) {
          p[tense, person] = try model.futureStem.map { stem throws(ConjugationError) in
            try literal(stem, ending)
          }
        }
      }
    }

    try applyLiterals(to: &p) { !$0.isDerived }
    deriveImperfectSubjunctives(&p)
    deriveImperatives(&p)
    try applyLiterals(to: &p) { $0.isDerived }
    for person in [Person.tu, .el, .nosotros, .vosotros, .ellos] {
      p[.imperativoNegativo, person] = p[.subjuntivoPresente, person].map { "no " + $0 }
    }
    for tense in Tense.allCases
    where !tense.isCompound && tense != .presente
      && tense != .imperativoAfirmativo
    {
      p[tense, .vos] = p[tense, .tu]
    }
    return p
  }

  /// Sets the model's literal cells that `include` selects, carried over to this verb.
  private func applyLiterals(
    to p: inout Paradigm, where include: (Form) -> Bool
  ) throws(ConjugationError) {
    for (cell, literals) in model.cells where include(cell) {
      var forms: [String] = []
      for literal in literals { forms.append(try form(literal)) }
      p[cell] = forms
    }
  }

  /// -ra, -se and future subjunctive from the preterite's third person plural (`tuvie-ron`).
  private func deriveImperfectSubjunctives(_ p: inout Paradigm) {
    let bases = p[.preterito, .ellos].filter { $0.hasSuffix("ron") }.map { String($0.dropLast(3)) }
    let tenses: [(Tense, [String])] = [
      (.subjuntivoImperfectoRa, Endings.imperfectRa),
      (.subjuntivoImperfectoSe, Endings.imperfectSe),
      (.subjuntivoFuturo, Endings.futureSubjunctive),
    ]
    for (tense, endings) in tenses {
      for (person, ending) in zip(Endings.sixPersons, endings) {
        p[tense, person] = bases.map { base in
          person == .nosotros
            ? Orthography.stressingLastVowel(of: base, then: ending) : base + ending
        }
      }
    }
  }

  /// tú from the present, vosotros from the infinitive, vos from vosotros, the rest from the
  /// present subjunctive.
  private func deriveImperatives(_ p: inout Paradigm) {
    let vosotros = String(shape.base.dropLast()) + "d"
    p[.imperativoAfirmativo, .tu] = p[.presente, .el]
    p[.imperativoAfirmativo, .vosotros] = [vosotros]
    p[.imperativoAfirmativo, .vos] = [
      Orthography.stressingLastVowel(of: String(vosotros.dropLast()))
    ]
    for person in [Person.el, .nosotros, .ellos] {
      p[.imperativoAfirmativo, person] = p[.subjuntivoPresente, person]
    }
  }
}

extension Form {
  /// Whether the engine derives the cell from other cells (subjunctive imperfects from the
  /// preterite, imperatives from the present), so a literal for it is applied afterwards.
  var isDerived: Bool {
    guard case .finite(let tense, _) = self else { return false }
    switch tense {
    case .subjuntivoImperfectoRa, .subjuntivoImperfectoSe, .subjuntivoFuturo,
      .imperativoAfirmativo, .imperativoNegativo:
      return true
    default:
      return tense.isCompound
    }
  }
}
