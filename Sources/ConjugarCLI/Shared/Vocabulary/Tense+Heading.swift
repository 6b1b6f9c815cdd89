import ConjugarCore

extension Tense {
  /// A heading for tables: mood and tense name (`indicativo · presente`).
  var heading: String { "\(mood.rawValue) · \(spanishName)" }
}
