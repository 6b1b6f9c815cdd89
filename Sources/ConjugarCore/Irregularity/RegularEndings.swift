/// The regular ending of every cell of a conjugation class, read off the forms of the class's
/// regular model verb after its stem (`temió` → `ió`, `temido` → `ido`). Worked out once per
/// class and conjugator (`Conjugator.regularEndings`).
struct RegularEndings: Sendable {
  private let endings: [LetterDiff.Letters?]

  /// The ending of the cell's verb (its last word, after `no` or haber); nil where the model
  /// verb's form does not begin with its stem.
  subscript(form: Form) -> LetterDiff.Letters? { endings[form.slot] }

  /// The endings of `verbClass` under `conjugator`'s regular model for it.
  static func of(_ verbClass: VerbClass, in conjugator: Conjugator) -> RegularEndings? {
    let slot =
      switch verbClass {
      case .ar: 0
      case .er: 1
      case .ir: 2
      }
    return conjugator.regularEndings.value(at: slot) { read(verbClass, in: conjugator) }
  }

  /// The cache `of(_:in:)` keeps them in: one slot per class.
  static func cache() -> LazyCache<RegularEndings?> { LazyCache(count: 3) }

  private static func read(_ verbClass: VerbClass, in conjugator: Conjugator) -> RegularEndings? {
    let name = Conjugator.regularModel(verbClass)
    guard let shape = VerbShape(name), let verb = conjugator.regularConjugation(of: name) else {
      return nil
    }
    let stem = Array(shape.stem.unicodeScalars)
    var endings = [LetterDiff.Letters?](repeating: nil, count: Form.slotCount)
    for form in Form.all(includeVos: true) {
      guard let text = verb.cell(form).forms.first else { continue }
      let letters = Array(text.unicodeScalars)
      let word = letters[LetterDiff.lastWordStart(letters)...]
      if word.starts(with: stem) { endings[form.slot] = Array(word.dropFirst(stem.count)) }
    }
    return RegularEndings(endings: endings)
  }
}
