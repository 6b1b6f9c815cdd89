import ConjugarCore

/// The periphrases a run prints after each verb's cells (`-t presente progresivo`: `estoy
/// hablando`), each with its persons, and their forms, which the engine makes from the verb's
/// own conjugation. Empty unless `--tense` names one: the full table has none.
struct PeriphrasisCells {
  let tenses: [(tense: PeriphrasisTense, persons: [Person])]
  let conjugator: Conjugator?

  /// None: what every writer has unless the run names periphrases.
  static let none = PeriphrasisCells(tenses: [], conjugator: nil)

  var isEmpty: Bool { tenses.isEmpty }

  /// The cells of `selection` for a run with vos or without.
  init(_ selection: Selection, includeVos: Bool, conjugator: Conjugator) {
    self.init(tenses: selection.periphrasisCells(includeVos: includeVos), conjugator: conjugator)
  }

  private init(
    tenses: [(tense: PeriphrasisTense, persons: [Person])], conjugator: Conjugator?
  ) {
    self.tenses = tenses
    self.conjugator = conjugator
  }

  /// The forms of `tense` for `person` of the verb `conjugation`, preferred first; empty when
  /// the verb lacks them (no gerund).
  func forms(_ conjugation: Conjugation, _ tense: PeriphrasisTense, _ person: Person) -> [String] {
    conjugator?.periphrasis(
      tense.periphrasis, of: conjugation, tense: tense.tense, person: person) ?? []
  }

  /// Calls `body` with each selected cell of `conjugation` in order and its forms.
  func forEach(
    of conjugation: Conjugation, _ body: (PeriphrasisTense, Person, [String]) -> Void
  ) {
    for (tense, persons) in tenses {
      for person in persons { body(tense, person, forms(conjugation, tense, person)) }
    }
  }
}
