import ConjugarCore

/// Where the Spanish asked is spoken, which decides the persons.
enum QuizRegion: String, CaseIterable, Sendable {
  /// Every person, vosotros included.
  case spain
  /// No vosotros: ustedes is the plural of tú there.
  case latinAmerica = "latin-america"

  /// How the summary names it.
  var name: String {
    switch self {
    case .spain: "Spain"
    case .latinAmerica: "Latin America"
    }
  }

  /// The persons asked, in display order: vos instead of tú when `vos` is on.
  func persons(vos: Bool) -> [Person] {
    Person.allCases.filter { person in
      switch person {
      case .tu: !vos
      case .vos: vos
      case .vosotros: self == .spain
      default: true
      }
    }
  }
}

extension QuizRegion: OptionChoice {
  var meaning: String {
    switch self {
    case .spain: "every person, vosotros included (default)"
    case .latinAmerica: "no vosotros: ustedes is the plural of tú"
    }
  }
}
