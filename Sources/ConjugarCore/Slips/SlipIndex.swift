/// The speller's model of how learners misspell a verb, and its index.
///
/// A learner who means a verb writes one of its *sources*: the infinitive, or the infinitive
/// with a stem the verb's own forms show (tengo, muestra, elige, huye, durmió, conozca: the
/// stems a learner sees, read from the tables, not listed by hand), which costs a quarter
/// error (`tenger`, `muestrar`, `eligir`, `huyir`, `durmir`, `conozcer`): a stem the verb
/// shows is likelier than any other letter changed (`riir` is reír before ir). What is typed
/// is then a source misspelt: written with other spellings of the same sounds (the words share
/// a ``LearnerKey``; a quarter error each, which never makes a word no slip), and at most one
/// more edit of the key, weighted as learners and typists make them: the conjugation's vowel
/// for another (`dormer`) a quarter error, another vowel changed or a letter left out, added
/// or swapped with its neighbour one error, a consonant for another one and a half (g for gu
/// before e and i, half). A word whose cheapest source costs at most two errors is a slip of
/// that verb; a word of three letters or fewer, at most one. VerbSpeller weighs the cost
/// against how common each verb is.
///
/// The index holds the keys of the sources of every common verb and each with one letter
/// deleted (of the key, and of the spelling, then keyed), sorted, so that a word is matched by
/// looking up its key and the key with each letter deleted (symmetric deletion): a search
/// for each, which finds the sources of that key and the keys it is with a letter deleted
/// alike, no scan of the verbs. It also holds, for the speller, the verbs spelt with accents
/// by their folded spelling (`reir`: reír) and every verb's folded spelling with each letter
/// deleted (close verbs one edit away). It is built when the tables are embedded
/// (embed-verb-tables), read in place at run time.
struct SlipIndex: Sendable {
  /// Costs are counted in quarter errors.
  static let error = 4
  /// What writing a stem of the verb's forms in its infinitive costs.
  static let leak = 1
  /// What a letter written for another of the same sound costs, a quarter error: nothing
  /// towards being a slip, but it orders the verbs a word may be (`aser`: hacer before ser,
  /// `escibir`: escribir, a letter left out, before exhibir, spelt as heard).
  static let respelling = 1
  /// The most a slip may cost: two errors, one for a word of three letters or fewer.
  static func limit(forKeyLength length: Int) -> Int { length <= 3 ? error : 2 * error }

  private let lines: SortedLines

  /// The index read from its text (``text(for:)``), with the filter of its keys when one was
  /// built ahead of time (``KeyFilter/text(forKeysOf:)`` of the same text).
  init(text: String, filter: KeyFilter? = nil) {
    lines = SortedLines(text, filter: filter)
  }

  /// A verb a word may be a slip of, and what the slip costs in quarter errors.
  struct Match: Equatable {
    var infinitive: String
    var cost: Int
  }

  /// The common verbs a word is a slip of, cheapest first.
  ///
  /// - Parameter word: Lower case, NFC.
  /// - Returns: Each verb once, at the cost of its cheapest source.
  func matches(of word: String) -> [Match] {
    let typed = LearnerKey.key(word)
    guard typed.count >= 2 else { return [] }
    return matches(of: word, edits: edits(to: typed, of: word), typedKey: typed)
  }

  /// The edit from each source key one edit from a typed key, found by looking it up and its
  /// deletions.
  private func edits(to typed: LearnerKey.Key, of word: String) -> [LearnerKey.Key: Int] {
    var edits: [LearnerKey.Key: Int] = [:]
    func found(_ key: LearnerKey.Key, _ edit: Int?) {
      guard let edit, edit < edits[key, default: .max] else { return }
      edits[key] = edit
    }
    let typedEntry = entry(typed)
    if typedEntry.hasSources { found(typed, 0) }
    // A source with a letter more: the typed word left one out.
    for key in typedEntry.deletedFrom { found(key, Self.error) }
    for deleted in Self.deletions(of: word, key: typed) {
      let deletedEntry = entry(deleted)
      // A source with a letter less: the typed word has one too many.
      if deletedEntry.hasSources { found(deleted, Self.error) }
      // A source the same length, a letter changed or two swapped.
      for key in deletedEntry.deletedFrom { found(key, Self.cost(from: key, to: typed)) }
    }
    // The conjugation's vowel changed as spelt, which may change how the letter before it
    // sounds (lleger: llegar, hacar: hacer).
    for key in Self.endingVowelKeys(of: word) where entry(key).hasSources {
      found(key, Self.endingVowel)
    }
    return edits
  }

