import ConjugarCore

/// The cells a quiz plan looks at, each conjugated and analysed once.
final class CellCache {
  /// One cell of one verb.
  struct Key: Hashable {
    var verb: String
    var form: Form
  }

  private let conjugator: Conjugator
  private let irregularity: QuizIrregularity
  /// The verbs searched for a target.
  private let verbs: [String]
  /// Each verb conjugated so far; nil for one that cannot be.
  private var conjugations: [String: Conjugation?] = [:]
  private var cells: [Key: QuizIrregularity.Cell] = [:]
  /// Whether some verb shows a target in a form.
  private var shown: [TargetForm: Bool] = [:]

  private struct TargetForm: Hashable {
    var target: QuizPlanner.Target
    var form: Form
  }

  init(conjugator: Conjugator, irregularity: QuizIrregularity, verbs: [String]) {
    self.conjugator = conjugator
    self.irregularity = irregularity
    self.verbs = verbs
  }

  /// The question of `verb`'s `form`; nil when the verb cannot be conjugated or lacks the cell.
  func question(_ verb: String, _ form: Form) -> QuizQuestion? {
    guard let conjugation = conjugation(verb), let cell = cell(verb, form, conjugation) else {
      return nil
    }
    return QuizQuestion(conjugation, form: form, marks: cell.marks)
  }

  /// Whether some verb shows `target` in `form`.
  func shows(_ target: QuizPlanner.Target, in form: Form) -> Bool {
    let key = TargetForm(target: target, form: form)
    if let known = shown[key] { return known }
    let found = verbs.contains { shows(target, verb: $0, form: form) }
    shown[key] = found
    return found
  }

  /// Whether `verb` shows `target` in `form`, a cell it has.
  func shows(_ target: QuizPlanner.Target, verb: String, form: Form) -> Bool {
    guard let conjugation = conjugation(verb), let cell = cell(verb, form, conjugation) else {
      return false
    }
    switch target {
    case .regular: return cell.kinds.isEmpty
    case .kind(let kind): return cell.kinds.contains(kind)
    }
  }

  /// Whether `verb`'s `form` is a cell it has that is irregular (a spelling change or a hiatus
  /// accent alone is not, as `conjugar deck --irregular` says).
  func isIrregular(_ verb: String, _ form: Form) -> Bool {
    guard let conjugation = conjugation(verb), let cell = cell(verb, form, conjugation) else {
      return false
    }
    return cell.kinds.contains(where: \.countsAsIrregular)
  }

  private func conjugation(_ verb: String) -> Conjugation? {
    if let known = conjugations[verb] { return known }
    let conjugation = try? conjugator.conjugate(verb).get()
    conjugations[verb] = conjugation
    return conjugation
  }

  /// The cell's analysis; nil for a cell the verb lacks.
  private func cell(_ verb: String, _ form: Form, _ conjugation: Conjugation)
    -> QuizIrregularity.Cell?
  {
    guard !conjugation.cell(form).forms.isEmpty else { return nil }
    let key = Key(verb: verb, form: form)
    if let known = cells[key] { return known }
    let cell = irregularity.cell(form, of: conjugation)
    cells[key] = cell
    return cell
  }
}
