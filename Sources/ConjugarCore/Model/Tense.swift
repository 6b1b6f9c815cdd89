/// A verbal mood.
public enum Mood: String, CaseIterable, Sendable, Codable {
  /// The indicative: what is (`hablo`, `hablé`).
  case indicativo
  /// The subjunctive: what is wished, doubted or supposed (`hable`, `hablara`).
  case subjuntivo
  /// The imperative: commands (`habla`, `no hables`).
  case imperativo
}

/// One of the 20 finite tenses, in display order: the 9 simple ones, the 2 imperatives, then the
/// 9 compound ones.
///
/// The raw value is the tense's canonical id in conjugar's TSV (`indicativo.presente`), what
/// ``Form/tenseID`` gives. Identifiers are ASCII; ``spanishName`` is the RAE's name.
public enum Tense: String, CaseIterable, Sendable, Codable {
  /// Presente de indicativo (`hablo`).
  case presente = "indicativo.presente"
  /// Pretérito perfecto simple (`hablé`).
  case preterito = "indicativo.preterito"
  /// Pretérito imperfecto de indicativo (`hablaba`).
  case imperfecto = "indicativo.imperfecto"
  /// Futuro simple de indicativo (`hablaré`).
  case futuro = "indicativo.futuro"
  /// Condicional simple (`hablaría`).
  case condicional = "indicativo.condicional"
  /// Presente de subjuntivo (`hable`).
  case subjuntivoPresente = "subjuntivo.presente"
  /// Pretérito imperfecto de subjuntivo in -ra (`hablara`).
  case subjuntivoImperfectoRa = "subjuntivo.imperfecto_ra"
  /// Pretérito imperfecto de subjuntivo in -se (`hablase`).
  case subjuntivoImperfectoSe = "subjuntivo.imperfecto_se"
  /// Futuro simple de subjuntivo (`hablare`).
  case subjuntivoFuturo = "subjuntivo.futuro"
  /// The affirmative imperative (`habla`, `hablad`).
  case imperativoAfirmativo = "imperativo.afirmativo"
  /// The negative imperative (`no hables`).
  case imperativoNegativo = "imperativo.negativo"
  /// Pretérito perfecto compuesto (`he hablado`).
  case perfecto = "indicativo.perfecto"
  /// Pretérito pluscuamperfecto de indicativo (`había hablado`).
  case pluscuamperfecto = "indicativo.pluscuamperfecto"
  /// Pretérito anterior (`hube hablado`).
  case anterior = "indicativo.anterior"
  /// Futuro compuesto de indicativo (`habré hablado`).
  case futuroPerfecto = "indicativo.futuro_perfecto"
  /// Condicional compuesto (`habría hablado`).
  case condicionalPerfecto = "indicativo.condicional_perfecto"
  /// Pretérito perfecto compuesto de subjuntivo (`haya hablado`).
  case subjuntivoPerfecto = "subjuntivo.perfecto"
  /// Pretérito pluscuamperfecto de subjuntivo in -ra (`hubiera hablado`).
  case subjuntivoPluscuamperfectoRa = "subjuntivo.pluscuamperfecto_ra"
  /// Pretérito pluscuamperfecto de subjuntivo in -se (`hubiese hablado`).
  case subjuntivoPluscuamperfectoSe = "subjuntivo.pluscuamperfecto_se"
  /// Futuro compuesto de subjuntivo (`hubiere hablado`).
  case subjuntivoFuturoPerfecto = "subjuntivo.futuro_perfecto"

  /// Hashes the tense's position in display order, not its id string (what the raw value
  /// would give).
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

  /// The position of the tense in display order.
  var ordinal: Int {
    switch self {
    case .presente: 0
    case .preterito: 1
    case .imperfecto: 2
    case .futuro: 3
    case .condicional: 4
    case .subjuntivoPresente: 5
    case .subjuntivoImperfectoRa: 6
    case .subjuntivoImperfectoSe: 7
    case .subjuntivoFuturo: 8
    case .imperativoAfirmativo: 9
    case .imperativoNegativo: 10
    case .perfecto: 11
    case .pluscuamperfecto: 12
    case .anterior: 13
    case .futuroPerfecto: 14
    case .condicionalPerfecto: 15
    case .subjuntivoPerfecto: 16
    case .subjuntivoPluscuamperfectoRa: 17
    case .subjuntivoPluscuamperfectoSe: 18
    case .subjuntivoFuturoPerfecto: 19
    }
  }

