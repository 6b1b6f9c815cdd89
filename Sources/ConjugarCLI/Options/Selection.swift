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
  var moods: [Mood] = []
  var persons: [Person] = []
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
      if !tenses.contains(tense) { tenses.append(tense) }
    } else if let nonFinite = NonFinite(rawValue: id) {
      if !nonFinites.contains(nonFinite) { nonFinites.append(nonFinite) }
    } else {
      return false
    }
    return true
  }
}
