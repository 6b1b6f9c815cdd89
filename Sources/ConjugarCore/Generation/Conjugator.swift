/// Conjugates Spanish verbs from a verb table: every tense, person and non-finite form, with the
/// RAE's norm and the 2010 Ortografía.
///
/// ```swift
/// let conjugator = try Conjugator.bundled()
/// let hablar = try conjugator.conjugate("hablar").get()
/// hablar.cell(.finite(.preterito, .el)).forms  // ["habló"]
/// ```
///
/// The conjugator knows nothing of settings, terminals or files: vos is a plain argument of
/// the views that print it, and the table is handed in. It is a value, safe to share between
/// threads; its copies share what it has worked out.
public struct Conjugator: Sendable {
  /// The table the conjugator reads.
  public let table: VerbTable
  /// haber's simple forms, the auxiliary of every compound tense, and after them the first
  /// form of each simple cell followed by a space, as compound forms begin.
  private let auxiliary: Paradigm
  /// Where that form and space lie in `auxiliary.bytes`, by slot; empty where haber has none.
  private let auxiliaryParts: [Range<Int>]
  /// The regular endings of each class (RegularEndings), worked out when first asked for and
  /// shared by every copy of the conjugator.
  let regularEndings = RegularEndings.cache()

  /// The regular models, one per class.
  static let regularModels: Set<String> = ["hablar", "temer", "partir"]

  /// The names of the regular models, by class.
  static func regularModel(_ verbClass: VerbClass) -> String {
    switch verbClass {
    case .ar: "hablar"
    case .er: "temer"
    case .ir: "partir"
    }
  }

  /// A conjugator over `table`.
  ///
  /// - Parameter table: The verb tables; they must define the models `haber`, `hablar`,
  ///   `temer` and `partir`.
  /// - Throws: ``ConjugationError/brokenTable(_:)`` when they lack one, or haber cannot be
  ///   conjugated.
  public init(table: VerbTable) throws(ConjugationError) {
    self.table = table
    for name in ["hablar", "temer", "partir", "haber"] where try Self.model(name, table) == nil {
      throw .brokenTable("the tables define no model \(name)")
    }
    guard let haber = try Self.model("haber", table), let shape = VerbShape("haber") else {
      throw .brokenTable("haber cannot be conjugated")
    }
    var auxiliary = try Generator(model: haber, shape: shape).paradigm()
    var parts = [Range<Int>](repeating: 0..<0, count: Form.slotCount)
    for slot in 0..<Form.slotCount {
      guard let first = auxiliary.first(slot) else { continue }
      let start = auxiliary.bytes.count
      auxiliary.appendCopy(of: first)
      auxiliary.bytes.append(UInt8(ascii: " "))
      parts[slot] = start..<auxiliary.bytes.count
    }
    self.auxiliary = auxiliary
    auxiliaryParts = parts
  }

  /// The model `name` of `table`: nil when there is none, an error naming the line when its
  /// block is malformed.
  static func model(_ name: String, _ table: VerbTable) throws(ConjugationError) -> Model? {
    do {
      return try table.models.model(named: name)
    } catch {
      throw .brokenTable(error.description)
    }
  }

  /// Conjugates a verb.
  ///
  /// A verb no table lists but shaped like an infinitive is conjugated like its pronominal form
  /// if that is listed, else by a guess from the listed verbs (`guessing.txt`): the
  /// conjugation's ``Conjugation/guess`` says which and why.
  ///
  /// - Parameter infinitive: The infinitive in lower case, NFC (`hablar`, `lavarse`, `oír`).
  /// - Returns: Its conjugation; ``ConjugationError/invalidInfinitive(_:)`` for a word that
  ///   cannot be an infinitive (``VerbShape``), ``ConjugationError/brokenTable(_:)`` when the
  ///   tables contradict themselves.
  public func conjugate(_ infinitive: String) -> Result<Conjugation, ConjugationError> {
    Result { () throws(ConjugationError) in try conjugation(of: infinitive, hiding: nil) }
  }

  /// Conjugates `infinitive` as if the tables listed neither it nor its pronominal or plain
  /// partner (`lavar`, `lavarse`): what a user would get for a new verb. For measuring guesses.
  package func conjugateAsUnlisted(_ infinitive: String) -> Result<Conjugation, ConjugationError> {
    Result { () throws(ConjugationError) in
      guard let shape = VerbShape(infinitive) else { throw .invalidInfinitive(infinitive) }
      return try conjugation(of: infinitive, hiding: shape.base)
    }
  }

