import ConjugarCore

/// Which cells to print: the filters `--tense`, `--mood`, `--person`, `--simple` and
/// `--compound`, the same for every format.
///
/// Filters of different kinds narrow each other; repeating one kind widens it. The non-finite
/// forms are printed when nothing is filtered, or when `--tense` names them.
struct Selection: Equatable, Sendable {
  var nonFinites: Set<NonFinite> = []
  var tenses: Set<Tense> = []
  var moods: Set<Mood> = []
  var persons: Set<Person> = []
  var simple = false
  var compound = false

  /// Whether `--tense` was given at all.
  var filtersTenses: Bool { !tenses.isEmpty || !nonFinites.isEmpty }

  /// Whether no filter was given.
  var isEverything: Bool { self == Selection() }

  /// Whether `form` is printed.
  func includes(_ form: Form) -> Bool {
    switch form {
    case .nonFinite(let nonFinite):
      if filtersTenses { return nonFinites.contains(nonFinite) }
      return isEverything
    case .finite(let tense, let person):
      if filtersTenses && !tenses.contains(tense) { return false }
      if !moods.isEmpty && !moods.contains(tense.mood) { return false }
      if simple || compound {
        if !(tense.isCompound ? compound : simple) { return false }
      }
      return persons.isEmpty || persons.contains(person)
    }
  }

  /// The printed cells in canonical order (FORMAT.md).
  func forms(includeVos: Bool) -> [Form] {
    Form.all(includeVos: includeVos).filter(includes)
  }

  /// Adds one `--tense` id; false if it is not a tense id.
  mutating func addTense(_ id: String) -> Bool {
    if let tense = Tense(rawValue: id) {
      tenses.insert(tense)
    } else if let nonFinite = NonFinite(rawValue: id) {
      nonFinites.insert(nonFinite)
    } else {
      return false
    }
    return true
  }
}
