/// A stem a model's rules build for a verb (`cont` → `cuent`), with the kinds of irregularity
/// it shows and where its changed letters lie. Forms built on it are those of a regular verb
/// with that stem (`cuentar`: `cuento`, `cuente`), which the conjugator gives with every
/// spelling rule applied.
struct RuleStem: Equatable, Sendable {
  var letters: String
  var kinds: [IrregularityKind]
  /// The changed letters, as letter offsets into `letters`.
  var marks: [Range<Int>]

  /// The stems `model` builds for `shape`: its own (or the model's literal stem carried
  /// over), then the stem-stressed and the weak changes, then each with its y.
  static func stems(of model: Model, for shape: VerbShape) -> [RuleStem] {
    var base = RuleStem(letters: shape.stem, kinds: [], marks: [])
    if let literal = model.stem.first, let own = carry(literal, of: model, to: shape) {
      let mark = LetterDiff.marked(
        Array(own.unicodeScalars), against: Array(shape.stem.unicodeScalars))
      base = RuleStem(letters: own, kinds: [.stemChange], marks: mark.map { [$0] } ?? [])
    }
    var stems = [base]
    var stressed: RuleStem?
    if let change = model.stressed, let changed = base.changing(change) {
      stems.append(changed)
      stressed = changed
    }
    if shape.verbClass == .ir, let change = model.weak, let changed = base.changing(change) {
      stems.append(changed)
    }
    if model.y { stems += [base.addingY()] + (stressed.map { [$0.addingY()] } ?? []) }
    return stems
  }

  /// The stem with its last `from` changed to `to`, written as the generator writes it: üe
  /// after g, ye and hue at the start of a word (`agüero`, `yerro`, `huelo`).
  func changing(_ change: Model.VowelChange) -> RuleStem? {
    guard let range = letters.lastRange(of: change.from) else { return nil }
    let before = letters[..<range.lowerBound]
    var to = change.to
    if to == "ue", before.hasSuffix("g") { to = "üe" }
    if before.isEmpty, to == "ie" { to = "ye" }
    if before.isEmpty, to == "ue" { to = "hue" }
    let start = before.unicodeScalars.count
    let (from, written) = (change.from.unicodeScalars.count, to.unicodeScalars.count)
    let kept =
      marks.compactMap { $0.upperBound <= start ? $0 : nil }
      + marks.compactMap { $0.lowerBound >= start + from ? $0.shifted(written - from) : nil }
    return RuleStem(
      letters: before + to + letters[range.upperBound...],
      kinds: kinds.contains(.stemChange) ? kinds : kinds + [.stemChange],
      marks: (kept + [start..<(start + written)]).sorted { $0.lowerBound < $1.lowerBound })
  }

  /// The stem with the y the `y` rule adds (`hu` → `huy`, `argü` → `arguy`).
  func addingY() -> RuleStem {
    let stem = letters.hasSuffix("ü") ? letters.dropLast() + "u" : Substring(letters)
    let end = stem.unicodeScalars.count
    return RuleStem(
      letters: stem + "y", kinds: kinds + [.yPresent], marks: marks + [end..<(end + 1)])
  }

  /// The stem a `zc` model writes before a and o (`conoc` → `conozc`, `evanesc` → `evanezc`),
  /// or nil when the stem does not end in c.
  static func zcStem(of stem: String) -> String? {
    if stem.hasSuffix("sc") { return stem.dropLast(2) + "zc" }
    if stem.hasSuffix("c") { return stem.dropLast() + "zc" }
    return nil
  }

  /// A literal stem written for the model verb, for `shape`'s verb: the part of the model
  /// verb's infinitive the two do not share is swapped (`tuv` → `contuv` for contener); nil
  /// when the literal does not begin with that part.
  static func carry(_ literal: String, of model: Model, to shape: VerbShape) -> String? {
    let a = Array(model.shape.base.unicodeScalars)
    let b = Array(shape.base.unicodeScalars)
    var shared = 0
    while shared < min(a.count, b.count), a[a.count - 1 - shared] == b[b.count - 1 - shared] {
      shared += 1
    }
    let modelPrefix = String(String.UnicodeScalarView(a.dropLast(shared)))
    let verbPrefix = String(String.UnicodeScalarView(b.dropLast(shared)))
    guard modelPrefix != verbPrefix else { return literal }
    guard literal.hasPrefix(modelPrefix) else { return nil }
    return verbPrefix + literal.dropFirst(modelPrefix.count)
  }

  /// The infinitive of a plain regular verb of `verbClass` on this stem (`cuentar`).
  func infinitive(_ verbClass: VerbClass) -> String {
    switch verbClass {
    case .ar: letters + "ar"
    case .er: letters + "er"
    case .ir: letters + "ir"
    }
  }
}

extension Range<Int> {
  /// The range moved by `offset`.
  func shifted(_ offset: Int) -> Range<Int> { (lowerBound + offset)..<(upperBound + offset) }
}
