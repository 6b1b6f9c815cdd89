extension Conjugator {
  /// The explanation of a periphrasis (`estoy diciendo`): the auxiliary's form, and the
  /// gerund or infinitive explained as its own cell (the irregular gerund of decir).
  func explanation(of analysis: Analysis, _ periphrasis: Periphrasis, alikeCount: Int)
    -> FormExplanation?
  {
    guard let shape = VerbShape(analysis.infinitive),
      let verb = try? conjugate(shape.base).get()
    else { return nil }
    let nonFinite: NonFinite = periphrasis == .progressive ? .gerundio : .infinitivo
    let auxiliaryVerb = periphrasis == .progressive ? "estar" : "ir"
    guard let word = verb.cell(.nonFinite(nonFinite)).forms.first,
      let helper = (try? conjugate(auxiliaryVerb).get())?.cell(analysis.form).forms.first
    else { return nil }
    let reading = Analysis(
      infinitive: shape.base, form: .nonFinite(nonFinite), matched: word, exact: true,
      isVos: false, isGuessed: analysis.isGuessed)
    guard let inner = explanation(of: reading, alikeCount: alikeCount) else { return nil }
    var explanation = FormExplanation(
      infinitive: analysis.infinitive, form: analysis.form, text: analysis.matched,
      models: inner.models, isGuessed: inner.isGuessed, isRegularVerb: inner.isRegularVerb,
      stem: nil, ending: nil, regularForm: inner.regularForm,
      auxiliary: periphrasis == .progressive ? helper : helper + " a", participle: word,
      irregularity: inner.irregularity, alike: inner.alike)
    explanation.periphrasis = periphrasis
    return explanation
  }
}
