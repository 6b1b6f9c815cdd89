import Foundation

/// Builds the simple forms of one verb after one model: the regular paradigm of the verb's
/// class, changed by the model's rules, then the model's literal forms carried over to the verb.
struct Generator {
  let model: Model
  let shape: VerbShape
  let spelling: Spelling
  /// The stem rules work on: the verb's own, or the model's literal stem carried over.
  private(set) var baseStem: String
  private let modelPrefix: String
  private let verbPrefix: String

  init(model: Model, shape: VerbShape) throws(ConjugationError) {
    let modelShape = model.shape
    self.model = model
    self.shape = shape
    self.baseStem = shape.stem
    self.spelling = Spelling(stem: shape.stem, verbClass: shape.verbClass, zc: model.zc)
    // The verb and the model verb share a tail (`tener`/`contener`: `tener`); what precedes
    // it is swapped in literal stems and forms.
    let a = Array(modelShape.base.unicodeScalars)
    let b = Array(shape.base.unicodeScalars)
    var shared = 0
    while shared < min(a.count, b.count), a[a.count - 1 - shared] == b[b.count - 1 - shared] {
      shared += 1
    }
    modelPrefix = String(String.UnicodeScalarView(a.dropLast(shared)))
    verbPrefix = String(String.UnicodeScalarView(b.dropLast(shared)))
    if let literal = model.stem.first { baseStem = try stem(literal) }
  }

  // MARK: Carrying literals over

  /// A literal stem of the model verb, for this verb (`tuv` → `contuv`).
  func stem(_ literal: String) throws(ConjugationError) -> String {
    guard modelPrefix != verbPrefix else { return literal }
    guard literal.hasPrefix(modelPrefix) else { throw mismatch(literal) }
    return verbPrefix + literal.dropFirst(modelPrefix.count)
  }

  /// A literal form of the model verb, for this verb, re-accented (`ten` → `contén`).
  func form(_ literal: String) throws(ConjugationError) -> String {
    guard modelPrefix != verbPrefix else { return literal }
    guard literal.hasPrefix(modelPrefix) else { throw mismatch(literal) }
    let rest = String(literal.dropFirst(modelPrefix.count))
    guard let stressed = Orthography.stressedVowel(Array(literal.unicodeScalars)),
      stressed >= modelPrefix.unicodeScalars.count
    else { return verbPrefix + rest }
    let accented = Array(literal.unicodeScalars)
    let restLetters = Array(accented.dropFirst(modelPrefix.unicodeScalars.count))
    let word = Array(verbPrefix.unicodeScalars) + restLetters
    let index = verbPrefix.unicodeScalars.count + stressed - modelPrefix.unicodeScalars.count
    return String(String.UnicodeScalarView(Orthography.respell(word, stressed: index)))
  }

  private func mismatch(_ literal: String) -> ConjugationError {
    .brokenTable("`\(literal)` of model \(model.name) does not fit \(shape.base)")
  }

  // MARK: Stems

  /// The stem in forms stressed on it: vowel change, hiatus accent, y (`cuent`, `vací`, `huy`).
  var stressedStem: String {
    var stem = baseStem
    if let change = model.stressed { stem = Self.apply(change, to: stem) }
    if model.hiatus { stem = Self.accentLastClosedVowel(stem) }
    return model.y ? Self.addingY(stem) : stem
  }

  /// The stem with its y where the ending takes the stress (`huyamos`, `rehuyáis`): a hiatus
  /// accent goes only on a stressed stem vowel.
  var unstressedYStem: String { Self.addingY(baseStem) }

  private static func addingY(_ stem: String) -> String {
    (stem.hasSuffix("ü") ? stem.dropLast() + "u" : stem) + "y"  // arguyo
  }

  /// The stem in the weak forms of -ir verbs (`sint`, `durm`, `pid`).
  var weakStem: String {
    guard shape.verbClass == .ir, let change = model.weak else { return baseStem }
    return Self.apply(change, to: baseStem)
  }

  /// Replaces the stem's last `from` by `to`, spelling `ue` as `güe` after g and a
  /// word-initial `ie`/`ue` as `ye`/`hue` (`degüello`, `yerro`, `huelo`).
  static func apply(_ change: Model.VowelChange, to stem: String) -> String {
    guard let range = stem.range(of: change.from, options: .backwards) else { return stem }
    var to = change.to
    let before = stem[..<range.lowerBound]
    if to == "ue", before.hasSuffix("g") { to = "üe" }
    if before.isEmpty, to == "ie" { to = "ye" }
    if before.isEmpty, to == "ue" { to = "hue" }
    return before + to + stem[range.upperBound...]
  }

  static func accentLastClosedVowel(_ stem: String) -> String {
    var letters = Array(stem.unicodeScalars)
    guard let index = letters.indices.last(where: { letters[$0] == "i" || letters[$0] == "u" })
    else { return stem }
    letters[index] = Orthography.addAccent(letters[index])
    return String(String.UnicodeScalarView(letters))
  }

}
