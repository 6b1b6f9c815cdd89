/// Builds the simple forms of one verb after one model: the regular paradigm of the verb's
/// class, changed by the model's rules, then the model's literal forms carried over to the verb.
/// Stems and forms are UTF-8 bytes.
struct Generator {
  typealias Bytes = [UInt8]

  let model: Model
  let shape: VerbShape
  let spelling: Spelling
  /// The stem rules work on: the verb's own, or the model's literal stem carried over.
  private(set) var baseStem: Bytes
  private let modelPrefix: Bytes
  private let verbPrefix: Bytes
  /// Where the verb's own word starts in its stem: after a guessed prefix (`sobre` of
  /// `sobreoler`), whose diphthong keeps its word-initial spelling (`sobrehuelo`); else 0.
  let wordStart: Int

  /// - Parameter wordStart: the length in bytes of a prefix before the verb's own word.
  init(model: Model, shape: VerbShape, wordStart: Int = 0) throws(ConjugationError) {
    self.model = model
    self.shape = shape
    self.wordStart = wordStart
    let stem = Bytes(shape.stem.utf8)
    self.baseStem = stem
    self.spelling = Spelling(stem: stem, verbClass: shape.verbClass, zc: model.zc)
    // The verb and the model verb share a tail (`tener`/`contener`: `tener`); what precedes
    // it is swapped in literal stems and forms. The tail starts at a letter, not inside one.
    // Only a model with literals needs them.
    guard model.hasLiterals else {
      (modelPrefix, verbPrefix) = ([], [])
      return
    }
    let a = Bytes(model.shape.base.utf8)
    let b = Bytes(shape.base.utf8)
    var shared = 0
    while shared < min(a.count, b.count), a[a.count - 1 - shared] == b[b.count - 1 - shared] {
      shared += 1
    }
    while shared > 0, a[a.count - shared] & 0xC0 == 0x80 { shared -= 1 }
    modelPrefix = Bytes(a.dropLast(shared))
    verbPrefix = Bytes(b.dropLast(shared))
    if let literal = model.stem.first { baseStem = try self.stem(Bytes(literal.utf8)) }
  }

  // MARK: Carrying literals over

  /// Whether literals change on their way to this verb (not for the model verb itself).
  var carriesOver: Bool { modelPrefix != verbPrefix }

  /// A literal stem of the model verb, for this verb (`tuv` → `contuv`).
  func stem(_ literal: Bytes) throws(ConjugationError) -> Bytes {
    guard modelPrefix != verbPrefix else { return literal }
    guard literal.starts(with: modelPrefix) else { throw mismatch(literal) }
    return verbPrefix + literal.dropFirst(modelPrefix.count)
  }

  /// Appends a literal form of the model verb, for this verb, re-accented (`ten` → `contén`).
  func form(_ literal: Bytes, into bytes: inout ByteArena) throws(ConjugationError) {
    guard carriesOver else { return bytes.append(contentsOf: literal) }
    guard literal.starts(with: modelPrefix) else { throw mismatch(literal) }
    let rest = literal.dropFirst(modelPrefix.count)
    let letters = UTF8Letters.scalars(literal)
    let prefixLetters = UTF8Letters.scalars(modelPrefix).count
    guard let stressed = Orthography.stressedVowel(letters), stressed >= prefixLetters else {
      bytes.append(contentsOf: verbPrefix)
      return bytes.append(contentsOf: rest)
    }
    let verbLetters = UTF8Letters.scalars(verbPrefix)
    let word = verbLetters + letters.dropFirst(prefixLetters)
    let index = verbLetters.count + stressed - prefixLetters
    UTF8Letters.append(Orthography.respell(word, stressed: index), to: &bytes)
  }

  private func mismatch(_ literal: Bytes) -> ConjugationError {
    let text = String(decoding: literal, as: UTF8.self)
    return .brokenTable("`\(text)` of model \(model.name) does not fit \(shape.base)")
  }

  // MARK: Stems

  /// The stem in forms stressed on it: vowel change, hiatus accent, y (`cuent`, `vací`, `huy`).
  var stressedStem: Bytes {
    var stem = baseStem
    if let change = model.stressed { stem = Self.apply(change, to: stem, wordStart: wordStart) }
    if model.hiatus { stem = Self.accentLastClosedVowel(stem) }
    return model.y ? Self.addingY(stem) : stem
  }

  /// The stem with its y where the ending takes the stress (`huyamos`, `rehuyáis`): a hiatus
  /// accent goes only on a stressed stem vowel.
  var unstressedYStem: Bytes { Self.addingY(baseStem) }

  private static let umlaut = Bytes("ü".utf8)

  private static func addingY(_ stem: Bytes) -> Bytes {
    UTF8Letters.hasSuffix(stem, umlaut)
      ? stem.dropLast(2) + [UInt8(ascii: "u"), UInt8(ascii: "y")] : stem + [UInt8(ascii: "y")]
  }

  /// The stem in the weak forms of -ir verbs (`sint`, `durm`, `pid`).
  var weakStem: Bytes {
    guard shape.verbClass == .ir, let change = model.weak else { return baseStem }
    return Self.apply(change, to: baseStem, wordStart: wordStart)
  }

  /// Replaces the stem's last `from` by `to`, spelling `ue` as `güe` after g and a
  /// word-initial `ie`/`ue` as `ye`/`hue` (`degüello`, `yerro`, `huelo`); the word starts
  /// `wordStart` bytes in, after a prefix (`sobrehuelo`).
  static func apply(_ change: Model.VowelChange, to stem: Bytes, wordStart: Int = 0) -> Bytes {
    let from = Bytes(change.from.utf8)
    guard !from.isEmpty, stem.count >= from.count,
      let start = (0...(stem.count - from.count)).last(where: {
        stem[$0..<($0 + from.count)].elementsEqual(from)
      })
    else { return stem }
    var to = change.to
    let before = stem[..<start]
    if to == "ue", before.last == UInt8(ascii: "g") { to = "üe" }
    if before.count == wordStart, to == "ie" { to = "ye" }
    if before.count == wordStart, to == "ue" { to = "hue" }
    return before + Bytes(to.utf8) + stem[(start + from.count)...]
  }

  static func accentLastClosedVowel(_ stem: Bytes) -> Bytes {
    guard let index = stem.lastIndex(where: { $0 == UInt8(ascii: "i") || $0 == UInt8(ascii: "u") })
    else { return stem }
    let accented = stem[index] == UInt8(ascii: "i") ? "í" : "ú"
    return stem[..<index] + Bytes(accented.utf8) + stem[(index + 1)...]
  }
}
