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
    for name in ["hablar", "temer", "partir", "haber"] where table.models[name] == nil {
      throw .brokenTable("the tables define no model \(name)")
    }
    guard let haber = table.models["haber"], let shape = VerbShape("haber") else {
      throw .brokenTable("haber cannot be conjugated")
    }
    auxiliary = try Generator(model: haber, shape: shape).paradigm()
  }

  /// Conjugates `infinitive` (lower case, NFC). A verb no table lists but shaped like an
  /// infinitive is conjugated like the known verb it is formed from with a prefix, or by its
  /// ending (`guessing.txt`), and flagged `isGuessed`.
  public func conjugate(_ infinitive: String) -> Result<Conjugation, ConjugationError> {
    Result { () throws(ConjugationError) in try conjugation(of: infinitive) }
  }

  /// The same verb conjugated with the regular model of its class and nothing of its own, to
  /// show which letters of its real forms are irregular; nil for a non-infinitive.
  public func regularConjugation(of infinitive: String) -> Conjugation? {
    guard let shape = VerbShape(infinitive),
      let model = table.models[Self.regularModel(shape.verbClass)],
      var forms = try? Generator(model: model, shape: shape).paradigm()
    else { return nil }
    complete(&forms, shape: shape, missing: [])
    return Conjugation(
      infinitive: infinitive, models: [model.name], isGuessed: false, isRegular: true, gloss: nil,
      paradigm: forms)
  }

  private func entry(for infinitive: String) throws(ConjugationError) -> VerbEntry? {
    do {
      if let entry = try table.entry(for: infinitive) { return entry }
      if let shape = VerbShape(infinitive), shape.isReflexive,
        var entry = try table.entry(for: shape.base)
      {
        entry.infinitive = infinitive
        return entry
      }
      return nil
    } catch {
      throw .brokenTable(error.description)
    }
  }

  /// The models for a verb no table lists: those of the known verb it is formed from with a
  /// prefix (`reimponer` → `imponer`), else the model its ending implies (`-uir` → `huir`),
  /// else the regular model of its class.
  private func guessedModels(_ shape: VerbShape) throws(ConjugationError) -> [String] {
    for prefix in table.guessing.prefixes where shape.base.hasPrefix(prefix) {
      let rest = String(shape.base.dropFirst(prefix.count))
      if rest.count >= 3, let known = try entry(for: rest) { return known.models }
    }
    for (ending, model) in table.guessing.endings where shape.base.hasSuffix(ending) {
      return [model]
    }
    return [Self.regularModel(shape.verbClass)]
  }

  private func conjugation(of infinitive: String) throws(ConjugationError) -> Conjugation {
    guard let shape = VerbShape(infinitive) else { throw .invalidInfinitive(infinitive) }
    let entry = try entry(for: infinitive)
    let models: [String]
    if let entry { models = entry.models } else { models = try guessedModels(shape) }
    var paradigm: Paradigm?
    for name in models {
      guard let model = table.models[name] else {
        throw .brokenTable("\(infinitive) names an unknown model \(name)")
      }
      let next = try Generator(model: model, shape: shape).paradigm()
      if paradigm == nil { paradigm = next } else { paradigm?.merge(next) }
    }
    guard var forms = paradigm else { throw .brokenTable("\(infinitive) has no model") }
    let missing = entry.map { missingCells($0, verbClass: shape.verbClass) } ?? []
    complete(&forms, shape: shape, missing: missing)
    for (form, own) in entry?.cells ?? [:] { forms[form] = own }
    let isRegular = entry?.isRegular ?? (models == [Self.regularModel(shape.verbClass)])
    return Conjugation(
      infinitive: infinitive, models: models, isGuessed: entry == nil,
      isRegular: isRegular, gloss: entry?.gloss,
      rank: entry?.rank,
      paradigm: forms)
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

  /// The cells a defective verb lacks: its own list, and those of its pattern.
  private func missingCells(_ entry: VerbEntry, verbClass: VerbClass) -> Set<Form> {
    var missing = entry.missing
    guard entry.defectiveness != nil else { return missing }
    for form in Form.all(includeVos: true) {
      guard case .finite(let tense, let person) = form else { continue }
      switch entry.defectiveness {
      case .impersonal?: if tense.isImperative || person != .el { missing.insert(form) }
      case .third?: if tense.isImperative || !person.isThird { missing.insert(form) }
      case .iEndings?: if !Endings.beginsWithI(tense, person, verbClass) { missing.insert(form) }
      case nil: break
      }
    }
    return missing
  }

  private func addClitics(_ p: inout Paradigm) {
    for form in Form.all(includeVos: true) {
      guard let forms = p[form], !forms.isEmpty else { continue }
      p[form] = Clitics.attach(forms, to: form)
    }
  }
}
