/// What reverse lookup needs to know of the tables, as sorted lines searched in place: the
/// endings the engine puts after stems, the models' stem vowel changes reversed, their literal
/// stems and forms, and the forms single verbs list for themselves (`hay`).
///
/// It is derived from the tables and nothing else. The bundled tables carry one built at build
/// time (the `EmbedVerbTables` plugin runs `LookupIndex(building:)` and embeds its text), so a
/// single lookup neither parses every model nor builds a dictionary; other tables build theirs
/// when their first lookup comes. Lines are `KIND KEY<TAB>FIELDS`, keys folded (LookupSpelling):
///
///     ending abamos<TAB>ar<TAB>-          classes whose rule-built stems take it; `future`
///     change<TAB>ue<TAB>o                 a stem vowel change: written, then infinitive
///     stem uv<TAB>tuv<TAB>tener<TAB>1     a literal stem by its shortest tail: tuv shares
///                                         1 letter (t) with tener (see LiteralIndex)
///     form fue<TAB>fue<TAB>ser<TAB>0      a literal form, the same way
///     own hay<TAB>haber                   a form one verb lists for itself
package struct LookupIndex: Sendable, Equatable {
  typealias Bytes = [UInt8]

  /// An ending the engine puts after a stem, folded.
  struct Ending: Sendable, Equatable {
    /// The infinitive endings of the classes that use it after a rule-built stem.
    var classes: [Bytes]
    /// Whether it follows the future stem, which is the infinitive but for literal ones.
    var future: Bool
  }

  /// A folded literal stem or form of a model, and the folded model verb it belongs to.
  struct Literal: Sendable, Equatable {
    var letters: Bytes
    var infinitive: Bytes
    /// The longest head the literal shares with the infinitive and still leaves a tail.
    var longestHead: Int
  }

  /// Which literals a key names: stems (`tuv`, `tendr`) or whole forms (`fue`, `hecho`).
  enum LiteralKind: String {
    case stem, form
  }

  private let lines: SortedLines
  /// The lines of endings, literals and own forms by key, read once a batch has asked for
  /// enough keys (Keys).
  private let keys = LazyCache<Keys>()

  /// The index's text, as `init(text:)` reads it.
  package var text: String { lines.text }

  /// An index from its text, as `LookupIndex(building:).text` wrote it for the same tables.
  package init(text: String) {
    lines = SortedLines(text)
  }

  package static func == (a: LookupIndex, b: LookupIndex) -> Bool { a.text == b.text }

  /// The index's lines by key once a batch has asked for `Keys.batch` keys; nil before.
  private func readKeys() -> Keys? {
    keys.value(after: Keys.batch) { Keys(reading: lines) }
  }

  /// The ending `letters` (folded), if the engine writes it after some stem.
  func ending<Letters: Collection<UInt8>>(_ letters: Letters) -> Ending? {
    if let table = readKeys() { return table.endings[Bytes(letters)] }
    return lines.first(withKey: Self.key("ending", letters)).flatMap { Self.ending($0.line) }
  }

  /// An `ending` line's ending.
  static func ending(_ line: String) -> Ending? {
    let fields = Self.fields(line)
    guard fields.count == 3 else { return nil }
    let classes = fields[1] == "-" ? [] : fields[1].split(separator: ",").map { Bytes($0.utf8) }
    return Ending(classes: classes, future: fields[2] == "future")
  }

  /// The stem vowel changes, reversed: written → infinitive (`ue` → `o`).
  func vowelChanges() -> [(written: Bytes, original: Bytes)] {
    lines.all(withKey: "change".utf8).compactMap { line in
      let fields = Self.fields(line)
      return fields.count == 3 ? (Bytes(fields[1].utf8), Bytes(fields[2].utf8)) : nil
    }
  }

  /// The most bytes a literal's tail has, once the index is read into dictionaries (Keys); nil
  /// before, when any tail may be asked for.
  var longestLiteralTail: Int? { readKeys()?.longestTail }

  /// The literals of `kind` whose shortest tail is `tail`.
  func literals<Tail: Collection<UInt8>>(_ kind: LiteralKind, tail: Tail) -> [Literal] {
    let key = Self.key(kind.rawValue, tail)
    if let table = readKeys() { return table.literals[key] ?? [] }
    return lines.all(withKey: key).compactMap(Self.literal)
  }

  /// A `stem` or `form` line's literal, if it fits.
  static func literal(_ line: String) -> Literal? {
    let fields = Self.fields(line)
    guard fields.count == 4, let head = Int(fields[3]) else { return nil }
    let literal = Literal(
      letters: Bytes(fields[1].utf8), infinitive: Bytes(fields[2].utf8), longestHead: head)
    let fits = head < literal.letters.count && head <= literal.infinitive.count
    return fits ? literal : nil
  }

  /// The folded infinitives of the verbs that list `form` (folded) for themselves.
  func ownForms<Form: Collection<UInt8>>(_ form: Form) -> [String] {
    if let table = readKeys() { return table.ownForms[Bytes(form)] ?? [] }
    return lines.all(withKey: Self.key("own", form)).compactMap(Self.ownForm)
  }

  /// An `own` line's infinitive.
  static func ownForm(_ line: String) -> String? {
    let fields = Self.fields(line)
    return fields.count == 2 ? fields[1] : nil
  }

  static func key<Letters: Collection<UInt8>>(_ kind: String, _ letters: Letters) -> Bytes {
    var key: Bytes = []
    key.reserveCapacity(kind.utf8.count + 1 + letters.count)
    key += kind.utf8
    key.append(UInt8(ascii: " "))
    key += letters
    return key
  }

  private static func fields(_ line: String) -> [String] {
    TableText.fields(line[...], "\t")
  }
}

