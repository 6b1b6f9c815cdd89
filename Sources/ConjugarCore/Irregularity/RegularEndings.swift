/// The regular ending of every cell of a conjugation class, read off the forms of the class's
/// regular model verb after its stem (`temió` → `ió`, `temido` → `ido`). Worked out once per
/// regular model and kept while the model stays the same.
struct RegularEndings: Sendable {
  private let endings: [LetterDiff.Letters?]

  /// The ending of the cell's verb (its last word, after `no` or haber); nil where the model
  /// verb's form does not begin with its stem.
  subscript(form: Form) -> LetterDiff.Letters? { endings[form.slot] }

  /// The endings of `verbClass` under `conjugator`'s regular model for it.
  static func of(_ verbClass: VerbClass, in conjugator: Conjugator) -> RegularEndings? {
    let name = Conjugator.regularModel(verbClass)
    guard let model = try? Conjugator.model(name, conjugator.table) else { return nil }
    if let known = cache.get(name, model) { return known }
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
    let result = RegularEndings(endings: endings)
    cache.set(name, model, result)
    return result
  }

  private static let cache = Cache()

  /// The endings by regular model, each with the model it was read from.
  private final class Cache: @unchecked Sendable {
    private var entries: [String: (Model, RegularEndings)] = [:]
    private let lock = Lock()

    func get(_ name: String, _ model: Model) -> RegularEndings? {
      lock.withLock { entries[name].flatMap { $0.0 == model ? $0.1 : nil } }
    }

    func set(_ name: String, _ model: Model, _ endings: RegularEndings) {
      lock.withLock { entries[name] = (model, endings) }
    }
  }
}
