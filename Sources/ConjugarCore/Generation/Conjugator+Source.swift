/// Where the models and notes of a verb come from: its entry, its pronominal form's entry, or a
/// guess from the listed verbs.
extension Conjugator {
  struct Source {
    /// The models followed, preferred first.
    var models: [String]
    /// The verb's own entry, with its cells and gloss, when the tables list it.
    var entry: VerbEntry?
    /// The entry whose defective cells the verb shares: its own, or its pronominal form's.
    var notes: VerbEntry?
    /// How the models were chosen for a verb the tables do not list as written.
    var guess: Guess?
  }

  /// The source of `shape`'s models, leaving out the family of `hidden` (a plain infinitive).
  func source(of shape: VerbShape, hiding hidden: String?) throws(ConjugationError) -> Source {
    if let source = try listedSource(of: shape, hiding: hidden) { return source }
    let guess = try Guesser(table: table, hiding: hidden).guess(shape)
    return Source(models: guess.models, guess: guess)
  }

  /// The same from the tables alone: nil where a guess would be needed.
  func listedSource(
    of shape: VerbShape, hiding hidden: String?
  ) throws(ConjugationError) -> Source? {
    if let entry = try entry(for: shape.infinitive, hiding: hidden, isInfinitive: true) {
      return Source(models: entry.models, entry: entry, notes: entry)
    }
    // A verb listed only as pronominal (calofriarse) lends its model and its gaps, not its own
    // cells, which carry its pronouns, to the plain verb.
    if !shape.isReflexive, let pronominal = try entry(for: shape.base + "se", hiding: hidden) {
      let guess = Guess(models: pronominal.models, reason: .pronominal(pronominal.infinitive))
      return Source(models: pronominal.models, notes: pronominal, guess: guess)
    }
    return nil
  }

  /// The entry of `infinitive`, or of its base for an unlisted pronominal verb; nil for the
  /// family of `hidden` (a plain infinitive).
  private func entry(
    for infinitive: String, hiding hidden: String?, isInfinitive: Bool = false
  ) throws(ConjugationError) -> VerbEntry? {
    if let hidden, VerbShape(infinitive)?.base == hidden { return nil }
    do {
      if let entry = try table.entry(for: infinitive, isInfinitive: isInfinitive) {
        return entry
      }
      // Only a word ending in -se is read as a shape here (most unlisted words do not).
      if infinitive.utf8.suffix(2).elementsEqual("se".utf8), let shape = VerbShape(infinitive),
        shape.isReflexive, var entry = try table.entry(for: shape.base)
      {
        entry.infinitive = infinitive
        return entry
      }
      return nil
    } catch {
      throw .brokenTable(error.description)
    }
  }

  /// The cells a defective verb lacks: its own list, and those of its pattern.
  func missingCells(_ entry: VerbEntry, verbClass: VerbClass) -> Set<Form> {
    var missing = entry.missing
    guard entry.defectiveness != nil else { return missing }
    for form in Form.all(includeVos: true) {
      guard case .finite(let tense, let person) = form else { continue }
      switch entry.defectiveness {
      case .third?: if tense.isImperative || !person.isThird { missing.insert(form) }
      case .iEndings?: if !Endings.beginsWithI(tense, person, verbClass) { missing.insert(form) }
      case nil: break
      }
    }
    return missing
  }
}