  /// Whether `key` is the key of sources, and the source keys it is with a letter deleted:
  /// both are lines keyed by it, found in one search.
  private func entry(_ key: LearnerKey.Key) -> (hasSources: Bool, deletedFrom: [LearnerKey.Key]) {
    var hasSources = false
    var deletedFrom: [LearnerKey.Key] = []
    lines.forEachLine(withKey: key) { line in
      if Self.field(line, 1).first == sourceMark {
        hasSources = true
      } else {
        deletedFrom.append(Array(Self.field(line, 2)))
      }
    }
    return (hasSources, deletedFrom)
  }

  /// The keys of a word with the vowel of its ending (before the final r or -rse) written as
  /// each of the other conjugations' vowels; none for a word not so shaped.
  static func endingVowelKeys(of word: String) -> [LearnerKey.Key] {
    var letters = Array(Accents.fold(word).unicodeScalars)
    var at = letters.count - 2
    if letters.count > 4, letters.suffix(2) == ["s", "e"] { at -= 2 }
    guard at >= 1, letters[at + 1] == "r", ["a", "e", "i"].contains(letters[at]) else {
      return []
    }
    let typed = letters[at]
    return ["a", "e", "i"].filter { $0 != typed }.map { vowel in
      letters[at] = vowel
      return LearnerKey.key(scalars: letters)
    }
  }

  /// The verbs whose sources have the keys of `edits`, at the cost of the edit and the source.
  func matches(
    of word: String, edits: [LearnerKey.Key: Int], typedKey: LearnerKey.Key
  ) -> [Match] {
    let limit = Self.limit(forKeyLength: typedKey.count)
    let spelt = Array(Accents.fold(word).unicodeScalars)
    var best: [String: Int] = [:]
    for (key, edit) in edits where edit <= limit {
      lines.forEachLine(withKey: key) { line in
        guard Self.field(line, 1).first == sourceMark else { return }
        let cost = edit + (TableText.number(Self.field(line, 3)) ?? limit)
        guard cost <= limit else { return }
        // Each letter the spellings differ in beyond the key's edit is a respelling; an x
        // written s or c is two sounds made one, and costs twice.
        let source = Array(String(decoding: Self.field(line, 4), as: UTF8.self).unicodeScalars)
        let letters = EditDistance.distance(spelt, source, limit: 2 * limit) ?? 2 * limit
        let xs = source.count { $0 == "x" } - spelt.count { $0 == "x" }
        let respelt = max(0, letters - (edit > 0 ? 1 : 0)) + max(0, xs)
        let total = cost + Self.respelling * respelt
        let infinitive = String(decoding: Self.field(line, 2), as: UTF8.self)
        if total < best[infinitive, default: .max] { best[infinitive] = total }
      }
    }
    return best.map { Match(infinitive: $0.key, cost: $0.value) }
      .sorted { ($0.cost, $0.infinitive) < ($1.cost, $1.infinitive) }
  }

  /// The first verb of the table spelt with accents or ü that `folded` spells without them
  /// (`reir`: reír).
  func accented(_ folded: String) -> String? {
    lines.firstLine(withKey: [accentMark] + Array(folded.utf8)) {
      String(decoding: Self.field($0, 1), as: UTF8.self)
    }
  }

  /// The verbs whose folded spelling is one edit from `target` (not none), in table order (the
  /// byte order of the infinitives), each with its distance, 1: found among the `+` lines,
  /// which hold every verb's folded spelling and each with a letter deleted, by looking up the
  /// target and the target with each letter deleted. Measuring every verb of about a word's
  /// length cost a batch's unlisted word about 400k instructions.
  func closeVerbs(to target: [Unicode.Scalar]) -> [(String, Int)] {
    var found: Set<String> = []
    // The target, then the target with each letter deleted but the second of two alike (the
    // same word), spelt in one buffer. (Not in a nested function: appending to a variable it
    // captured was checked for exclusive access at each byte, 1k instructions a search.)
    let spelt = target.map { letter in
      var bytes: [UInt8] = []
      UTF8.encode(letter) { bytes.append($0) }
      return bytes
    }
    var key: [UInt8] = []
    key.reserveCapacity(1 + 4 * target.count)
    for skipped in [-1] + target.indices.filter({ $0 == 0 || target[$0] != target[$0 - 1] }) {
      key.removeAll(keepingCapacity: true)
      key.append(closeMark)
      for (index, bytes) in spelt.enumerated() where index != skipped { key += bytes }
      lines.forEachLine(withKey: key) { line in
        found.insert(String(decoding: Self.field(line, 1), as: UTF8.self))
      }
    }
    return found.compactMap { infinitive -> (String, Int)? in
      let letters = Array(Accents.fold(infinitive).unicodeScalars)
      guard let distance = EditDistance.distance(target, letters, limit: 1), distance > 0 else {
        return nil
      }
      return (infinitive, distance)
    }.sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
  }

