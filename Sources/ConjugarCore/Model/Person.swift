/// A grammatical person, in display order; the raw value is the canonical id of FORMAT.md.
public enum Person: String, CaseIterable, Sendable, Codable {
  case yo, tu, vos, el, nosotros, vosotros, ellos

  /// The subject pronoun shown in tables for people.
  public var pronoun: String {
    switch self {
    case .yo: "yo"
    case .tu: "tú"
    case .vos: "vos"
    case .el: "él/ella/usted"
    case .nosotros: "nosotros"
    case .vosotros: "vosotros"
    case .ellos: "ellos/ellas/ustedes"
    }
  }

  // Hash by position, not by the id string (what the raw value would give).
  public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

  /// The position of the person in display order.
  var ordinal: Int {
    switch self {
    case .yo: 0
    case .tu: 1
    case .vos: 2
    case .el: 3
    case .nosotros: 4
    case .vosotros: 5
    case .ellos: 6
    }
  }

  /// Whether the person is third person (él, ellos).
  public var isThird: Bool { self == .el || self == .ellos }

  /// The persons shown for a table, in display order.
  public static func displayed(includeVos: Bool) -> [Person] {
    includeVos ? allCases : withoutVos
  }

  private static let withoutVos = allCases.filter { $0 != .vos }
}
