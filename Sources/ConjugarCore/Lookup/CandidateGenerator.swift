/// Guesses the infinitives a written word can come from by undoing what the generator does:
/// take off an ending, undo the spelling and stem-vowel changes, or map the models' literal
/// stems and forms back to their verbs. It guesses generously; the table and the conjugator
/// sort out the guesses. Words are folded (LookupSpelling) and handled as UTF-8 bytes.
struct CandidateGenerator: Sendable {
  typealias Bytes = [UInt8]
  typealias Change = (written: Bytes, original: Bytes)

  /// Every ending the engine puts after a stem, folded, the empty one included.
  private let endings: [Bytes]
  /// Stem vowel changes of the models, reversed: written → infinitive (`ue` → `o`).
  private let vowelChanges: [Change]
  private let literals: LiteralIndex

  /// The consonant spellings of Spelling.swift reversed, and the y of `huyo`: the stem's last
  /// letters as written → as in the infinitive.
  private static let consonantChanges: [Change] = [
    ("qu", "c"), ("gu", "g"), ("c", "z"), ("z", "c"), ("zc", "c"), ("zc", "sc"),
    ("g", "gu"), ("c", "qu"), ("j", "g"), ("y", ""),
  ].map { (Bytes($0.0.utf8), Bytes($0.1.utf8)) }

  private static let classEndings: [Bytes] = ["ar", "er", "ir"].map { Bytes($0.utf8) }

  init(models: ModelTable, ownEntries: [VerbEntry]) {
    endings = Self.allEndings().map { Bytes($0.utf8) }
    var changes: [Change] = []
    func add(_ written: String, _ original: String) {
      let change = (
        Bytes(LookupSpelling.fold(written).utf8), Bytes(LookupSpelling.fold(original).utf8)
      )
      if !changes.contains(where: { $0 == change }) { changes.append(change) }
    }
    for name in models.names {
      guard let model = models.models[name] else { continue }
      for change in [model.stressed, model.weak].compactMap({ $0 }) {
        add(change.to, change.from)
        // Generator.apply writes a word-initial ie and ue as ye and hue (yerro, huelo).
        if change.to == "ie" { add("ye", change.from) }
        if change.to == "ue" { add("hue", change.from) }
      }
    }
    vowelChanges = changes
    literals = LiteralIndex(models: models, ownEntries: ownEntries)
  }

  private static func allEndings() -> [String] {
    var endings: Set<String> = ["", "ar", "er", "ir", "ad", "ed", "id", "a", "e", "i"]
    let subjunctives = Endings.imperfectRa + Endings.imperfectSe + Endings.futureSubjunctive
    for c in [VerbClass.ar, .er, .ir] {
      endings.formUnion(Endings.present(c) + Endings.preterite(c) + Endings.imperfect(c))
      endings.formUnion(Endings.subjunctive(c))
      endings.formUnion([Endings.presentVos(c), Endings.gerund(c), Endings.participle(c)])
      let third = Endings.preterite(c)[5].dropLast(3)
      endings.formUnion(subjunctives.map { third + $0 })
    }
    for stemEndsInJ in [false, true] {
      let strong = Endings.strongPreterite(stemEndsInJ: stemEndsInJ)
      endings.formUnion(strong)
      endings.formUnion(subjunctives.map { strong[5].dropLast(3) + $0 })
    }
    endings.formUnion(Endings.future + Endings.conditional)
    var folded = Set(endings.map(LookupSpelling.fold))
    // Spelling.swift writes the i of -ió, -ieron, -iendo as y after a vowel (creyó) and
    // drops it after ñ, ll and i (tañó, bulleron, riendo).
    for ending in folded where ending.hasPrefix("i") && ending.count > 1 {
      let rest = ending.dropFirst()
      if let next = rest.unicodeScalars.first, Orthography.isOpen(next) {
        folded.insert("y" + rest)
        folded.insert(String(rest))
      }
    }
    return folded.sorted()
  }

  /// Folded infinitives (without the reflexive -se) that `word`, a folded single word, may be
  /// a form of; unsorted, with repeats.
  func infinitives(of word: String, into result: inout Set<String>) {
    literals.infinitives(form: word, into: &result)
    let letters = Bytes(word.utf8)
    var guesses: [Bytes] = [letters]
    for ending in endings where Self.hasSuffix(letters, ending) {
      let stem = Bytes(letters.dropLast(ending.count))
      guesses.append(stem)  // a future stem is the infinitive (hablar-é)
      literals.infinitives(stem: String(decoding: stem, as: UTF8.self), into: &result)
      for variant in stems(stem) {
        for classEnding in Self.classEndings { guesses.append(variant + classEnding) }
      }
    }
    for guess in guesses where guess.count >= 2 {
      result.insert(String(decoding: guess, as: UTF8.self))
    }
  }

  /// The infinitive stems a written stem may come from: itself, with its last consonants
  /// re-spelt, and with one stem vowel change undone.
  private func stems(_ stem: Bytes) -> [Bytes] {
    var spellings = [stem]
    for (written, original) in Self.consonantChanges where Self.hasSuffix(stem, written) {
      spellings.append(stem.dropLast(written.count) + original)
    }
    var result = spellings
    for spelling in spellings {
      for (written, original) in vowelChanges where written.count <= spelling.count {
        for start in 0...(spelling.count - written.count)
        where spelling[start..<(start + written.count)].elementsEqual(written) {
          var changed = spelling
          changed.replaceSubrange(start..<(start + written.count), with: original)
          result.append(changed)
        }
      }
    }
    return result
  }

  private static func hasSuffix(_ word: Bytes, _ suffix: Bytes) -> Bool {
    word.count >= suffix.count && word.suffix(suffix.count).elementsEqual(suffix)
  }
}
