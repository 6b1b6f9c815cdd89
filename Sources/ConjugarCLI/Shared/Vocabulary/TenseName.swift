import ConjugarCore

/// The names people use for tenses, in Spanish and English, and their resolution to ids:
/// `presente de subjuntivo`, `present subjunctive` and `subjuntivo.presente` all name
/// `subjuntivo.presente`; a name without a mood means the indicative (`presente`, `future`).
///
/// Besides the names listed here, every id and every heading the table prints
/// (`indicativo · pretérito perfecto simple`) resolves, with or without accents.
enum TenseName {
  /// The tense or non-finite form `name` refers to, or nil.
  static func resolve(_ name: String) -> TenseID? {
    index[NameKey.of(name)]
  }

  /// The ids of the three tenses whose names come closest to `name`, closest first.
  static func closest(to name: String, count: Int = 3) -> [String] {
    guard Suggestions.isPlausible(name) else { return [] }
    let query = Array(NameKey.of(name).unicodeScalars)
    var best: [(distance: Int, order: Int, id: TenseID)] = []
    for (order, id) in everyID.enumerated() {
      let (spanish, english) = names(id)
      let distances = (allNames(id) + spanish + english).map { candidate in
        let scalars = Array(NameKey.of(candidate).unicodeScalars)
        let limit = max(query.count, scalars.count)
        return EditDistance.distance(query, scalars, limit: limit) ?? limit
      }
      best.append((distances.min() ?? .max, order, id))
    }
    best.sort { ($0.distance, $0.order) < ($1.distance, $1.order) }
    return best.prefix(count).map(\.id.id)
  }

  /// The names of `id` worth showing besides its heading: Spanish, then English, each with
  /// its mood where one is needed (`presente de subjuntivo`, `present subjunctive`).
  static func displayNames(_ id: TenseID) -> [String] {
    let (spanish, english) = names(id)
    switch mood(id) {
    case .subjuntivo?:
      return spanish.map { $0 + " de subjuntivo" } + english.map { $0 + " subjunctive" }
    default:
      return spanish + english
    }
  }

  /// The English names among `displayNames(id)`, so that a reader is told which are
  /// English: the gerundio is a "present participle" only in English grammars.
  static func englishDisplayNames(_ id: TenseID) -> [String] {
    let english = names(id).english
    return mood(id) == .subjuntivo ? english.map { $0 + " subjunctive" } : english
  }

  /// Every name that resolves to `id`: its id, its heading, its display names and, for the
  /// indicative, its names with the mood added.
  static func allNames(_ id: TenseID) -> [String] {
    var result = [id.id, id.heading] + displayNames(id)
    if mood(id) == .indicativo {
      let (spanish, english) = names(id)
      result += spanish.map { $0 + " de indicativo" } + english.map { $0 + " indicative" }
    }
    return result
  }

  /// How completions describe `id`: its Spanish name with its mood, then its English name,
  /// `presente de indicativo (present)`, `gerundio (gerund)`.
  static func description(_ id: TenseID) -> String {
    let (spanish, english) = names(id)
    let (moodSpanish, moodEnglish) =
      switch mood(id) {
      case .indicativo?: (" de indicativo", "")
      case .subjuntivo?: (" de subjuntivo", " subjunctive")
      default: ("", "")
      }
    return "\(spanish[0])\(moodSpanish) (\(english[0])\(moodEnglish))"
  }

  /// Keys claimed by two different ids; empty unless the lists below contradict themselves.
  static func ambiguousKeys() -> [String] {
    var seen: [String: TenseID] = [:]
    var ambiguous: [String] = []
    for id in everyID {
      for name in allNames(id) {
        let key = NameKey.of(name)
        if let other = seen[key], other != id { ambiguous.append(key) }
        seen[key] = seen[key] ?? id
      }
    }
    return ambiguous
  }

  /// The 23 tenses and forms, then the periphrases, which only `--tense` and `check` name.
  static let everyID: [TenseID] =
    TenseID.allCases + PeriphrasisTense.allCases.map(TenseID.periphrasis)

  private static let index: [String: TenseID] = {
    var index: [String: TenseID] = [:]
    for id in everyID {
      for name in allNames(id) where index[NameKey.of(name)] == nil {
        index[NameKey.of(name)] = id
      }
    }
    return index
  }()

  private static func mood(_ id: TenseID) -> Mood? {
    switch id {
    case .finite(let tense): tense.mood
    case .periphrasis(let periphrasis): periphrasis.tense.mood
    case .nonFinite: nil
    }
  }

