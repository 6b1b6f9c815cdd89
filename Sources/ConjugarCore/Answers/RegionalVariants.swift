extension Conjugation {
  /// The forms a region uses for `form` beside the norm's, which the RAE describes but does
  /// not take as standard: the voseo present subjunctive stressed on its ending, built as the
  /// nosotros form is (partás, tengás, durmás, sepás for partas, tengas, duermas, sepas), as
  /// the Río de la Plata says it, and the negative imperative built on it (no partás, no te
  /// vayás). Empty for every other cell, and where the variant is the normative form (estés).
  ///
  /// - Parameter form: A cell.
  /// - Returns: The regional variants, none of them an accepted form of the cell.
  public func regionalVariants(of form: Form) -> [String] {
    guard case .finite(let tense, .vos) = form,
      tense == .subjuntivoPresente || tense == .imperativoNegativo
    else { return [] }
    let normative = cell(form).forms
    guard !normative.isEmpty else { return [] }
    var variants: [String] = []
    for nosotros in cell(.finite(.subjuntivoPresente, .nosotros)).forms {
      var words = nosotros.split(separator: " ").map(String.init)
      guard let last = words.last, last.hasSuffix("mos") else { continue }
      // nos lavemos: te lavés; the pronouns before the verb are those of vos.
      if words.count > 1, words[words.count - 2] == "nos" { words[words.count - 2] = "te" }
      var bytes = ByteArena(capacity: 64)
      Orthography.stressingLastVowel(
        of: Array(last.utf8.dropLast(3)), then: Array("s".utf8), into: &bytes)
      words[words.count - 1] = String(decoding: bytes.bytes, as: UTF8.self)
      if tense == .imperativoNegativo { words.insert("no", at: 0) }
      let variant = words.joined(separator: " ")
      if !normative.contains(variant), !variants.contains(variant) { variants.append(variant) }
    }
    return variants
  }
}
