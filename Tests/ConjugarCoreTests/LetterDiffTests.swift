import Testing

@testable import ConjugarCore

@Suite struct LetterDiffTests {
  private func marked(_ word: String, _ reference: String) -> String? {
    let letters = Array(word.unicodeScalars)
    guard let range = LetterDiff.marked(letters, against: Array(reference.unicodeScalars))
    else { return nil }
    return String(String.UnicodeScalarView(letters[range]))
  }

  @Test(arguments: [
    ("cuento", "conto", "ue"), ("tuve", "tení", "uve"), ("tengo", "teno", "g"),
    ("podré", "poderé", "dr"), ("pon", "pone", "n"), ("he", "habe", "he"),
    ("vacío", "vacio", "í"), ("cuéntate", "cóntate", "ué"),
  ])
  func theDifferingLettersAreMarked(word: String, reference: String, letters: String) {
    #expect(marked(word, reference) == letters)
  }

  @Test func equalWordsHaveNoMark() {
    #expect(marked("hablo", "hablo") == nil)
  }
}
