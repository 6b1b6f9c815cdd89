extension Generator {
  /// The simple tenses, imperatives and non-finite forms after this model.
  func paradigm() throws(ConjugationError) -> Paradigm {
    var p = Paradigm()
    let persons = Endings.sixPersons
    let endings = ClassEndings.of(shape.verbClass)
    let stem = baseStem
    let stressed = stressedStem
    let weak = weakStem
    let literalYo = model.yoStem.map { Bytes($0.utf8) }

    p.set(.nonFinite(.infinitivo), [shape.base])
    cell(&p, .nonFinite(.gerundio)) { join(weak, endings.gerund, into: &$0) }
    cell(&p, .nonFinite(.participio)) { join(stem, endings.participle, into: &$0) }

    for (index, person) in persons.enumerated() {
      let ending = endings.present[index]
      try cell(&p, .finite(.presente, person)) { p throws(ConjugationError) in
        if person == .yo, !literalYo.isEmpty {
          for yo in literalYo { try literal(yo, ending, into: &p) }
        } else if person == .yo, model.y {
          join(stressed, ending, into: &p)
        } else {
          join(Endings.stemStressed(person) ? stressed : stem, ending, into: &p)
        }
      }
    }
    cell(&p, .finite(.presente, .vos)) { join(stem, endings.presentVos, into: &$0) }

    let unstressed = model.y ? unstressedYStem : weak
    for (index, person) in persons.enumerated() {
      let ending = endings.subjunctive[index]
      try cell(&p, .finite(.subjuntivoPresente, person)) { p throws(ConjugationError) in
        if !literalYo.isEmpty {
          for yo in literalYo { try literal(yo, ending, into: &p) }
        } else {
          join(Endings.stemStressed(person) ? stressed : unstressed, ending, into: &p)
        }
      }
    }

    let strong = model.preteriteStem.map { Bytes($0.utf8) }
    for (index, person) in persons.enumerated() {
      try cell(&p, .finite(.preterito, person)) { p throws(ConjugationError) in
        guard !strong.isEmpty else {
          return join(person.isThird ? weak : stem, endings.preterite[index], into: &p)
        }
        for literalStem in strong {
          let j = literalStem.last == UInt8(ascii: "j")
          let ending = (j ? ClassEndings.strongPreteriteJ : ClassEndings.strongPreterite)[index]
          try literal(literalStem, ending, into: &p)
        }
      }
      cell(&p, .finite(.imperfecto, person)) { join(stem, endings.imperfect[index], into: &$0) }
    }

    // The future stem is the infinitive without accents, worked out once (oír → oir).
    let futureStem = model.futureStem.isEmpty ? UTF8Letters.strippingAccents(shape.base.utf8) : nil
    let literalFuture = model.futureStem.map { Bytes($0.utf8) }
    for (tense, all) in [
      (Tense.futuro, ClassEndings.future), (.condicional, ClassEndings.conditional),
    ] {
      for (index, person) in persons.enumerated() {
        try cell(&p, .finite(tense, person)) { p throws(ConjugationError) in
          if let futureStem {
            join(futureStem, all[index], into: &p)
          } else {
            for future in literalFuture { try literal(future, all[index], into: &p) }
          }
        }
      }
    }

    try applyLiterals(to: &p) { !$0.isDerived }
    deriveImperfectSubjunctives(&p)
    deriveImperatives(&p)
    try applyLiterals(to: &p) { $0.isDerived }
    let no = Bytes("no ".utf8)
    for person in [Person.tu, .el, .nosotros, .vosotros, .ellos] {
      let subjunctive = p.spanIndices(Form.finite(.subjuntivoPresente, person).slot)
      cell(&p, .finite(.imperativoNegativo, person)) { p in
        for index in subjunctive {
          let mark = p.bytes.count
          p.bytes.append(contentsOf: no)
          p.appendCopy(of: p.spans[index])
          p.endForm(from: mark)
        }
      }
    }
    for tense in Tense.allCases
    where !tense.isCompound && tense != .presente && tense != .imperativoAfirmativo {
      p.alias(Form.finite(tense, .vos).slot, to: Form.finite(tense, .tu).slot)
    }
    return p
  }

  // MARK: Writing forms

  /// Makes the forms `body` writes (each ended with `endForm`) the cell of `form`.
  func cell<E: Error>(
    _ p: inout Paradigm, _ form: Form, _ body: (inout Paradigm) throws(E) -> Void
  ) throws(E) {
    let first = p.spans.count
    try body(&p)
    p.setCell(form.slot, from: first)
  }

  /// Writes one rule-built form: `stem` and `ending` joined, a monosyllable's tilde dropped.
  func join(_ stem: Bytes, _ ending: Bytes, literal: Bool = false, into p: inout Paradigm) {
    let mark = p.bytes.count
    spelling.join(stem, ending, consonants: !literal, into: &p.bytes)
    // A stem with a vowel that ends in a consonant makes a word of two syllables at least with
    // any ending (each has a vowel), whatever the join does at the seam: no monosyllable,
    // which the stem alone tells.
    if !Self.endsInClosedSyllable(stem) {
      Orthography.dropMonosyllableAccent(in: &p.bytes, from: mark)
    }
    p.endForm(from: mark)
  }

  /// Whether `stem` has a vowel and ends in a consonant other than h: ASCII letters or ñ at
  /// the end, a, e, o or an accented vowel somewhere (not i or u, which may be a glide or
  /// silent, nor y).
  static func endsInClosedSyllable(_ stem: Bytes) -> Bool {
    guard let last = stem.last else { return false }
    let consonant: Bool
    if last < 0x80 {
      switch last {
      case UInt8(ascii: "a"), UInt8(ascii: "e"), UInt8(ascii: "i"), UInt8(ascii: "o"),
        UInt8(ascii: "u"), UInt8(ascii: "h"), UInt8(ascii: "y"):
        consonant = false
      default: consonant = last >= UInt8(ascii: "a") && last <= UInt8(ascii: "z")
      }
    } else {
      consonant = last == 0xB1 && stem.count >= 2 && stem[stem.count - 2] == 0xC3  // ñ
    }
    guard consonant else { return false }
    return stem.contains { byte in
      byte == UInt8(ascii: "a") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "o")
    }
  }

  /// Writes a form built on a literal stem of the model verb: built for the model verb as
  /// written (`yazc`, `hic`: no consonant changes), then carried over whole, so that the accent
  /// follows the verb (hice → rehíce).
  func literal(_ stem: Bytes, _ ending: Bytes, into p: inout Paradigm) throws(ConjugationError) {
    let mark = p.bytes.count
    spelling.join(stem, ending, consonants: false, into: &p.bytes)
    Orthography.dropMonosyllableAccent(in: &p.bytes, from: mark)
    if carriesOver {
      let built = Bytes(p.bytes[mark..<p.bytes.count])
      p.bytes.truncate(to: mark)
      try form(built, into: &p.bytes)
    }
    p.endForm(from: mark)
  }
}
