/// The literal stems and forms of the models (`tuv`, `tendr`, `fue`, `hecho`), indexed so that
/// a written word leads back to the verbs that carry them over.
///
/// A verb of a model gets a literal with its own beginning in place of the model verb's
/// (`tener` → `contener`: `tuv` → `contuv`). So a literal split as `head + tail`, `head` a
/// beginning of the model verb, maps a word ending in `tail` to the word's beginning followed
/// by the model verb without `head`: `contuv` ends in `tuv`, giving `con` + `tener`.
struct LiteralIndex: Sendable {
  /// Folded literal stems' tails → folded infinitive tails.
  private var stems: [String: [String]] = [:]
  /// Folded literal forms' tails → folded infinitive tails.
  private var forms: [String: [String]] = [:]
  /// Folded forms a single verb lists for itself (`hay`) → that verb's folded infinitive.
  private var ownForms: [String: [String]] = [:]

  init(models: ModelTable, ownEntries: [VerbEntry]) {
    for name in models.names {
      guard let model = models.models[name], let shape = VerbShape(name) else { continue }
      let base = LookupSpelling.fold(shape.base)
      for stem in model.stem + model.yoStem + model.preteriteStem + model.futureStem {
        Self.add(stem, of: base, to: &stems)
      }
      for (form, literals) in model.cells {
        for literal in literals {
          Self.add(literal, of: base, to: &forms)
          for derived in Self.subjunctives(from: literal, form) {
            Self.add(derived, of: base, to: &forms)
          }
        }
      }
    }
    for entry in ownEntries {
      for (form, literals) in entry.cells {
        for literal in literals + literals.flatMap({ Self.subjunctives(from: $0, form) }) {
          let key = LookupSpelling.fold(literal)
          ownForms[key, default: []].append(LookupSpelling.fold(entry.infinitive))
        }
      }
    }
  }

  /// The imperfect and future subjunctives a literal preterite `-ron` form implies
  /// (`fueron` → `fuera`, `fuese`, `fuere`...); accents are left out, as they are folded.
  private static func subjunctives(from literal: String, _ form: Form) -> [String] {
    guard form == .finite(.preterito, .ellos), literal.hasSuffix("ron") else { return [] }
    let base = literal.dropLast(3)
    return (Endings.imperfectRa + Endings.imperfectSe + Endings.futureSubjunctive).map {
      base + $0
    }
  }

  private static func add(_ literal: String, of base: String, to map: inout [String: [String]]) {
    let letters = LookupSpelling.fold(literal).unicodeScalars
    let infinitive = base.unicodeScalars
    var head = letters.startIndex
    var rest = infinitive.startIndex
    while true {
      let tail = String(letters[head...])
      let tailOfInfinitive = String(infinitive[rest...])
      if map[tail]?.contains(tailOfInfinitive) != true {
        map[tail, default: []].append(tailOfInfinitive)
      }
      let next = letters.index(after: head)
      guard next < letters.endIndex, rest < infinitive.endIndex, letters[head] == infinitive[rest]
      else { return }
      head = next
      rest = infinitive.index(after: rest)
    }
  }

  /// Folded infinitives whose literal stems can end `stem` (a word without its ending).
  func infinitives(stem: String, into result: inout Set<String>) {
    Self.lookUp(stem, in: stems, into: &result)
  }

  /// Folded infinitives whose literal forms can be `word`.
  func infinitives(form word: String, into result: inout Set<String>) {
    Self.lookUp(word, in: forms, into: &result)
    result.formUnion(ownForms[word] ?? [])
  }

  private static func lookUp(
    _ word: String, in map: [String: [String]], into result: inout Set<String>
  ) {
    let letters = word.unicodeScalars
    for start in letters.indices {
      guard let rests = map[String(letters[start...])] else { continue }
      for rest in rests { result.insert(String(letters[..<start]) + rest) }
    }
  }
}
