import ConjugarCore

/// The words people use for persons, resolved to ids: `tú`, `él`, `ella`, `usted`, `ustedes`,
/// `nosotras`, `él/ella/usted` as well as the ids of FORMAT.md. Case and accents are ignored.
enum PersonName {
  /// The person `name` stands for, or nil.
  static func resolve(_ name: String) -> Person? {
    index[key(name)]
  }

  /// Every word that names a person, the ids first.
  static let allNames: [String] = Person.allCases.flatMap { [$0.rawValue] + names($0) }

  private static func names(_ person: Person) -> [String] {
    switch person {
    case .yo: ["I"]
    case .tu: ["tú"]
    case .vos: []
    case .el: ["él", "ella", "usted", "ud", "ud.", "él/ella/usted", "él/ella", "he", "she"]
    case .nosotros: ["nosotras", "we"]
    case .vosotros: ["vosotras"]
    case .ellos: ["ellas", "ustedes", "uds", "uds.", "ellos/ellas/ustedes", "ellos/ellas", "they"]
    }
  }

  private static let index: [String: Person] = {
    var index: [String: Person] = [:]
    for person in Person.allCases {
      for name in [person.rawValue] + names(person) { index[key(name)] = person }
    }
    return index
  }()

  private static func key(_ name: String) -> String {
    Accents.fold(name.lowercased()).filter { !$0.isWhitespace }
  }
}
