/// Guesses the infinitives a written word can come from by undoing what the generator does:
/// take off an ending, undo the spelling and stem-vowel changes, or map the models' literal
/// stems and forms back to their verbs. It guesses generously; the table and the conjugator
/// sort out the guesses. Words are folded (LookupSpelling) and handled as UTF-8 bytes.
struct CandidateGenerator: Sendable {
  typealias Bytes = [UInt8]
  typealias Change = (written: Bytes, original: Bytes)

  /// Stem vowel changes of the models, reversed: written → infinitive (`ue` → `o`).
  private let vowelChanges: [Change]
  private let index: LookupIndex
  private let literals: LiteralIndex

  /// The consonant spellings of Spelling.swift reversed, and the y of `huyo`: the stem's last
  /// letters as written → as in the infinitive.
  private static let consonantChanges: [Change] = [
    ("qu", "c"), ("gu", "g"), ("c", "z"), ("z", "c"), ("zc", "c"), ("zc", "sc"),
    ("g", "gu"), ("c", "qu"), ("j", "g"), ("y", ""),
  ].map { (Bytes($0.0.utf8), Bytes($0.1.utf8)) }

  init(index: LookupIndex) {
    self.index = index
    vowelChanges = index.vowelChanges()
    literals = LiteralIndex(index: index)
  }

  /// Folded infinitives (without the reflexive -se) that `word`, a folded single word, may be
  /// a form of.
  func infinitives(of word: String, into result: inout Set<String>) {
    literals.infinitives(form: word, into: &result)
    let letters = Bytes(word.utf8)
    result.insert(word)  // an infinitive
    for start in letters.indices where LookupIndex.isLetterStart(letters[start]) {
      guard let ending = index.ending(letters[start...]) else { continue }
      let stem = Bytes(letters[..<start])
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