  /// The mood the tense belongs to.
  public var mood: Mood {
    switch self {
    case .presente, .preterito, .imperfecto, .futuro, .condicional, .perfecto, .pluscuamperfecto,
      .anterior, .futuroPerfecto, .condicionalPerfecto:
      return .indicativo
    case .imperativoAfirmativo, .imperativoNegativo:
      return .imperativo
    default:
      return .subjuntivo
    }
  }

  /// Whether the tense is formed with haber and the participle.
  public var isCompound: Bool { simpleTense != nil }

  /// For a compound tense, the simple tense of its auxiliary haber.
  public var simpleTense: Tense? {
    switch self {
    case .perfecto: .presente
    case .pluscuamperfecto: .imperfecto
    case .anterior: .preterito
    case .futuroPerfecto: .futuro
    case .condicionalPerfecto: .condicional
    case .subjuntivoPerfecto: .subjuntivoPresente
    case .subjuntivoPluscuamperfectoRa: .subjuntivoImperfectoRa
    case .subjuntivoPluscuamperfectoSe: .subjuntivoImperfectoSe
    case .subjuntivoFuturoPerfecto: .subjuntivoFuturo
    default: nil
    }
  }

  /// Whether the tense is one of the two imperatives, which have no `yo`.
  public var isImperative: Bool { mood == .imperativo }

  /// The persons this tense has, in display order: imperatives have no `yo`.
  ///
  /// - Parameter includeVos: Whether to include vos.
  /// - Returns: The persons of the tense's cells.
  public func persons(includeVos: Bool) -> [Person] {
    switch (isImperative, includeVos) {
    case (false, _): Person.displayed(includeVos: includeVos)
    case (true, true): Self.imperativePersonsWithVos
    case (true, false): Self.imperativePersons
    }
  }

  private static let imperativePersonsWithVos = Person.allCases.filter { $0 != .yo }
  private static let imperativePersons = imperativePersonsWithVos.filter { $0 != .vos }

  /// The RAE name of the tense, in Spanish.
  public var spanishName: String {
    switch self {
    case .presente, .subjuntivoPresente: "presente"
    case .preterito: "pretérito perfecto simple"
    case .imperfecto: "pretérito imperfecto"
    case .futuro, .subjuntivoFuturo: "futuro simple"
    case .condicional: "condicional simple"
    case .subjuntivoImperfectoRa: "pretérito imperfecto (-ra)"
    case .subjuntivoImperfectoSe: "pretérito imperfecto (-se)"
    case .imperativoAfirmativo: "imperativo"
    case .imperativoNegativo: "imperativo negativo"
    case .perfecto, .subjuntivoPerfecto: "pretérito perfecto compuesto"
    case .pluscuamperfecto: "pretérito pluscuamperfecto"
    case .anterior: "pretérito anterior"
    case .futuroPerfecto, .subjuntivoFuturoPerfecto: "futuro compuesto"
    case .condicionalPerfecto: "condicional compuesto"
    case .subjuntivoPluscuamperfectoRa: "pretérito pluscuamperfecto (-ra)"
    case .subjuntivoPluscuamperfectoSe: "pretérito pluscuamperfecto (-se)"
    }
  }
}

/// The three non-finite forms; the raw value is the form's canonical id.
public enum NonFinite: String, CaseIterable, Sendable, Codable {
  /// The infinitive (`hablar`, `lavarse`).
  case infinitivo
  /// The gerund (`hablando`, `lavándose`).
  case gerundio
  /// The past participle (`hablado`), which compound tenses take.
  case participio

  var ordinal: Int {
    switch self {
    case .infinitivo: 0
    case .gerundio: 1
    case .participio: 2
    }
  }
}
