@testable import ConjugarCore

/// The invariants every verb's irregularities keep, checked over the whole lexicon in the
/// shared pass (`LexiconPass`); each broken one is a line `verb cell form: what`.
enum IrregularityInvariants {
  static func check(
    _ conjugation: Conjugation, _ irregularities: Irregularities, models: [Model]
  ) -> (problems: [String], kinds: Set<IrregularityKind>) {
    var problems: [String] = []
    var kinds = Set<IrregularityKind>()
    var defective = false
    let regular = irregularities.analysis.regular
    for form in Form.all(includeVos: true) {
      let cell = irregularities.cell(form)
      if !cell.kinds.isEmpty { kinds.formUnion(cell.kinds) }
      defective = defective || cell.forms.isEmpty
      var broken: [(String, String)] = []
      if conjugation.isRegular, cell.kinds.contains(where: { $0 != .spellingChange }) {
        broken.append(("", "more than spelling changes in a regular verb"))
      }
      if cell.forms.isEmpty != cell.kinds.contains(.defective) {
        broken.append(("", "defective mismatch"))
      }
      for kind in cell.kinds where !kind.belongs(in: form) {
        broken.append(("", "\(kind.id) out of place"))
      }
      let regularForms = regular.cell(form).forms
      for result in cell.forms {
        if let what = check(result, regular: regularForms.contains(result.text)) {
          broken.append((result.text, what))
        }
      }
      for (text, what) in broken {
        problems.append(
          "\(conjugation.infinitive) \(form.tenseID).\(form.personID) \(text): \(what)")
      }
    }
    if !defective {
      for (kind, promised) in expectedKinds(models) where promised && !kinds.contains(kind) {
        problems.append("\(conjugation.infinitive): its model's rule shows no \(kind.id)")
      }
    }
    return (problems, kinds)
  }

  /// What is wrong with one form's irregularity, if anything.
  private static func check(_ result: FormIrregularity, regular: Bool) -> String? {
    if regular, result.kinds.isEmpty, result.marks.isEmpty { return nil }
    if regular, result.kinds.contains(where: { $0 != .spellingChange }) {
      return "a regular form with \(result.kinds)"
    }
    if !regular, result.kinds.isEmpty || result.marks.isEmpty {
      return "differs from the regular form but is not marked"
    }
    let spelled = result.marks.contains { !$0.isIrregular }
    if result.kinds.contains(.spellingChange) && !spelled {
      return "a spelling change without a mark"
    }
    if result.isIrregular != result.marks.contains(where: \.isIrregular) {
      return "irregular kind and marks disagree"
    }
    var end = 0
    for mark in result.marks {
      if mark.range.isEmpty || mark.range.lowerBound < end {
        return "marks empty or out of order: \(result.marks)"
      }
      end = mark.range.upperBound
    }
    return end > result.text.unicodeScalars.count ? "a mark past the end" : nil
  }

  /// The kinds a verb's models promise by their rules. A literal participle or future stem
  /// promises nothing when it is the regular one (`sido`, podrir's `pudrir` on its own stem).
  private static func expectedKinds(_ models: [Model]) -> [(IrregularityKind, Bool)] {
    let ownParticiple = { (model: Model) in
      model.cells[.nonFinite(.participio)].map { forms in
        forms.contains { !["ado", "ido"].map { model.shape.stem + $0 }.contains($0) }
      } ?? false
    }
    let ownFuture = { (model: Model) in
      let ending = String(model.shape.base.suffix(2))
      return model.futureStem.contains { $0 != (model.stem.first ?? model.shape.stem) + ending }
    }
    return [
      (.stemChange, models.contains { $0.stressed != nil || !$0.stem.isEmpty }),
      (.yoStem, models.contains { !$0.yoStem.isEmpty }),
      (.zcPresent, models.contains(where: \.zc)),
      (.yPresent, models.contains(where: \.y)),
      (.strongPreterite, models.contains { !$0.preteriteStem.isEmpty }),
      (.futureStem, models.contains(where: ownFuture)),
      (.participle, models.contains(where: ownParticiple)),
      (.hiatusAccent, models.contains(where: \.hiatus)),
    ]
  }
}

extension IrregularityKind {
  /// Whether a form of this kind may stand in `form`'s cell.
  fileprivate func belongs(in form: Form) -> Bool {
    let tense: Tense?
    switch form {
    case .nonFinite(let nonFinite):
      if nonFinite == .infinitivo { return false }
      tense = nil
    case .finite(let finite, _): tense = finite
    }
    switch self {
    case .participle: return form == .nonFinite(.participio) || tense?.isCompound == true
    case .gerund: return form == .nonFinite(.gerundio)
    case .futureStem: return tense == .futuro || tense == .condicional
    case .strongPreterite: return form.isPreteriteBased
    case .yoStem, .zcPresent: return form.followsYoStem
    case .imperative:
      return form == .finite(.imperativoAfirmativo, .tu)
        || form == .finite(.imperativoAfirmativo, .vos)
    case .stemChange, .yPresent, .hiatusAccent:
      return tense.map { !$0.isCompound } ?? true
    case .spellingChange, .ownForms, .defective: return true
    }
  }
}
