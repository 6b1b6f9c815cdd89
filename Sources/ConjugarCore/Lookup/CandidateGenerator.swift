/// Guesses the infinitives a written word can come from by undoing what the generator does:
/// take off an ending, undo the spelling and stem-vowel changes, or map the models' literal
/// stems and forms back to their verbs. It guesses generously; the table and the conjugator
/// sort out the guesses. Words are folded (LookupSpelling) and handled as UTF-8 bytes.
struct CandidateGenerator: Sendable {
  typealias Bytes = [UInt8]
  typealias Change = (written: Bytes, original: Bytes)

  /// An ending the engine puts after a stem, folded.
  struct Ending: Sendable {
    var letters: Bytes
    /// The infinitive endings of the classes that use it after a rule-built stem.
    var classes: [Bytes]
    /// Whether it follows the future stem, which is the infinitive but for literal ones.
    var future: Bool
  }

  private let endings: [Ending]
  /// Stem vowel changes of the models, reversed: written → infinitive (`ue` → `o`).
  private let vowelChanges: [Change]
  private let literals: LiteralIndex

  /// The consonant spellings of Spelling.swift reversed, and the y of `huyo`: the stem's last
  /// letters as written → as in the infinitive.
  private static let consonantChanges: [Change] = [
    ("qu", "c"), ("gu", "g"), ("c", "z"), ("z", "c"), ("zc", "c"), ("zc", "sc"),
    ("g", "gu"), ("c", "qu"), ("j", "g"), ("y", ""),
  ].map { (Bytes($0.0.utf8), Bytes($0.1.utf8)) }

  init(models: ModelTable, ownEntries: [VerbEntry]) {
    endings = Self.allEndings()
    var changes: [Change] = []
    func add(_ written: String, _ original: String) {
      let change = (
        Bytes(LookupSpelling.fold(written).utf8), Bytes(LookupSpelling.fold(original).utf8)
      )
      if !changes.contains(where: { $0 == change }) { changes.append(change) }
    }
    for name in models.names {
      guard let model = models[name] else { continue }
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

  /// The endings of each class after a rule-built stem, those of the strong preterites after
  /// literal stems, and the future's after the future stem.
  private static func allEndings() -> [Ending] {
    var classes: [String: Set<String>] = [:]
    let subjunctives = Endings.imperfectRa + Endings.imperfectSe + Endings.futureSubjunctive
    for (c, name) in [(VerbClass.ar, "ar"), (.er, "er"), (.ir, "ir")] {
      var own = Endings.present(c) + Endings.preterite(c) + Endings.imperfect(c)
      own += Endings.subjunctive(c) + [Endings.presentVos(c), Endings.gerund(c)]
      own += [Endings.participle(c), name, String(name.dropLast()) + "d"]
      own.append(String(Endings.presentVos(c).dropLast()))  // vos imperative: hablá
      own += subjunctives.map { Endings.preterite(c)[5].dropLast(3) + $0 }
      for ending in own.map(LookupSpelling.fold) {
        var variants = [ending]
        // Spelling.swift writes the i of -ió, -ieron, -iendo as y after a vowel (creyó) and
        // drops it after ñ, ll and i (tañó, bulleron, riendo).
        if c != .ar, ending.hasPrefix("i"), let next = ending.unicodeScalars.dropFirst().first,
          Orthography.isOpen(next)
        {
          variants += ["y" + ending.dropFirst(), String(ending.dropFirst())]
        }
        for variant in variants { classes[variant, default: []].insert(name) }
      }
    }
    var literalOnly = Set<String>()
    for stemEndsInJ in [false, true] {
      let strong = Endings.strongPreterite(stemEndsInJ: stemEndsInJ)
      literalOnly.formUnion(strong + subjunctives.map { strong[5].dropLast(3) + $0 })
    }
    let future = Set((Endings.future + Endings.conditional).map(LookupSpelling.fold))
    let all = Set(classes.keys).union(literalOnly.map(LookupSpelling.fold)).union(future)
    return all.sorted().map { ending in
      Ending(
        letters: Bytes(ending.utf8),
        classes: (classes[ending] ?? []).sorted().map { Bytes($0.utf8) },
        future: future.contains(ending))
    }
  }

  /// Folded infinitives (without the reflexive -se) that `word`, a folded single word, may be
  /// a form of.
  func infinitives(of word: String, into result: inout Set<String>) {
    literals.infinitives(form: word, into: &result)
    let letters = Bytes(word.utf8)
    result.insert(word)  // an infinitive
    for ending in endings where Self.hasSuffix(letters, ending.letters) {
      let stem = Bytes(letters.dropLast(ending.letters.count))
      let written = String(decoding: stem, as: UTF8.self)
      if ending.future { result.insert(written) }  // the infinitive: hablar-é
      literals.infinitives(stem: written, into: &result)
      guard !ending.classes.isEmpty else { continue }
      for variant in stems(stem) {
        for classEnding in ending.classes {
          result.insert(String(decoding: variant + classEnding, as: UTF8.self))
        }
      }
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
        where Self.matches(spelling, at: start, written) {
          var changed = spelling
          changed.replaceSubrange(start..<(start + written.count), with: original)
          result.append(changed)
        }
      }
    }
    return result
  }

  private static func matches(_ word: Bytes, at start: Int, _ part: Bytes) -> Bool {
    var index = 0
    while index < part.count {
      if word[start + index] != part[index] { return false }
      index += 1
    }
    return true
  }

  private static func hasSuffix(_ word: Bytes, _ suffix: Bytes) -> Bool {
    word.count >= suffix.count && matches(word, at: word.count - suffix.count, suffix)
  }
}
