/// The literal stems and forms of the models (`tuv`, `tendr`, `fue`, `hecho`), indexed so that
/// a written word leads back to the verbs that carry them over.
///
/// A verb of a model gets a literal with its own beginning in place of the model verb's
/// (`tener` → `contener`: `tuv` → `contuv`). So a literal split as `head + tail`, `head` a
/// beginning of the model verb, maps a word ending in `tail` to the word's beginning followed
/// by the model verb without `head`: `contuv` ends in `tuv`, giving `con` + `tener`.
struct LiteralIndex: Sendable {
  /// A folded literal of a model, and the folded model verb it belongs to.
  private struct Literal: Sendable {
    var letters: [UInt8]
    var infinitive: [UInt8]
    /// The longest head the literal shares with the infinitive and still leaves a tail.
    var longestHead: Int
  }

  /// Literal stems, by their shortest tail.
  private var stems: [String: [Literal]] = [:]
  /// Literal forms, by their shortest tail.
  private var forms: [String: [Literal]] = [:]
  /// Folded forms a single verb lists for itself (`hay`) → that verb's folded infinitive.
  private var ownForms: [String: [String]] = [:]

  init(models: ModelTable, ownEntries: [VerbEntry]) {
    for name in models.names {
      guard let model = models[name] else { continue }
      let base = LookupSpelling.fold(name)  // model verbs are not pronominal
      for stem in model.stem + model.yoStem + model.preteriteStem + model.futureStem {
        Self.add(stem, of: base, to: &stems)
      }
      for (form, literals) in model.cells {
        for literal in literals + literals.flatMap({ Self.subjunctives(from: $0, form) }) {
          Self.add(literal, of: base, to: &forms)
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

  private static func isLetterStart(_ byte: UInt8) -> Bool {
    byte & 0xC0 != 0x80  // not the second byte of ñ
  }

  private static func add(_ literal: String, of base: String, to map: inout [String: [Literal]]) {
    let letters = Array(LookupSpelling.fold(literal).utf8)
    let infinitive = Array(base.utf8)
    guard !letters.isEmpty else { return }
    var head = 0
    while head + 1 < letters.count, head < infinitive.count, letters[head] == infinitive[head] {
      head += 1
    }
    while !isLetterStart(letters[head]) { head -= 1 }
    let key = String(decoding: letters[head...], as: UTF8.self)
    map[key, default: []].append(
      Literal(letters: letters, infinitive: infinitive, longestHead: head))
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

  /// For each literal whose shortest tail ends `word`, every longer tail that ends it too,
  /// each giving the word's beginning followed by the rest of the infinitive.
  private static func lookUp(
    _ word: String, in map: [String: [Literal]], into result: inout Set<String>
  ) {
    let letters = Array(word.utf8)
    for start in letters.indices where isLetterStart(letters[start]) {
      for literal in map[String(decoding: letters[start...], as: UTF8.self)] ?? [] {
        var head = literal.longestHead
        var end = start
        while true {
          if isLetterStart(literal.letters[head]) {
            let infinitive = letters[..<end] + literal.infinitive[head...]
            result.insert(String(decoding: infinitive, as: UTF8.self))
          }
          guard head > 0, end > 0, letters[end - 1] == literal.letters[head - 1] else { break }
          head -= 1
          end -= 1
        }
      }
    }
  }
}
