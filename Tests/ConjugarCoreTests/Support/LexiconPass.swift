@testable import ConjugarCore

/// One pass over every form of every bundled verb, vos included, shared by the tests that check
/// the whole lexicon (conjugating it takes seconds in a debug build).
enum LexiconPass {
  struct Findings {
    /// How many verbs were conjugated.
    var verbs = 0
    /// Verbs that failed to conjugate or have an empty form, with the reason.
    var failures: [String] = []
    /// Words with more than one written accent.
    var doubleAccents: Set<String> = []
    /// Words left without a tilde as monosyllables that a plain count finds longer (`rehui`).
    var falseMonosyllables: Set<String> = []
    /// Broken irregularity invariants (`IrregularityInvariants`).
    var irregularities: [String] = []
    /// How many verbs show each kind of irregularity.
    var kindCounts: [IrregularityKind: Int] = [:]
  }

  static let findings: Findings? = {
    guard let bundled else { return nil }
    var findings = Findings()
    for verb in bundled.table.infinitives {
      guard case .success(let conjugation) = bundled.conjugate(verb) else {
        findings.failures.append("\(verb): not conjugated")
        continue
      }
      findings.verbs += 1
      if let irregularities = bundled.irregularities(of: conjugation) {
        let models = conjugation.models.compactMap { try? Conjugator.model($0, bundled.table) }
        let (problems, kinds) = IrregularityInvariants.check(
          conjugation, irregularities, models: models)
        findings.irregularities += problems
        for kind in kinds { findings.kindCounts[kind, default: 0] += 1 }
      } else {
        findings.irregularities.append("\(verb): no irregularities")
      }
      for (_, cell) in conjugation.cells(includeVos: true) {
        for form in cell.forms {
          if form.isEmpty { findings.failures.append("\(verb): empty form") }
          for word in form.utf8.split(separator: UInt8(ascii: " ")) { check(word, &findings) }
        }
      }
    }
    return findings
  }()

  /// Checks one word, read as UTF-8 bytes: the accented vowels are 0xC3 followed by 0xA1 (á),
  /// 0xA9 (é), 0xAD (í), 0xB3 (ó) or 0xBA (ú), and ü is 0xC3 0xBC.
  private static func check(_ word: Substring.UTF8View.SubSequence, _ findings: inout Findings) {
    var accents = 0
    var vowels = 0
    var afterC3 = false
    for byte in word {
      switch (afterC3, byte) {
      case (true, 0xA1), (true, 0xA9), (true, 0xAD), (true, 0xB3), (true, 0xBA):
        accents += 1
        vowels += 1
      case (true, 0xBC), (false, 0x61), (false, 0x65), (false, 0x69), (false, 0x6F), (false, 0x75):
        vowels += 1  // ü, a, e, i, o, u
      default: break
      }
      afterC3 = byte == 0xC3
    }
    if accents > 1 { findings.doubleAccents.insert(String(decoding: word, as: UTF8.self)) }
    // The 2010 rule only ever weighs words of two to four vowel letters (guiáis).
    guard accents == 0, vowels > 1, vowels <= 4 else { return }
    let text = String(decoding: word, as: UTF8.self)
    let letters = Array(text.unicodeScalars)
    if Orthography.nuclei(letters).count == 1, plainSyllableCount(letters) != 1 {
      findings.falseMonosyllables.insert(text)
    }
  }

  /// Syllables counted without the engine: each run of vowel letters not broken by a consonant
  /// (h included) is one syllable, plus one for each pair of open vowels in it; the u of gu and
  /// qu before e or i is no vowel.
  static func plainSyllableCount(_ letters: [Unicode.Scalar]) -> Int {
    var count = 0
    var previous: Unicode.Scalar?
    for (index, letter) in letters.enumerated() {
      let silentU =
        letter == "u" && index > 0 && (letters[index - 1] == "g" || letters[index - 1] == "q")
        && index + 1 < letters.count && "eiéí".unicodeScalars.contains(letters[index + 1])
      guard "aeiouáéíóúü".unicodeScalars.contains(letter), !silentU else {
        previous = nil
        continue
      }
      let open = "aeoáéó".unicodeScalars.contains(letter)
      if let before = previous {
        if open && "aeoáéó".unicodeScalars.contains(before) { count += 1 }
      } else {
        count += 1
      }
      previous = letter
    }
    return count
  }
}
