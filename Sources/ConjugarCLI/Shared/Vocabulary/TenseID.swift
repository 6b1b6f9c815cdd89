import ConjugarCore

/// What `--tense` selects and `conjugar info` explains: one of the 20 tenses or one of the
/// three non-finite forms; `--tense` and `check` also take a periphrasis in a tense of its
/// auxiliary (`estoy hablando`), which only they know of.
enum TenseID: Hashable, Sendable {
  case finite(Tense)
  case nonFinite(NonFinite)
  case periphrasis(PeriphrasisTense)

  /// The non-finite forms, then the 20 tenses, in the order of FORMAT.md.
  static let allCases: [TenseID] =
    NonFinite.allCases.map(TenseID.nonFinite) + Tense.allCases.map(TenseID.finite)

  /// Reads a canonical id (`indicativo.presente`, `gerundio`).
  init?(id: String) {
    if let tense = Tense(rawValue: id) {
      self = .finite(tense)
    } else if let nonFinite = NonFinite(rawValue: id) {
      self = .nonFinite(nonFinite)
    } else if let periphrasis = PeriphrasisTense(id: id) {
      self = .periphrasis(periphrasis)
    } else {
      return nil
    }
  }

  /// The canonical id of FORMAT.md.
  var id: String {
    switch self {
    case .finite(let tense): tense.rawValue
    case .nonFinite(let nonFinite): nonFinite.rawValue
    case .periphrasis(let periphrasis): periphrasis.id
    }
  }

  /// Whether it is one of the three non-finite forms.
  var isNonFinite: Bool {
    if case .nonFinite = self { return true }
    return false
  }

  /// The name tables print: `indicativo · presente`, `gerundio`.
  var heading: String {
    switch self {
    case .finite(let tense): tense.heading
    case .nonFinite(let nonFinite): nonFinite.rawValue
    case .periphrasis(let periphrasis): periphrasis.heading
    }
  }
}

extension TenseID {
  /// The tenses of everyday speech and writing, as textbooks teach them first: the
  /// indicative's simple tenses and its perfect tenses (all but the rare pretérito anterior),
  /// the present subjunctive, both imperatives, the gerund and the participle. The quiz's
  /// moderate difficulty asks them, and a deck holds them unless told otherwise.
  static let everyday: [TenseID] =
    [.nonFinite(.gerundio), .nonFinite(.participio)]
    + [
      Tense.presente, .preterito, .imperfecto, .futuro, .condicional, .subjuntivoPresente,
      .imperativoAfirmativo, .imperativoNegativo, .perfecto, .pluscuamperfecto,
      .futuroPerfecto, .condicionalPerfecto,
    ].map(TenseID.finite)
}
