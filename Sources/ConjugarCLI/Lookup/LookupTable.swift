import ConjugarCore

/// A looked-up form for people: the form, then for each reading the verb and its form as the
/// tables write it (attached or preceding pronouns named, a match only without accents
/// marked), the mood, tense and person in words, and their ids:
///
///     dímelo
///       decir: di + me, lo
///         imperativo, tú
///         imperativo.afirmativo tu
///
/// Readings meant far more rarely than the first (`dime`: dimir beside decir) are left out, and
/// a line says how many, unless `allReadings`. On a terminal a last line offers the command
/// that prints the verbs' tables.
enum LookupTable {
  static func lines(
    _ lookup: LookupResult, style: TextStyle, offersTables: Bool, allReadings: Bool = false
  ) -> String {
    var text = style.heading(lookup.query) + "\n"
    let shown = lookup.analyses.indices.filter {
      allReadings || !lookup.isRare.indices.contains($0) || !lookup.isRare[$0]
    }.map { lookup.analyses[$0] }
    for analysis in shown {
      let gloss = lookup.glosses[analysis.infinitive].map { " (\($0))" } ?? ""
      text += "  \(analysis.infinitive)\(gloss): \(written(analysis))\n"
      text += "    \(description(analysis))\n"
      if let person = analysis.person {
        text += "    " + style.detail("\(analysis.tenseID) \(person.rawValue)") + "\n"
      }
    }
    let hidden = lookup.analyses.count - shown.count
    if hidden > 0 {
      let readings = hidden == 1 ? "1 rarer reading" : "\(hidden) rarer readings"
      text += style.detail("  (\(readings) left out; --all-readings shows every one)") + "\n"
    }
    if offersTables {
      var verbs: [String] = []
      for analysis in shown where !verbs.contains(analysis.infinitive) {
        verbs.append(analysis.infinitive)
      }
      let label = verbs.count == 1 ? "the table" : "the tables"
      let command = "conjugar " + verbs.joined(separator: " ")
      text += "\n" + style.detail("  to see \(label): \(command)") + "\n"
    }
    return text
  }

  /// The cell's form, its pronouns, whether the accents differ and whether the verb was
  /// guessed: `di + me, lo`, `habló (accents differ)`, `tuiteo (not in the tables)`.
  static func written(_ analysis: Analysis) -> String {
    var text = analysis.matched
    if !analysis.clitics.isEmpty { text += " + " + analysis.clitics.joined(separator: ", ") }
    if !analysis.exact { text += " (accents differ)" }
    if analysis.isGuessed { text += " (not in the tables)" }
    return text
  }

  /// The mood, tense and person in words: `indicativo · pretérito perfecto simple, ellos/ellas/
  /// ustedes`, `imperativo, tú`, `gerundio`, `estar + gerundio · presente, yo`.
  static func description(_ analysis: Analysis) -> String {
    if let periphrasis = analysis.periphrasisTense, let person = analysis.person {
      return "\(periphrasis.heading), \(person.pronoun)"
    }
    return description(analysis.form)
  }

  /// The same for a cell.
  static func description(_ form: Form) -> String {
    switch form {
    case .nonFinite(let nonFinite):
      return nonFinite.rawValue
    case .finite(let tense, let person):
      let name = tense.mood == .imperativo ? tense.spanishName : tense.heading
      return "\(name), \(person.pronoun)"
    }
  }
}
