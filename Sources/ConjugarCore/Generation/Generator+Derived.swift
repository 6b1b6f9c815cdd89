extension Generator {
  /// Sets the model's literal cells that `include` selects, carried over to this verb.
  func applyLiterals(
    to p: inout Paradigm, where include: (Form) -> Bool
  ) throws(ConjugationError) {
    for (cell, literals) in model.cells where include(cell) {
      try self.cell(&p, cell) { p throws(ConjugationError) in
        for literal in literals {
          let mark = p.bytes.count
          try form(Bytes(literal.utf8), into: &p.bytes)
          p.endForm(from: mark)
        }
      }
    }
  }

  /// -ra, -se and future subjunctive from the preterite's third person plural (`tuvie-ron`).
  func deriveImperfectSubjunctives(_ p: inout Paradigm) {
    let ron = Bytes("ron".utf8)
    let bases = p.spanIndices(Form.finite(.preterito, .ellos).slot).compactMap { index in
      let text = p.text(p.spans[index])
      return UTF8Letters.hasSuffix(text, ron) ? Bytes(text.dropLast(3)) : nil
    }
    // nosotros stresses the base's last vowel alike before -ramos, -semos and -remos (two
    // syllables ending in s), so that is worked out once per base.
    let ramos = ClassEndings.imperfectRa[3]
    let stressedBases = bases.map { base in
      if let stressed = Orthography.stressingLastVowel(beforeTwoSyllablesIn: base) {
        return stressed
      }
      var word = ByteArena(capacity: 64)
      Orthography.stressingLastVowel(of: base, then: ramos, into: &word)
      return Bytes(word.bytes.dropLast(ramos.count))
    }
    for (tense, endings) in Self.subjunctiveEndings {
      for (person, ending) in zip(Endings.sixPersons, endings) {
        cell(&p, .finite(tense, person)) { p in
          for base in person == .nosotros ? stressedBases : bases {
            let mark = p.bytes.count
            p.bytes.append(contentsOf: base[...], ending[...])
            p.endForm(from: mark)
          }
        }
      }
    }
  }

  /// a, e, i, o with their acute accent, in UTF-8.
  private static let accented: [UInt8: Bytes] = [
    UInt8(ascii: "a"): Bytes("á".utf8), UInt8(ascii: "e"): Bytes("é".utf8),
    UInt8(ascii: "i"): Bytes("í".utf8), UInt8(ascii: "o"): Bytes("ó".utf8),
  ]

  private static let subjunctiveEndings: [(Tense, [Bytes])] = [
    (.subjuntivoImperfectoRa, ClassEndings.imperfectRa),
    (.subjuntivoImperfectoSe, ClassEndings.imperfectSe),
    (.subjuntivoFuturo, ClassEndings.futureSubjunctive),
  ]

  /// tú from the present, vosotros from the infinitive, vos from vosotros, the rest from the
  /// present subjunctive.
  func deriveImperatives(_ p: inout Paradigm) {
    let base = Bytes(shape.base.utf8).dropLast()
    p.alias(Form.finite(.imperativoAfirmativo, .tu).slot, to: Form.finite(.presente, .el).slot)
    cell(&p, .finite(.imperativoAfirmativo, .vosotros)) { p in
      let mark = p.bytes.count
      p.bytes.append(contentsOf: base)
      p.bytes.append(UInt8(ascii: "d"))
      p.endForm(from: mark)
    }
    cell(&p, .finite(.imperativoAfirmativo, .vos)) { p in
      let mark = p.bytes.count
      // After a stem that closes a syllable, the last vowel (a, e, i, o) is a syllable of its
      // own, the last of two or more: it takes the accent (hablá, comé, viví) without
      // syllabifying.
      let stem = Array(base.dropLast())
      if let last = base.last, let accented = Self.accented[last], Self.endsInClosedSyllable(stem) {
        p.bytes.append(contentsOf: stem)
        p.bytes.append(contentsOf: accented)
      } else {
        Orthography.stressingLastVowel(of: base, then: EmptyCollection(), into: &p.bytes)
      }
      p.endForm(from: mark)
    }
    for person in [Person.el, .nosotros, .ellos] {
      p.alias(
        Form.finite(.imperativoAfirmativo, person).slot,
        to: Form.finite(.subjuntivoPresente, person).slot)
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
