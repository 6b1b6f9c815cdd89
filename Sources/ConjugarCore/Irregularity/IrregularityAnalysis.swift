/// What one verb's forms are compared with, built once per verb from what the tables say: the
/// regular conjugation of its class, the stems its models' rules build, and its literal stems.
///
/// A form of the regular conjugation is regular; it shows a spelling change where a spelling
/// rule rewrote the stem plus the class's ending (`saqué` for `sac` + `é`). Any other form is
/// explained by the first rule whose forms it is (a changed stem, a y, zc, a hiatus accent),
/// else by the literal stem or cell it comes from, which the cell tells apart (a strong
/// preterite, a future stem, a participle, an imperative, a gerund, forms of its own).
final class IrregularityAnalysis: Sendable {
  typealias Letters = LetterDiff.Letters

  let conjugation: Conjugation
  let shape: VerbShape
  let stem: Letters
  /// The verb under its class's regular model, pronouns included.
  let regular: Conjugation
  /// Stems the models' rules build, the verb's own first, each with the plain regular
  /// conjugation on it, whose spelling rules are those of the verb.
  let stems: [(stem: RuleStem, letters: Letters, forms: Conjugation)]
  let endings: RegularEndings
  let zcStem: Letters?
  let hiatus: Bool
  let yoStems: [Letters]
  let futureStems: [Letters]
  let preteriteStems: [Letters]
  let strongPreterite: Bool

  init?(conjugation: Conjugation, conjugator: Conjugator) {
    guard let shape = VerbShape(conjugation.infinitive),
      let regular = Self.isRegular(conjugation, shape)
        ? conjugation : conjugator.regularConjugation(of: shape.infinitive),
      let plain = shape.isReflexive ? conjugator.regularConjugation(of: shape.base) : regular,
      let endings = RegularEndings.of(shape.verbClass, in: conjugator)
    else { return nil }
    let models = conjugation.models.compactMap { try? Conjugator.model($0, conjugator.table) }
    var ruleStems: [RuleStem] = []
    for model in models {
      for stem in RuleStem.stems(of: model, for: shape)
      where !stem.kinds.isEmpty && !ruleStems.contains(stem) {
        ruleStems.append(stem)
      }
    }
    self.conjugation = conjugation
    self.shape = shape
    self.stem = Array(shape.stem.unicodeScalars)
    self.regular = regular
    let own = RuleStem(letters: shape.stem, kinds: [], marks: [])
    self.stems =
      [(own, stem, plain)]
      + ruleStems.compactMap { rule in
        conjugator.regularConjugation(of: rule.infinitive(shape.verbClass)).map {
          (rule, Array(rule.letters.unicodeScalars), $0)
        }
      }
    self.endings = endings
    zcStem =
      models.contains(where: \.zc) ? RuleStem.zcStem(of: shape.stem).map(Self.unaccented) : nil
    hiatus = models.contains(where: \.hiatus)
    let carried = { (literals: (Model) -> [String]) in
      models.flatMap { model in
        literals(model).compactMap { RuleStem.carry($0, of: model, to: shape).map(Self.unaccented) }
      }
    }
    yoStems = carried(\.yoStem)
    futureStems = carried(\.futureStem)
    preteriteStems = carried(\.preteriteStem)
    strongPreterite = models.contains { !$0.preteriteStem.isEmpty }
  }

  /// Whether the conjugation is that of its class's regular model and nothing else, which
  /// `Conjugator.regularConjugation(of:)` would build again.
  private static func isRegular(_ conjugation: Conjugation, _ shape: VerbShape) -> Bool {
    conjugation.isRegular && conjugation.models == [Conjugator.regularModel(shape.verbClass)]
  }

  private static func unaccented(_ text: String) -> Letters {
    text.unicodeScalars.map(Orthography.stripAccent)
  }

  func cell(_ form: Form) -> CellIrregularity {
    let forms = conjugation.cell(form).forms
    let regularForms = regular.cell(form).forms
    guard !forms.isEmpty else {
      return CellIrregularity(
        form: form, forms: [], kinds: regularForms.isEmpty ? [] : [.defective])
    }
    // A compound tense differs from the regular one only where its participle does.
    var target = form
    if case .finite(let tense, _) = form, tense.isCompound { target = .nonFinite(.participio) }
    let results = forms.map { analyze($0, target: target, regular: regularForms) }
    let kinds = results.count == 1 ? results[0].kinds : Set(results.flatMap(\.kinds)).sorted()
    return CellIrregularity(form: form, forms: results, kinds: kinds)
  }

  func analyze(_ text: String, target: Form, regular: [String]) -> FormIrregularity {
    if target == .nonFinite(.infinitivo) { return FormIrregularity(text, kinds: [], irregular: []) }
    let letters = Array(text.unicodeScalars)
    let offset = LetterDiff.lastWordStart(letters)
    let verb = letters[offset...]
    let enclitic = shape.isReflexive && target.takesEnclitics
    if regular.contains(text) {
      // The verb word is the plain regular form, but where a pronoun follows it.
      let ending = endings[target]
      if !enclitic, let ending, LetterDiff.isJoin(verb, stem, ending) {
        return FormIrregularity(text, kinds: [], irregular: [])
      }
      let plain = enclitic ? word(stems[0].forms, target) : Array(verb)
      let spelling = Self.spelling(plain, stem, ending)
      return FormIrregularity(text, kinds: [], irregular: [], spelling: spelling?.shifted(offset))
    }
    // A strong preterite's stem makes the forms built on it (vinieron, not a weak vin-).
    if !(target.isPreteriteBased && begins(verb, preteriteStems)),
      let built = ruleForm(text, verb, offset, target, enclitic)
    {
      return built
    }
    let mark = regular.first.flatMap {
      LetterDiff.marked(letters, against: Array($0.unicodeScalars))
    }
    return FormIrregularity(
      text, kinds: literalKinds(verb, target, enclitic), irregular: [mark ?? 0..<letters.count])
  }

  /// The form as a stem its models' rules build gives it, with the kinds of that stem, or nil
  /// when no rule builds it.
  private func ruleForm(
    _ text: String, _ verb: ArraySlice<Unicode.Scalar>, _ offset: Int, _ target: Form,
    _ enclitic: Bool
  ) -> FormIrregularity? {
    for (rule, stemLetters, forms) in stems {
      guard let predicted = word(forms, target),
        let accents = match(verb, predicted, target, enclitic, stemLength: stemLetters.count)
      else { continue }
      let kinds = rule.kinds + (accents.isEmpty ? [] : [.hiatusAccent])
      guard !kinds.isEmpty else { continue }
      return FormIrregularity(
        text, kinds: kinds, irregular: rule.marks.map { $0.shifted(offset) },
        orthographic: accents.map { (offset + $0)..<(offset + $0 + 1) },
        spelling: Self.spelling(predicted, stemLetters, endings[target])?.shifted(offset))
    }
    guard let zc = zcStem, let plain = word(stems[0].forms, target), plain.count > stem.count
    else { return nil }
    let predicted = zc + plain.dropFirst(stem.count)
    guard match(verb, predicted, target, enclitic, stemLength: zc.count) != nil else { return nil }
    let mark = (offset + zc.count - 2)..<(offset + zc.count)
    return FormIrregularity(text, kinds: [.zcPresent], irregular: [mark])
  }
}
