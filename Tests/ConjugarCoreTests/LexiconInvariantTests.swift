import BundledTables
import Testing

@testable import ConjugarCore

/// Spelling invariants that every form of every listed verb keeps, vos included.
@Suite struct LexiconInvariantTests {
  /// Every distinct word of every cell of every listed verb (`no`, pronouns and auxiliaries
  /// included, which keep the invariants too).
  static let words: [String] = {
    guard let bundled else { return [] }
    var words = Set<String>()
    for verb in bundled.table.infinitives {
      guard case .success(let conjugation) = bundled.conjugate(verb) else { continue }
      for (_, cell) in conjugation.cells(includeVos: true) {
        for form in cell.forms { words.formUnion(form.split(separator: " ").map(String.init)) }
      }
    }
    return words.sorted()
  }()

  @Test func lexiconIsConjugated() {
    #expect(Self.words.count > 200_000)
  }

  @Test func noWordCarriesTwoWrittenAccents() {
    let doubled = Self.words.filter { $0.unicodeScalars.filter(Orthography.isAccented).count > 1 }
    #expect(doubled.isEmpty, "\(doubled.prefix(20))")
  }

  /// The 2010 rule leaves a word without its tilde when the engine counts it as one syllable
  /// (`hui`, `guio`, `riais`); a plain count, where h parts vowels, must agree (not `rehui`).
  @Test func everyWordLeftWithoutTildeAsAMonosyllableIsOne() {
    let wrong = Self.words.filter { word in
      let letters = Array(word.unicodeScalars)
      return !letters.contains(where: Orthography.isAccented)
        && Orthography.nuclei(letters).count == 1 && Self.plainSyllableCount(letters) != 1
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(20))")
  }

  @Test(arguments: [("hui", 1), ("guiais", 1), ("rio", 1), ("rehui", 2), ("leer", 2)])
  func plainCountParts(word: String, syllables: Int) {
    #expect(Self.plainSyllableCount(Array(word.unicodeScalars)) == syllables)
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
      let vowel = "aeiouáéíóúü".unicodeScalars.contains(letter) && !silentU
      if vowel {
        let open = "aeoáéó".unicodeScalars.contains(letter)
        if let before = previous {
          if open && "aeoáéó".unicodeScalars.contains(before) { count += 1 }
        } else {
          count += 1
        }
        previous = letter
      } else {
        previous = nil
      }
    }
    return count
  }
}
