import ConjugarCore

/// Which cells to print: the filters `--tense`, `--mood`, `--person`, `--simple` and
/// `--compound`, the same for every format.
///
/// Filters of different kinds narrow each other; repeating one kind widens it. The non-finite
/// forms are printed when nothing is filtered, or when `--tense` names them. The filters are
/// arrays, not sets: they hold a few values, and the first Set a run makes costs the runtime
/// about a million instructions of type lookup, a tenth of `conjugar hablar`'s own work.
struct Selection: Equatable, Sendable {
  var nonFinites: [NonFinite] = []
  var tenses: [Tense] = []
  /// The periphrases `--tense` named (`presente progresivo`), shown after the tenses.
  var periphrases: [PeriphrasisTense] = []
  var moods: [Mood] = []
  var persons: [Person] = []
  var simple = false
  var compound = false

  /// Whether `--tense` was given at all.
  var filtersTenses: Bool { !tenses.isEmpty || !nonFinites.isEmpty || !periphrases.isEmpty }

  /// Whether no filter was given.
  var isEverything: Bool { self == Selection() }

  /// Whether `-p vos` names vos, which shows it unless `--no-vos` says otherwise.
  var namesVos: Bool { persons.contains(.vos) }

  /// Whether a looked-up reading is printed: its cell, or its periphrasis in the auxiliary's
  /// tense (`estoy hablando`), which `--tense` selects by the periphrasis's names.
  func includes(_ analysis: Analysis) -> Bool {
    guard let periphrasis = analysis.periphrasis,
      case .finite(let tense, let person) = analysis.form
    else { return includes(analysis.form) }
    if filtersTenses
      && !periphrases.contains(PeriphrasisTense(periphrasis: periphrasis, tense: tense))
    {
      return false
    }
    return admits(tense, person)
  }

  /// Whether `form` is printed.
  func includes(_ form: Form) -> Bool {
    switch form {
    case .nonFinite(let nonFinite):
      if filtersTenses { return nonFinites.contains(nonFinite) }
      return isEverything
    case .finite(let tense, let person):
      if filtersTenses && !tenses.contains(tense) { return false }
      return admits(tense, person)
    }
  }

  /// Whether the filters other than `--tense` let `tense` and `person` through.
  private func admits(_ tense: Tense, _ person: Person) -> Bool {
    admits(tense) && (persons.isEmpty || persons.contains(person))
  }

  /// Whether `--mood`, `--simple` and `--compound` let `tense` through.
  func admits(_ tense: Tense) -> Bool {
    if !moods.isEmpty && !moods.contains(tense.mood) { return false }
    if simple || compound { return tense.isCompound ? compound : simple }
    return true
  }

  /// The printed cells in canonical order (FORMAT.md).
  func forms(includeVos: Bool) -> [Form] {
    Form.all(includeVos: includeVos).filter(includes)
  }

  /// The periphrases printed, each with its persons, after the cells: those `--tense` named
  /// whose tense `--mood`, `--simple` and `--compound` let through.
  func periphrasisCells(includeVos: Bool) -> [(tense: PeriphrasisTense, persons: [Person])] {
    periphrases.compactMap { periphrasis in
      let persons = periphrasis.tense.persons(includeVos: includeVos).filter { person in
        admits(periphrasis.tense, person)
      }
      return persons.isEmpty ? nil : (periphrasis, persons)
    }
  }

  /// The usage error for filters that select no `cells` (`forms`, `cells`), saying why when
  /// `-p vos` met `--no-vos` (`vos` false): the only case where vos would have selected some,
  /// as `-p vos` turns vos on unless `--no-vos` is given.
  func selectsNothing(_ cells: String, vos: Bool?) -> UsageError {
    var message = "the filters select no \(cells)"
    if vos == false, namesVos {
      message += " (-p vos with --no-vos selects nothing)"
    }
    return UsageError(message)
  }

  /// Adds the tenses of `--tense`, by id or by a name people use (`presente`, `preterite`,
  /// `presente de subjuntivo`, `presente progresivo`); a name without a mood means the
  /// indicative unless `--mood` names another (`-m subjuntivo -t presente`).
  mutating func addTenses(named names: [String]) throws(UsageError) {
    for name in names {
      let inMoods = moods.filter { $0 != .indicativo }.compactMap { mood in
        TenseName.resolve("\(name) \(mood.rawValue)")
      }
      guard let first = TenseName.resolve(name) else {
        throw UsageError.unknownName(name, kind: "tense", closest: TenseName.closest(to: name))
      }
      for id in inMoods.isEmpty || first.isNonFinite ? [first] : inMoods {
        switch id {
        case .finite(let tense): if !tenses.contains(tense) { tenses.append(tense) }
        case .nonFinite(let form): if !nonFinites.contains(form) { nonFinites.append(form) }
        case .periphrasis(let periphrasis):
          if !periphrases.contains(periphrasis) { periphrases.append(periphrasis) }
        }
      }
    }
  }

  /// Adds a mood of `--mood`: an id or its English name.
  mutating func addMood(_ name: String) throws(UsageError) {
    guard let mood = MoodName.resolve(name) else {
      throw .invalidValue(name, for: "--mood", choices: Mood.allCases.map(\.rawValue))
    }
    if !moods.contains(mood) { moods.append(mood) }
  }

  /// Adds a person of `--person`: an id or a pronoun (`tú`, `él`, `usted`, `ellas`).
  mutating func addPerson(_ name: String) throws(UsageError) {
    guard let person = PersonName.resolve(name) else {
      throw .invalidValue(
        name, for: "--person", choices: Person.allCases.map(\.rawValue) + ["tú", "él", "usted"])
    }
    if !persons.contains(person) { persons.append(person) }
  }
}
