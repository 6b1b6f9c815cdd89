import ConjugarCore
import Foundation

/// Conjugators over the bundled models and guessing rules with verbs of a test's own, so that a
/// rule is proved on made-up verbs of the class it is about.
enum MadeUpVerbs {
  private static let resources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Resources")

  private static func text(_ name: String) throws -> String {
    try String(contentsOf: resources.appendingPathComponent(name), encoding: .utf8)
  }

  /// A conjugator whose only verbs are `lines` (`infinitive<TAB>models`, sorted) and `haber`.
  static func conjugator(_ lines: [String]) throws -> Conjugator {
    let verbs = (lines + ["haber\thaber"]).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    let table = try VerbTable(
      models: text("models.txt"), verbs: verbs.joined(separator: "\n") + "\n",
      guessing: text("guessing.txt"))
    return try Conjugator(table: table)
  }

  /// The canonical text of one cell of `verb` under `conjugator`, or the error.
  static func cell(
    _ conjugator: Conjugator, _ verb: String, _ form: Form
  ) -> String {
    switch conjugator.conjugate(verb) {
    case .success(let conjugation): conjugation.cell(form).canonical
    case .failure(let error): "(\(error))"
    }
  }
}
