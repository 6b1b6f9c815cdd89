import ConjugarCore

/// The names of the three moods: the ids, and English (`subjuntivo`, `subjunctive`); case
/// and accents are ignored.
enum MoodName {
  /// The mood `name` stands for, or nil.
  static func resolve(_ name: String) -> Mood? {
    let key = Accents.fold(name.lowercased()).trimmingSpaces()
    if let mood = Mood(rawValue: key) { return mood }
    switch key {
    case "indicative": return .indicativo
    case "subjunctive": return .subjuntivo
    case "imperative": return .imperativo
    default: return nil
    }
  }

  static let allNames = Mood.allCases.map(\.rawValue) + Mood.allCases.map(english)

  /// The mood's English name.
  static func english(_ mood: Mood) -> String {
    switch mood {
    case .indicativo: "indicative"
    case .subjuntivo: "subjunctive"
    case .imperativo: "imperative"
    }
  }
}