  /// A verb conjugated with the regular model of its class and nothing of its own: what its
  /// forms would be if it were regular (`tener` as `teno`, `tenes`).
  ///
  /// - Parameter infinitive: The infinitive in lower case, NFC.
  /// - Returns: The regular conjugation; nil for a word that cannot be an infinitive.
  public func regularConjugation(of infinitive: String) -> Conjugation? {
    guard let shape = VerbShape(infinitive),
      let model = try? Self.model(Self.regularModel(shape.verbClass), table),
      var forms = try? Generator(model: model, shape: shape).paradigm()
    else { return nil }
    complete(&forms, shape: shape, missing: [])
    return Conjugation(
      infinitive: infinitive, models: [model.name], guess: nil, isRegular: true, gloss: nil,
      paradigm: forms, auxiliary: auxiliary)
  }

  /// Conjugates a verb the tables know, as listed or through its plain or pronominal partner,
  /// and guesses nothing: a caller that places an unlisted word (a slip, not a verb) before
  /// guessing it asks this first, at the cost of one lookup for a listed verb.
  ///
  /// - Parameter infinitive: The infinitive in lower case, NFC.
  /// - Returns: As ``conjugate(_:)``; nil for a word the tables do not know (one to guess, or
  ///   no infinitive).
  public func conjugateFromTables(_ infinitive: String) -> Result<Conjugation, ConjugationError>? {
    guard let shape = VerbShape(infinitive) else { return nil }
    do {
      guard let source = try listedSource(of: shape, hiding: nil) else { return nil }
      return .success(try conjugation(of: infinitive, shape: shape, source: source))
    } catch {
      return .failure(error)
    }
  }

  private func conjugation(
    of infinitive: String, hiding hidden: String?
  ) throws(ConjugationError) -> Conjugation {
    guard let shape = VerbShape(infinitive) else { throw .invalidInfinitive(infinitive) }
    return try conjugation(
      of: infinitive, shape: shape, source: try source(of: shape, hiding: hidden))
  }

  private func conjugation(
    of infinitive: String, shape: VerbShape, source: Source
  ) throws(ConjugationError) -> Conjugation {
    // A guessed prefix before a listed verb: the verb's own word starts after it (sobreoler).
    let wordStart: Int
    switch source.guess?.reason {
    case .prefix(_, let base)?, .compounds(_, let base)?:
      wordStart = max(0, shape.base.utf8.count - base.utf8.count)
    default: wordStart = 0
    }
    var paradigm: Paradigm?
    for name in source.models {
      guard let model = try Self.model(name, table) else {
        throw .brokenTable("\(infinitive) names an unknown model \(name)")
      }
      let next = try Generator(model: model, shape: shape, wordStart: wordStart).paradigm()
      if paradigm == nil { paradigm = next } else { paradigm?.merge(next) }
    }
    guard var forms = paradigm else { throw .brokenTable("\(infinitive) has no model") }
    let missing = source.notes.map { missingCells($0, verbClass: shape.verbClass) } ?? []
    // A participle of the verb's own (inhiesto) is the one its compound tenses take.
    if let participle = source.entry?.cells[.nonFinite(.participio)] {
      forms.set(.nonFinite(.participio), participle)
    }
    complete(&forms, shape: shape, missing: missing)
    for (form, own) in source.entry?.cells ?? [:] { forms.set(form, own) }
    let isRegular =
      source.entry?.isRegular
      ?? (source.models == [Self.regularModel(shape.verbClass)] && missing.isEmpty)
    return Conjugation(
      infinitive: infinitive, models: source.models, guess: source.guess,
      isRegular: isRegular, gloss: source.entry?.gloss, rank: source.entry?.rank,
      preferredSpelling: source.entry?.preferred, paradigm: forms, auxiliary: auxiliary)
  }

  /// Adds what every verb derives from its simple forms: the cells it lacks emptied, compound
  /// tenses (none where the participle is missing), and a reflexive's pronouns.
  private func complete(_ forms: inout Paradigm, shape: VerbShape, missing: Set<Form>) {
    for form in missing { forms.clear(form.slot) }
    addCompoundTenses(&forms)
    for form in missing { forms.clear(form.slot) }
    if shape.isReflexive {
      Clitics.attach(to: &forms)
      forms.set(.nonFinite(.infinitivo), [shape.infinitive])
    }
  }

  private func addCompoundTenses(_ p: inout Paradigm) {
    let participle = Form.nonFinite(.participio).slot
    for tense in Tense.allCases {
      guard let simple = tense.simpleTense else { continue }
      for person in Person.allCases {
        let aux = auxiliaryParts[Form.finite(simple, person).slot]
        guard !aux.isEmpty else { continue }
        p.compound(Form.finite(tense, person).slot, aux: aux, participle: participle)
      }
    }
  }
}
