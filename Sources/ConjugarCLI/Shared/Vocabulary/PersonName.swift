import ConjugarCore

/// The words people use for persons, resolved to ids: `tú`, `él`, `ella`, `usted`, `ustedes`,
/// `nosotras`, `él/ella/usted`, `1ª persona plural`, `we`, `you (pl.)` as well as the ids of
/// FORMAT.md. Case, accents, spaces and punctuation are ignored.
enum PersonName {
  /// The person `name` stands for, or nil.
  static func resolve(_ name: String) -> Person? {
    index[key(name)]
  }

  /// Every word that names a person, the ids first.
  static let allNames: [String] = Person.allCases.flatMap { [$0.rawValue] + names($0) }

  /// The labels answer keys use, in words (`check` says them when a label is not read).
  static let known =
    "yo, tú, vos, él/ella/usted (Ud.), nosotros/nosotras, vosotros/vosotras, "
    + "ellos/ellas/ustedes (Uds.), 1ª persona singular ... 3ª persona plural (1sg ... 3pl), "
    + "I, you, he/she, we, you (pl.), they"

  private static func names(_ person: Person) -> [String] {
    let own: [String] =
      switch person {
      case .yo: ["I", "me"]
      case .tu: ["tú", "you", "you (sing.)", "you (sg.)", "you (informal)", "you (fam.)"]
      case .vos: ["voseo"]
      case .el:
        [
          "él", "ella", "usted", "ud", "ud.", "vd", "vd.", "él/ella/usted", "él/ella",
          "él/ella/ud.", "él, ella, usted", "he", "she", "it", "he/she", "he/she/it",
          "he/she/you (formal)", "you (formal)",
        ]
      case .nosotros: ["nosotras", "nosotros/nosotras", "nosotros/as", "nosotros(as)", "we"]
      case .vosotros:
        [
          "vosotras", "vosotros/vosotras", "vosotros/as", "vosotros(as)", "you (pl.)",
          "you (pl)", "you (plural)", "you all", "y'all", "you (pl. informal)",
        ]
      case .ellos:
        [
          "ellas", "ustedes", "uds", "uds.", "vds", "vds.", "ellos/ellas/ustedes", "ellos/ellas",
          "ellos/as", "ellos, ellas, ustedes", "they", "they/you all", "you (pl. formal)",
        ]
      }
    return own + ordinalNames(person)
  }

  /// `1ª persona singular`, `primera persona del plural`, `1st person plural`, `3pl`...
  private static func ordinalNames(_ person: Person) -> [String] {
    let place: (Int, Bool)? =
      switch person {
      case .yo: (1, false)
      case .tu: (2, false)
      case .el: (3, false)
      case .nosotros: (1, true)
      case .vosotros: (2, true)
      case .ellos: (3, true)
      case .vos: nil
      }
    guard let (number, plural) = place else { return [] }
    let ordinals: [String] =
      ["\(number)", "\(number)ª", "\(number)a", "\(number).ª", "\(number).a", "\(number)º"]
      + [["primera", "segunda", "tercera"][number - 1], ["first", "second", "third"][number - 1]]
      + [["1st", "2nd", "3rd"][number - 1]]
    let counts = plural ? ["plural", "pl", "pl.", "p"] : ["singular", "sing", "sing.", "sg", "s"]
    var names: [String] = []
    for ordinal in ordinals {
      for count in counts {
        names += [
          "\(ordinal) persona \(count)", "\(ordinal) persona del \(count)",
          "\(ordinal) person \(count)", "\(ordinal) \(count)", "\(ordinal)\(count)",
          "\(ordinal) person \(count == "p" ? "pl" : count)",
        ]
      }
    }
    return names
  }

  private static let index: [String: Person] = {
    var index: [String: Person] = [:]
    for person in Person.allCases {
      for name in [person.rawValue] + names(person) { index[key(name)] = person }
    }
    return index
  }()

  /// The letters and digits of `name`, lower case and accents aside: spaces and punctuation
  /// count for nothing (`you (pl.)`, `you (pl` as a field's trimming leaves it, `youpl`).
  private static func key(_ name: String) -> String {
    Accents.fold(name.lowercased()).filter { $0.isLetter || $0.isNumber }
  }
}