  /// The field `number` (from 0) of a line's bytes; empty when it has fewer.
  private static func field<Line: Collection<UInt8>>(_ line: Line, _ number: Int)
    -> Line.SubSequence
  {
    var start = line.startIndex
    for _ in 0..<number {
      guard let end = line[start...].firstIndex(of: tab) else { return line[line.endIndex...] }
      start = line.index(after: end)
    }
    return line[start..<(line[start...].firstIndex(of: tab) ?? line.endIndex)]
  }

  /// The keys of a word with a letter deleted: each letter of the key, and each letter of the
  /// word, keyed (a letter left out may change how its neighbour sounds: escibir, escribir).
  // The few keys are told apart by comparing them, not hashed (hashing them cost a batch's
  // unlisted word about 20k instructions); a letter of the word is left out lazily.
  static func deletions(of word: String, key: LearnerKey.Key) -> [LearnerKey.Key] {
    var result: [LearnerKey.Key] = []
    result.reserveCapacity(2 * key.count)
    func add(_ deleted: LearnerKey.Key) {
      if !deleted.isEmpty, deleted != key, !result.contains(deleted) { result.append(deleted) }
    }
    var deleted: LearnerKey.Key = []
    for index in key.indices where index == 0 || key[index] != key[index - 1] {
      deleted.removeAll(keepingCapacity: true)
      deleted += key[..<index]
      deleted += key[(index + 1)...]
      add(deleted)
    }
    let letters = Array(word.unicodeScalars)
    for index in letters.indices where index == 0 || letters[index] != letters[index - 1] {
      add(LearnerKey.key(scalars: letters.indices.lazy.filter { $0 != index }.map { letters[$0] }))
    }
    return result
  }

  /// `items` with each item deleted in turn, but the second of two alike (the same result).
  private static func withOneDeleted<T: Equatable>(_ items: [T]) -> [[T]] {
    items.indices.filter { $0 == 0 || items[$0] != items[$0 - 1] }.map { index in
      var deleted = items
      deleted.remove(at: index)
      return deleted
    }
  }

  /// The consonants of the key a spelling rule, not a sound, tells apart: g for gu before e
  /// and i reads as j (`segir`: seguir, `sigo`; `coguer`: coger).
  static let nearConsonants: Set<[UInt8]> = [Array("gj".utf8), Array("jg".utf8)]
  static let nearConsonant = 2

  /// What writing another conjugation's vowel in the ending costs (`dormer`, `abrer`): the
  /// commonest of a learner's changes, cheaper than a vowel changed elsewhere.
  static let endingVowel = 1

  /// The weighted cost of one letter changed or two neighbours swapped, from a source's key to
  /// a typed key of the same length, in quarter errors; nil when they differ otherwise.
  static func cost(from source: LearnerKey.Key, to typed: LearnerKey.Key) -> Int? {
    guard source.count == typed.count else { return nil }
    let differ = source.indices.filter { source[$0] != typed[$0] }
    if differ.count == 2, differ[1] == differ[0] + 1, source[differ[0]] == typed[differ[1]],
      source[differ[1]] == typed[differ[0]]
    {
      return error
    }
    guard differ.count == 1 else { return nil }
    let at = differ[0]
    guard LearnerKey.isVowel(source[at]), LearnerKey.isVowel(typed[at]) else {
      return nearConsonants.contains([source[at], typed[at]]) ? nearConsonant : error + error / 2
    }
    // The vowel before the final r, or before -rse.
    let ending = source.last == UInt8(ascii: "e") ? source.count - 4 : source.count - 2
    return at == ending ? endingVowel : error
  }

