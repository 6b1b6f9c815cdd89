import ConjugarCore

extension Tense {
  /// A heading for tables: mood and tense name (`indicativo · presente`); an imperative's name
  /// says its mood already (`imperativo afirmativo`, `imperativo negativo`), never
  /// "imperativo · imperativo".
  var heading: String {
    switch self {
    case .imperativoAfirmativo: "imperativo afirmativo"
    case .imperativoNegativo: "imperativo negativo"
    default: "\(mood.rawValue) · \(spanishName)"
    }
  }
}