  /// Names without their mood: Spanish (RAE first, then older or Bello's names), English.
  private static func names(_ id: TenseID) -> (spanish: [String], english: [String]) {
    switch id {
    case .nonFinite(.infinitivo): (["infinitivo"], ["infinitive"])
    case .nonFinite(.gerundio): (["gerundio"], ["gerund", "present participle"])
    case .nonFinite(.participio):
      (["participio", "participio pasado"], ["participle", "past participle"])
    case .finite(let tense): names(tense)
    case .periphrasis(let periphrasis): names(periphrasis)
    }
  }

  /// A periphrasis's names: the progressive's are its tense's with `progresivo`,
  /// `progressive` or `continuous` (`presente progresivo`, `past continuous`); ir a +
  /// infinitive has names of its own (`futuro perifrástico`, `near future`).
  private static func names(_ periphrasis: PeriphrasisTense) -> (
    spanish: [String], english: [String]
  ) {
    switch (periphrasis.periphrasis, periphrasis.tense) {
    case (.progressive, let tense):
      let (spanish, english) = names(tense)
      var names = (
        spanish: spanish.map { $0 + " progresivo" },
        english: english.flatMap { [$0 + " progressive", $0 + " continuous"] }
      )
      switch tense {
      case .presente:
        names.spanish += ["progresivo", "estar + gerundio"]
        names.english += ["progressive", "continuous"]
      case .imperfecto:
        names.english += ["past progressive", "past continuous"]
      default: break
      }
      return names
    case (.nearFuture, .imperfecto):
      return (
        [
          "futuro perifrástico en imperfecto", "futuro perifrástico del pasado",
          "imperfecto de ir a + infinitivo", "iba a + infinitivo",
        ],
        ["near future in the past", "past near future", "was going to"]
      )
    case (.nearFuture, _):
      return (
        ["futuro perifrástico", "futuro próximo", "ir a + infinitivo"],
        ["near future", "periphrastic future", "informal future", "going to future", "going to"]
      )
    }
  }

  private static func names(_ tense: Tense) -> (spanish: [String], english: [String]) {
    switch tense {
    case .presente: (["presente"], ["present", "simple present"])
    case .subjuntivoPresente: (["presente"], ["present"])
    case .preterito:
      (
        ["pretérito perfecto simple", "pretérito indefinido", "indefinido", "pretérito"],
        ["preterite", "preterit", "simple past", "past simple"]
      )
    case .imperfecto:
      (["pretérito imperfecto", "imperfecto", "copretérito"], ["imperfect", "past imperfect"])
    case .futuro: (["futuro simple", "futuro", "futuro imperfecto"], ["future", "simple future"])
    case .condicional:
      (
        ["condicional simple", "condicional", "pospretérito", "potencial"],
        ["conditional", "simple conditional"]
      )
    case .subjuntivoImperfectoRa:
      (
        [
          "pretérito imperfecto (-ra)", "pretérito imperfecto", "imperfecto", "pretérito",
          "imperfecto (-ra)",
        ],
        ["imperfect", "past", "imperfect (-ra)"]
      )
    case .subjuntivoImperfectoSe:
      (["pretérito imperfecto (-se)", "imperfecto (-se)"], ["imperfect (-se)"])
    case .subjuntivoFuturo: (["futuro simple", "futuro"], ["future"])
    case .imperativoAfirmativo:
      (
        ["imperativo", "imperativo afirmativo"],
        ["imperative", "affirmative imperative", "command", "commands"]
      )
    case .imperativoNegativo:
      (["imperativo negativo"], ["negative imperative", "negative command", "negative commands"])
    case .perfecto, .subjuntivoPerfecto:
      (
        [
          "pretérito perfecto compuesto", "pretérito perfecto", "perfecto", "antepresente",
          "perfecto compuesto",
        ],
        ["present perfect", "perfect"]
      )
    case .pluscuamperfecto:
      (
        ["pretérito pluscuamperfecto", "pluscuamperfecto", "antecopretérito"],
        ["pluperfect", "past perfect"]
      )
    case .subjuntivoPluscuamperfectoRa:
      (
        [
          "pretérito pluscuamperfecto (-ra)", "pretérito pluscuamperfecto", "pluscuamperfecto",
          "antepretérito", "pluscuamperfecto (-ra)",
        ],
        ["pluperfect", "past perfect", "pluperfect (-ra)"]
      )
    case .subjuntivoPluscuamperfectoSe:
      (["pretérito pluscuamperfecto (-se)", "pluscuamperfecto (-se)"], ["pluperfect (-se)"])
    case .anterior:
      (
        ["pretérito anterior", "antepretérito", "anterior"], ["past anterior", "preterite perfect"]
      )
    case .futuroPerfecto, .subjuntivoFuturoPerfecto:
      (["futuro compuesto", "futuro perfecto", "antefuturo"], ["future perfect"])
    case .condicionalPerfecto:
      (
        ["condicional compuesto", "condicional perfecto", "antepospretérito"],
        ["conditional perfect", "perfect conditional"]
      )
    }
  }
}
