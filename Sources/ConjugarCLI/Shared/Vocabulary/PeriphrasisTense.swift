import ConjugarCore

/// A periphrasis learners are taught, in one tense of its auxiliary: what `-t presente
/// progresivo` (`estoy hablando`) or `-t futuro perifrástico` (`voy a hablar`) selects.
///
/// Its id is the periphrasis's name before the auxiliary's tense id:
/// `progresivo.indicativo.presente`, `ir-a.indicativo.imperfecto`.
struct PeriphrasisTense: Hashable, Sendable {
  var periphrasis: Periphrasis
  var tense: Tense

  /// Every periphrasis in every tense of its auxiliary: the progressive in the 18 tenses of
  /// estar that are not imperatives, then ir a + infinitive in the present and the imperfect.
  static let allCases: [PeriphrasisTense] = Periphrasis.allCases.flatMap { periphrasis in
    periphrasis.tenses.map { PeriphrasisTense(periphrasis: periphrasis, tense: $0) }
  }

  /// Reads an id (`progresivo.indicativo.presente`).
  init?(id: String) {
    guard let found = Self.allCases.first(where: { $0.id == id }) else { return nil }
    self = found
  }

  init(periphrasis: Periphrasis, tense: Tense) {
    self.periphrasis = periphrasis
    self.tense = tense
  }

  /// The id's first part: `progresivo`, `ir-a`.
  var prefix: String {
    switch periphrasis {
    case .progressive: "progresivo"
    case .nearFuture: "ir-a"
    }
  }

  /// The canonical id: `progresivo.indicativo.presente`.
  var id: String { "\(prefix).\(tense.rawValue)" }

  /// How it is built: `estar + gerundio`, `ir a + infinitivo`.
  var construction: String {
    switch periphrasis {
    case .progressive: "estar + gerundio"
    case .nearFuture: "ir a + infinitivo"
    }
  }

  /// The name tables print: `estar + gerundio · presente`, `estar + gerundio · presente de
  /// subjuntivo`, `ir a + infinitivo · pretérito imperfecto`.
  var heading: String {
    let name = tense.spanishName
    return "\(construction) · \(tense.mood == .subjuntivo ? name + " de subjuntivo" : name)"
  }
}
