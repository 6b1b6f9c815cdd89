/// A verbal mood.
public enum Mood: String, CaseIterable, Sendable, Codable {
  case indicativo, subjuntivo, imperativo
}

/// One of the 20 finite tenses, in display order; the raw value is the canonical id of FORMAT.md.
public enum Tense: String, CaseIterable, Sendable, Codable {
  case presente = "indicativo.presente"
  case preterito = "indicativo.preterito"
  case imperfecto = "indicativo.imperfecto"
  case futuro = "indicativo.futuro"
  case condicional = "indicativo.condicional"
  case subjuntivoPresente = "subjuntivo.presente"
  case subjuntivoImperfectoRa = "subjuntivo.imperfecto_ra"
  case subjuntivoImperfectoSe = "subjuntivo.imperfecto_se"
  case subjuntivoFuturo = "subjuntivo.futuro"
  case imperativoAfirmativo = "imperativo.afirmativo"
  case imperativoNegativo = "imperativo.negativo"
  case perfecto = "indicativo.perfecto"
  case pluscuamperfecto = "indicativo.pluscuamperfecto"
  case anterior = "indicativo.anterior"
  case futuroPerfecto = "indicativo.futuro_perfecto"
  case condicionalPerfecto = "indicativo.condicional_perfecto"
  case subjuntivoPerfecto = "subjuntivo.perfecto"
  case subjuntivoPluscuamperfectoRa = "subjuntivo.pluscuamperfecto_ra"
  case subjuntivoPluscuamperfectoSe = "subjuntivo.pluscuamperfecto_se"
  case subjuntivoFuturoPerfecto = "subjuntivo.futuro_perfecto"

  // Hash by position, not by the id string (what the raw value would give).
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

  /// The persons this tense has (imperatives have no `yo`), in display order.
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

/// The three non-finite forms.
public enum NonFinite: String, CaseIterable, Sendable, Codable {
  case infinitivo, gerundio, participio

  var ordinal: Int {
    switch self {
    case .infinitivo: 0
    case .gerundio: 1
    case .participio: 2
    }
  }
}