// MARK: - Building

extension LookupIndex {
  /// Builds the index of `table`: every model is parsed, so a malformed one is left out (the
  /// table's `validate()` reports it).
  package init(building table: VerbTable) {
    var entries = Set<String>()
    for line in Self.endingLines() { entries.insert(line) }
    var changes = Set<String>()
    for name in table.models.names {
      guard let model = try? table.models.model(named: name) else { continue }
      let base = Accents.fold(name)  // model verbs are not pronominal
      for change in [model.stressed, model.weak].compactMap({ $0 }) {
        changes.insert(Self.change(change.to, change.from))
        // Generator.apply writes a word-initial ie and ue as ye and hue (yerro, huelo).
        if change.to == "ie" { changes.insert(Self.change("ye", change.from)) }
        if change.to == "ue" { changes.insert(Self.change("hue", change.from)) }
      }
      for stem in model.stem + model.yoStem + model.preteriteStem + model.futureStem {
        if let line = Self.literal(.stem, stem, of: base) { entries.insert(line) }
      }
      for (form, literals) in model.cells {
        for literal in literals + literals.flatMap({ Self.subjunctives(from: $0, form) }) {
          if let line = Self.literal(.form, literal, of: base) { entries.insert(line) }
        }
      }
      // Verbs list cells of their own for a few forms no model gives (`hay`, `vámonos`); in
      // the bundled table they are verbs of literal forms: model verbs with literal cells,
      // and their pronominal forms.
      guard !model.cells.isEmpty else { continue }
      for infinitive in [name, name + "se"] {
        guard let entry = try? table.entry(for: infinitive) else { continue }
        for (form, literals) in entry.cells {
          for literal in literals + literals.flatMap({ Self.subjunctives(from: $0, form) }) {
            let own = Accents.fold(infinitive)
            entries.insert("own \(Accents.fold(literal))\t\(own)")
          }
        }
      }
    }
    let sorted = (entries.union(changes)).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    let header = "# Reverse-lookup index of the verb tables, built by LookupIndex(building:).\n"
    self.init(text: header + sorted.map { $0 + "\n" }.joined())
  }

  private static func change(_ written: String, _ original: String) -> String {
    "change\t\(Accents.fold(written))\t\(Accents.fold(original))"
  }

  /// The endings of each class after a rule-built stem, those of the strong preterites after
  /// literal stems, and the future's after the future stem.
  private static func endingLines() -> [String] {
    var classes: [String: Set<String>] = [:]
    let subjunctives = Endings.imperfectRa + Endings.imperfectSe + Endings.futureSubjunctive
    for (c, name) in [(VerbClass.ar, "ar"), (.er, "er"), (.ir, "ir")] {
      var own = Endings.present(c) + Endings.preterite(c) + Endings.imperfect(c)
      own += Endings.subjunctive(c) + [Endings.presentVos(c), Endings.gerund(c)]
      own += [Endings.participle(c), name, String(name.dropLast()) + "d"]
      own.append(String(Endings.presentVos(c).dropLast()))  // vos imperative: hablá
      own += subjunctives.map { Endings.preterite(c)[5].dropLast(3) + $0 }
      for ending in own.map(Accents.fold) {
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
    let future = Set((Endings.future + Endings.conditional).map(Accents.fold))
    let all = Set(classes.keys).union(literalOnly.map(Accents.fold)).union(future)
    return all.map { ending in
      let names = (classes[ending] ?? []).sorted()
      let classField = names.isEmpty ? "-" : names.joined(separator: ",")
      return "ending \(ending)\t\(classField)\t\(future.contains(ending) ? "future" : "-")"
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

  /// The line of a literal of the model verb `base` (folded), keyed by its shortest tail: the
  /// part after the longest head it shares with `base` that still leaves a letter.
  private static func literal(_ kind: LiteralKind, _ literal: String, of base: String) -> String? {
    let letters = Array(Accents.fold(literal).utf8)
    let infinitive = Array(base.utf8)
    guard !letters.isEmpty else { return nil }
    var head = 0
    while head + 1 < letters.count, head < infinitive.count, letters[head] == infinitive[head] {
      head += 1
    }
    while !isLetterStart(letters[head]) { head -= 1 }
    let tail = String(decoding: letters[head...], as: UTF8.self)
    let written = String(decoding: letters, as: UTF8.self)
    return "\(kind.rawValue) \(tail)\t\(written)\t\(base)\t\(head)"
  }

  static func isLetterStart(_ byte: UInt8) -> Bool {
    byte & 0xC0 != 0x80  // not the second byte of ñ
  }
}
