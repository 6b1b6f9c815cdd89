import ConjugarCore

/// The form in which names are compared: `Presente de Subjuntivo`, `subjuntivo · presente`
/// and `subjuntivo.presente` all give `presente subjuntivo`.
///
/// Case and accents are ignored, anything but letters and digits separates words, filler words
/// (`de`, `the`, `tense`, `mood`, ...) are dropped unless nothing else is left, and the words
/// are sorted, so that Spanish and English word orders meet (`present subjunctive`,
/// `subjunctive present`).
enum NameKey {
  /// Words that never tell two names apart.
  static let fillers: Set<String> = [
    "a", "an", "de", "del", "el", "en", "form", "forma", "formas", "forms", "in", "la", "las",
    "los", "modo", "mood", "of", "tense", "tenses", "the", "tiempo", "tiempos",
  ]

  /// The words of `name` that count, lower case, without accents, in their original order.
  static func words(_ name: String) -> [String] {
    let folded = Accents.fold(name.lowercased())
    let words = folded.split { !$0.isLetter && !$0.isNumber }.map(String.init)
    let meaningful = words.filter { !fillers.contains($0) }
    return meaningful.isEmpty ? words : meaningful
  }

  /// The comparison key of `name`: its words sorted and joined by spaces.
  static func of(_ name: String) -> String {
    words(name).sorted().joined(separator: " ")
  }
}