  /// The text of the index for a table, sorted in byte order: the sources of its verbs of rank
  /// ``VerbSpeller/slipRanks`` or better, as `key<TAB>=<TAB>verb<TAB>cost<TAB>spelling` lines
  /// (the spelling without accents); each source key with a letter deleted, as
  /// `deleted<TAB>-<TAB>key` (keyed alike, so that one search finds both kinds); each verb
  /// spelt with accents or ü, as `~folded<TAB>verb`; and every verb's folded spelling and each
  /// with a letter deleted, as `+spelling<TAB>verb`.
  static func text(for table: VerbTable) -> String {
    let conjugator = try? Conjugator(table: table)
    var sourceLines: Set<String> = []
    var keys: [(spelling: String, key: LearnerKey.Key)] = []
    func add(_ spelling: String, _ key: LearnerKey.Key, _ infinitive: String, _ cost: Int) {
      keys.append((spelling, key))
      sourceLines.insert("\(string(key))\t=\t\(infinitive)\t\(cost)\t\(Accents.fold(spelling))")
    }
    for (infinitive, rank) in table.infinitivesWithRanks {
      guard let rank, rank <= VerbSpeller.slipRanks, let shape = VerbShape(infinitive) else {
        continue
      }
      let key = LearnerKey.key(infinitive)
      add(infinitive, key, infinitive, 0)
      guard !shape.isReflexive, let conjugation = try? conjugator?.conjugate(infinitive).get()
      else { continue }
      let ending = String(infinitive.unicodeScalars.suffix(2).map(Character.init))
      for stem in seenStems(conjugation) {
        let leaked = LearnerKey.key(stem + ending)
        if leaked != key { add(stem + ending, leaked, infinitive, leak) }
      }
    }
    // Each verb spelt with accents or ü, the first of the table for its folded spelling; and
    // every verb's folded spelling and each with a letter deleted, for close verbs.
    var accentLines: [String: String] = [:]
    var closeLines: Set<String> = []
    for infinitive in table.infinitives {
      let folded = Accents.fold(infinitive)
      if folded != infinitive, accentLines[folded] == nil {
        accentLines[folded] = "~\(folded)\t\(infinitive)"
      }
      closeLines.insert("+\(folded)\t\(infinitive)")
      for deleted in withOneDeleted(Array(folded.unicodeScalars)) {
        closeLines.insert("+\(String(String.UnicodeScalarView(deleted)))\t\(infinitive)")
      }
    }
    var deletionLines: Set<String> = []
    for (spelling, key) in keys {
      for deleted in deletions(of: spelling, key: key) {
        deletionLines.insert("\(string(deleted))\t-\t\(string(key))")
      }
    }
    let lines = sourceLines.union(deletionLines).union(accentLines.values).union(closeLines)
    let sorted = lines.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    return "# Generated from the verb tables by SlipIndex; see Slips/SlipIndex.swift.\n"
      + sorted.joined(separator: "\n") + "\n"
  }

  private static func string(_ key: LearnerKey.Key) -> String {
    String(decoding: key, as: UTF8.self)
  }

  /// The cells whose stems learners see and carry into the infinitive, and the endings that
  /// follow the stem there, longest first. The y of cayó, huyendo stays with the stem (cayer,
  /// huyir).
  private static let stemCells: [(form: Form, endings: [String])] = [
    (.finite(.presente, .yo), ["o"]),
    (.finite(.presente, .tu), ["as", "es"]),
    (.finite(.presente, .el), ["a", "e"]),
    (.finite(.presente, .ellos), ["an", "en"]),
    (.finite(.preterito, .el), ["ió", "ó", "o"]),
    (.finite(.preterito, .ellos), ["ieron", "aron", "eron"]),
    (.finite(.subjuntivoPresente, .yo), ["a", "e"]),
    (.nonFinite(.gerundio), ["iendo", "endo", "ando"]),
  ]

  /// The stems a verb's commonest forms show, each once.
  private static func seenStems(_ conjugation: Conjugation) -> [String] {
    var stems: [String] = []
    for (form, endings) in stemCells {
      guard let written = conjugation.cell(form).forms.first, !written.contains(" ") else {
        continue
      }
      for ending in endings where written.hasSuffix(ending) {
        let stem = String(written.dropLast(ending.count))
        if stem.count >= 1, !stems.contains(stem) { stems.append(stem) }
        break
      }
    }
    return stems
  }
}

private let sourceMark = UInt8(ascii: "=")
private let accentMark = UInt8(ascii: "~")
private let closeMark = UInt8(ascii: "+")
private let tab = UInt8(ascii: "\t")
