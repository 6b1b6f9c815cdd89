import ConjugarCore

/// A looked-up form and every reading of it, as the writers print them.
struct LookupResult: Equatable, Sendable {
  /// The form as typed, normalized: trimmed, lower case, NFC, single spaces (`he hablado`).
  var query: String
  /// Its readings in the lookup's order (exact matches first), narrowed by the filters.
  var analyses: [Analysis]
  /// The English glosses of the readings' verbs that have one, by infinitive.
  var glosses: [String: String] = [:]
  /// For each reading, whether it is meant far more rarely than the first (Lookup.areRare):
  /// the table for people leaves those out unless `--all-readings`.
  var isRare: [Bool] = []

  /// The readings with a distinct verb, tense and person, for formats that show only those.
  var distinctCells: [Analysis] {
    var seen = Set<Cell>()
    return analyses.filter {
      seen.insert(Cell(infinitive: $0.infinitive, form: $0.form, periphrasis: $0.periphrasis))
        .inserted
    }
  }

  private struct Cell: Hashable {
    var infinitive: String
    var form: Form
    var periphrasis: Periphrasis?
  }
}

extension Analysis {
  /// The periphrasis a reading is in the auxiliary's tense (`estoy hablando`:
  /// `progresivo.indicativo.presente`); nil for a cell's form.
  var periphrasisTense: PeriphrasisTense? {
    guard let periphrasis, let tense else { return nil }
    return PeriphrasisTense(periphrasis: periphrasis, tense: tense)
  }

  /// The tense id the formats print: the cell's, or the periphrasis's.
  var tenseID: String { periphrasisTense?.id ?? form.tenseID }

  /// What TSV and list output say of a reading besides its cell: `accents` when the form was
  /// found only by ignoring accents (`hablo` for habló), `guessed` when no table lists the verb
  /// (`tuiteo`: tuitear), both as `accents,guessed`; nil for an exact reading of a listed verb.
  var marks: String? {
    switch (exact, isGuessed) {
    case (true, false): nil
    case (false, false): "accents"
    case (true, true): "guessed"
    case (false, true): "accents,guessed"
    }
  }
}
