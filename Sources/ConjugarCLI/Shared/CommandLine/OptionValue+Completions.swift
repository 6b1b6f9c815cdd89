import ConjugarCore

extension OptionValue {
  /// The words a shell completes for the value (the ids, and for a tense its one-word names),
  /// each with its meaning; empty when it completes files, models or nothing.
  var completions: [ValueWord] {
    switch self {
    case .none, .number, .path, .model, .text: []
    case .choice(_, let values): values
    case .tense: TenseName.completionWords
    case .mood: Mood.allCases.map { ValueWord($0.rawValue, MoodName.english($0)) }
    case .person: Person.allCases.map { ValueWord($0.rawValue, $0.pronoun) }
    }
  }
}
