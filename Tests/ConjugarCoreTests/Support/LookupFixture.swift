import BundledTables
import ConjugarCore

/// One lookup over the bundled tables, built once and shared by the lookup tests.
enum LookupFixture {
  static let lookup: Lookup? = bundled.map {
    Lookup(conjugator: $0, speller: VerbSpeller(table: $0.table, words: .bundled()))
  }

  /// Each analysis as `infinitive tense person`, with `vos` marked and pronouns after a `+`.
  static func readings(_ analyses: [Analysis]) -> [String] {
    analyses.map { analysis in
      let clitics = analysis.clitics.isEmpty ? "" : " +" + analysis.clitics.joined(separator: ",")
      let exact = analysis.exact ? "" : " ~"
      return "\(analysis.infinitive) \(analysis.form.tenseID) \(analysis.form.personID)"
        + clitics + exact
    }
  }
}
