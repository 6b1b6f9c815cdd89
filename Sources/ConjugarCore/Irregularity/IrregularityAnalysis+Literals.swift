/// How the forms no rule of the models builds are told apart, and the comparisons the analysis
/// makes.
extension IrregularityAnalysis {
  /// The kinds of a form no rule builds: those of the literal stem it begins with, or of its
  /// cell. A tú imperative that is the present's third person has that form's kinds (`está`).
  func literalKinds(
    _ verb: ArraySlice<Unicode.Scalar>, _ target: Form, _ enclitic: Bool
  ) -> [IrregularityKind] {
    switch target {
    case .nonFinite(.participio): return [.participle]
    case .nonFinite: return [.gerund]
    case .finite(.imperativoAfirmativo, .tu):
      let present = Form.finite(.presente, .el)
      for source in conjugation.cell(present).forms {
        let letters = Array(source.unicodeScalars)
        let word = Array(letters[LetterDiff.lastWordStart(letters)...])
        guard match(verb, word, target, enclitic, stemLength: 0) != nil else { continue }
        let kinds = analyze(source, target: present, regular: regular.cell(present).forms).kinds
        if !kinds.isEmpty { return kinds }
      }
      return [.imperative]
    case .finite(.imperativoAfirmativo, .vos): return [.imperative]
    case .finite(let tense, _):
      if target.isPreteriteBased, strongPreterite { return [.strongPreterite] }
      if target.followsYoStem, begins(verb, yoStems) { return [.yoStem] }
      if tense == .futuro || tense == .condicional, begins(verb, futureStems) {
        return [.futureStem]
      }
      return [.ownForms]
    }
  }

  /// Whether `verb` begins with one of `stems` (folded), ignoring accents.
  func begins(_ verb: ArraySlice<Unicode.Scalar>, _ stems: [Letters]) -> Bool {
    stems.contains { stem in
      verb.count >= stem.count && LetterDiff.sameLetters(verb.prefix(stem.count), stem)
    }
  }

  /// The positions of the hiatus accents by which `verb` differs from `predicted`, when it is
  /// that form but for them; nil when it is not. A pronoun after the verb (`cuéntate`,
  /// `sintámonos`) moves the accent, so such forms are compared without accents.
  func match(
    _ verb: ArraySlice<Unicode.Scalar>, _ predicted: Letters, _ target: Form, _ enclitic: Bool,
    stemLength: Int
  ) -> [Int]? {
    var expected = predicted
    if enclitic {
      if case .finite(_, let person) = target {
        if person == .nosotros, expected.last == "s" { expected.removeLast() }
        if person == .vosotros, expected.last == "d" { expected.removeLast() }
      }
      guard verb.count >= expected.count,
        LetterDiff.sameLetters(verb.prefix(expected.count), expected),
        Self.pronouns.contains(String(String.UnicodeScalarView(verb.dropFirst(expected.count))))
      else { return nil }
    } else if !LetterDiff.sameLetters(verb, expected) {
      return nil
    }
    var accents: [Int] = []
    for (index, (actual, wanted)) in zip(verb, expected).enumerated() where actual != wanted {
      if hiatus, index < stemLength, actual == "í" || actual == "ú" {
        accents.append(index)
      } else if !enclitic {
        return nil
      }
    }
    return accents
  }

  static let pronouns: Set<String> = ["me", "te", "se", "nos", "os"]

  /// The spelling change in `word`, a stem's regular form: where it differs from the stem
  /// followed by the ending.
  static func spelling(_ word: Letters?, _ stem: Letters, _ ending: Letters?) -> Range<Int>? {
    guard let word, let ending else { return nil }
    if LetterDiff.isJoin(word[...], stem, ending) { return nil }
    return LetterDiff.marked(word, against: stem + ending)
  }

  /// The last word of the preferred form of `conjugation`'s cell (its verb, without `no`).
  func word(_ conjugation: Conjugation, _ form: Form) -> Letters? {
    guard let text = conjugation.cell(form).forms.first else { return nil }
    let letters = Array(text.unicodeScalars)
    return Array(letters[LetterDiff.lastWordStart(letters)...])
  }
}

extension Form {
  /// Whether a reflexive pronoun follows the verb in this cell (`lávate`, `lavándose`).
  var takesEnclitics: Bool {
    switch self {
    case .nonFinite(.gerundio), .finite(.imperativoAfirmativo, _): true
    default: false
    }
  }

  /// Whether the cell is the preterite or built on its stem (the imperfect and future
  /// subjunctives).
  var isPreteriteBased: Bool {
    switch self {
    case .finite(.preterito, _), .finite(.subjuntivoImperfectoRa, _),
      .finite(.subjuntivoImperfectoSe, _), .finite(.subjuntivoFuturo, _):
      true
    default: false
    }
  }

  /// Whether the cell is built on the first person present's stem: that person, the present
  /// subjunctive, and the imperatives taken from it.
  var followsYoStem: Bool {
    switch self {
    case .finite(.presente, .yo), .finite(.subjuntivoPresente, _), .finite(.imperativoNegativo, _):
      true
    case .finite(.imperativoAfirmativo, let person):
      person == .el || person == .nosotros || person == .ellos
    default: false
    }
  }
}
