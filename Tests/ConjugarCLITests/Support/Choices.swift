import ConjugarCore

@testable import ConjugarCLI

/// The valid values of the options that take a fixed set of ids, which the tests check the
/// documentation and the output against.
enum Choices {
  /// Every tense id `--tense` accepts: the non-finite forms, then the 20 tenses.
  static let tenseIDs = NonFinite.allCases.map(\.rawValue) + Tense.allCases.map(\.rawValue)
  static let personIDs = Person.allCases.map(\.rawValue)
  static let moods = Mood.allCases.map(\.rawValue)
  static let formats = OutputFormat.allCases.map(\.rawValue)
  static let colorModes = ColorMode.allCases.map(\.rawValue)
}
