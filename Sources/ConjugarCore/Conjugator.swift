/// Conjugates Spanish verbs from a verb table: every tense, person and non-finite form.
///
/// The conjugator knows nothing of settings, terminals or files: vos is a plain argument of
/// the views that print it, and the table is handed in.
public struct Conjugator: Sendable {
  /// The table the conjugator reads.
  public let table: VerbTable
  /// haber's simple forms, the auxiliary of every compound tense.
  private let auxiliary: Paradigm

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

  /// A conjugator over `table`, which must define the models `haber`, `hablar`, `temer` and
  /// `partir`.
  public init(table: VerbTable) throws(ConjugationError) {
    self.table = table
    for name in ["hablar", "temer", "partir", "haber"] where try Self.model(name, table) == nil {
      throw .brokenTable("the tables define no model \(name)")
    }
    guard let haber = try Self.model("haber", table), let shape = VerbShape("haber") else {
      throw .brokenTable("haber cannot be conjugated")
    }
    auxiliary = try Generator(model: haber, shape: shape).paradigm()
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

  /// Conjugates `infinitive` (lower case, NFC). A verb no table lists but shaped like an
  /// infinitive is conjugated like its pronominal form if that is listed, else by a guess from
  /// the listed verbs (`guessing.txt`); `guess` says which and why.
  public func conjugate(_ infinitive: String) -> Result<Conjugation, ConjugationError> {
    Result { () throws(ConjugationError) in try conjugation(of: infinitive, hiding: nil) }
  }

  /// Conjugates `infinitive` as if the tables listed neither it nor its pronominal or plain
  /// partner (`lavar`, `lavarse`): what a user would get for a new verb. For measuring guesses.
  public func conjugateAsUnlisted(_ infinitive: String) -> Result<Conjugation, ConjugationError> {
    Result { () throws(ConjugationError) in
      guard let shape = VerbShape(infinitive) else { throw .invalidInfinitive(infinitive) }
      return try conjugation(of: infinitive, hiding: shape.base)
    }
  }

  /// The same verb conjugated with the regular model of its class and nothing of its own, to
  /// show which letters of its real forms are irregular; nil for a non-infinitive.
  public func regularConjugation(of infinitive: String) -> Conjugation? {
    guard let shape = VerbShape(infinitive),
      let model = try? Self.model(Self.regularModel(shape.verbClass), table),
      var forms = try? Generator(model: model, shape: shape).paradigm()
    else { return nil }
    complete(&forms, shape: shape, missing: [])
    return Conjugation(
      infinitive: infinitive, models: [model.name], guess: nil, isRegular: true, gloss: nil,
      paradigm: forms)
  }

  private func conjugation(
    of infinitive: String, hiding hidden: String?
  ) throws(ConjugationError) -> Conjugation {
    guard let shape = VerbShape(infinitive) else { throw .invalidInfinitive(infinitive) }
    let source = try source(of: shape, hiding: hidden)
    var paradigm: Paradigm?
    for name in source.models {
      guard let model = try Self.model(name, table) else {
        throw .brokenTable("\(infinitive) names an unknown model \(name)")
      }
      let next = try Generator(model: model, shape: shape).paradigm()
      if paradigm == nil { paradigm = next } else { paradigm?.merge(next) }
    }
    guard var forms = paradigm else { throw .brokenTable("\(infinitive) has no model") }
    let missing = source.notes.map { missingCells($0, verbClass: shape.verbClass) } ?? []
    // A participle of the verb's own (inhiesto) is the one its compound tenses take.
    if let participle = source.entry?.cells[.nonFinite(.participio)] {
      forms[.nonFinite(.participio)] = participle
    }
    complete(&forms, shape: shape, missing: missing)
    for (form, own) in source.entry?.cells ?? [:] { forms[form] = own }
    let isRegular =
      source.entry?.isRegular
      ?? (source.models == [Self.regularModel(shape.verbClass)] && missing.isEmpty)
    return Conjugation(
      infinitive: infinitive, models: source.models, guess: source.guess,
      isRegular: isRegular, gloss: source.entry?.gloss, rank: source.entry?.rank, paradigm: forms)
  }

  /// Adds what every verb derives from its simple forms: the cells it lacks emptied, compound
  /// tenses (none where the participle is missing), and a reflexive's pronouns.
  private func complete(_ forms: inout Paradigm, shape: VerbShape, missing: Set<Form>) {
    for form in missing { forms[form] = [] }
    addCompoundTenses(&forms)
    for form in missing { forms[form] = [] }
    if shape.isReflexive {
      addClitics(&forms)
      forms[.nonFinite(.infinitivo)] = [shape.infinitive]
    }
  }

  private func addCompoundTenses(_ p: inout Paradigm) {
    let participles = p[.nonFinite(.participio)] ?? []
    for tense in Tense.allCases {
      guard let simple = tense.simpleTense else { continue }
      for person in Person.allCases {
        guard let aux = auxiliary[simple, person].first else { continue }
        let prefix = aux + " "
        p[tense, person] = participles.map { prefix + $0 }
      }
    }
  }

  private func addClitics(_ p: inout Paradigm) {
    for form in Form.all(includeVos: true) {
      guard let forms = p[form], !forms.isEmpty else { continue }
      p[form] = Clitics.attach(forms, to: form)
    }
  }
}
