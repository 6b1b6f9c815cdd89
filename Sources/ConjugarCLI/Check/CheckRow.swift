import ConjugarCore

/// One row to check: the verb as written, the cell it names, and its answer field as checked.
struct CheckRow: Equatable {
  var line: Int
  var verb: String
  var tense: CellNames.TenseReading
  /// Nil for a non-finite form.
  var person: Person?
  /// The answer field, markup left out (AnswerField).
  var answer: String

  /// The periphrasis the row names (`estoy hablando`), whose auxiliary's cell is `cells`.
  var periphrasis: PeriphrasisTense? {
    if case .periphrasis(let periphrasis) = tense.id { return periphrasis }
    return nil
  }

  /// The cells the row names: one, or the -ra and -se cells when it names neither.
  var cells: [Form] {
    switch tense.id {
    case .nonFinite(let form): return [.nonFinite(form)]
    case .periphrasis(let periphrasis): return [.finite(periphrasis.tense, person ?? .yo)]
    case .finite(let tense):
      let person = person ?? .yo
      guard self.tense.eitherEnding else { return [.finite(tense, person)] }
      let other: Tense =
        tense == .subjuntivoImperfectoRa ? .subjuntivoImperfectoSe : .subjuntivoPluscuamperfectoSe
      return [.finite(tense, person), .finite(other, person)]
    }
  }
}
