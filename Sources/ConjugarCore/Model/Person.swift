/// A grammatical person, in display order.
///
/// The raw value is the person's canonical id in conjugar's TSV (`yo`, `tu`, `el`): ASCII,
/// stable, and what ``Form/personID`` gives.
public enum Person: String, CaseIterable, Sendable, Codable {
  /// The first person singular: yo.
  case yo
  /// The second person singular: tú.
  case tu
  /// The second person singular of voseo: vos (`vos hablás`).
  case vos
  /// The third person singular: él, ella, usted.
  case el
  /// The first person plural: nosotros, nosotras.
  case nosotros
  /// The second person plural of Spain: vosotros, vosotras.
  case vosotros
  /// The third person plural: ellos, ellas, ustedes.
  case ellos

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

  /// Hashes the person's position in display order, not its id string (what the raw value
  /// would give).
  ///
  /// - Parameter hasher: The hasher to feed.
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
  ///
  /// - Parameter includeVos: Whether to show vos, after tú.
  /// - Returns: Every person, or every person but vos.
  public static func displayed(includeVos: Bool) -> [Person] {
    includeVos ? allCases : withoutVos
  }

  private static let withoutVos = allCases.filter { $0 != .vos }
}
