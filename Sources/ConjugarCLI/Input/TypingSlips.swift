/// The words one typing slip away from a word, for "did you mean" among forms: two letters
/// swapped, one doubled, one vowel typed for another, a vowel left out, or one of the
/// consonants of verb endings left out (`hablamo`). Few enough to look each up in
/// milliseconds.
enum TypingSlips {
  static let vowels: [Unicode.Scalar] = ["a", "e", "i", "o", "u"]
  /// What may have been left out: the vowels and the consonants of the persons' endings.
  static let omitted = vowels + ["s", "n", "d", "r", "m"]

  /// The variants of one word of 3 to 20 letters, likeliest slips first, without repeats;
  /// none for a phrase.
  static func variants(of word: String) -> [String] {
    let scalars = Array(word.unicodeScalars)
    guard (3...20).contains(scalars.count), !scalars.contains(" ") else { return [] }
    var seen: Set<String> = [word]
    var result: [String] = []
    func add(_ candidate: [Unicode.Scalar]) {
      var text = ""
      text.unicodeScalars.append(contentsOf: candidate)
      if seen.insert(text).inserted { result.append(text) }
    }
    for index in scalars.indices.dropLast() {
      var swapped = scalars
      swapped.swapAt(index, index + 1)
      add(swapped)
    }
    for index in scalars.indices {
      var removed = scalars
      removed.remove(at: index)
      add(removed)
    }
    for index in scalars.indices where vowels.contains(AccentFolding.fold(scalars[index])) {
      for vowel in vowels {
        var changed = scalars
        changed[index] = vowel
        add(changed)
      }
    }
    for index in 0...scalars.count {
      for letter in omitted {
        var inserted = scalars
        inserted.insert(letter, at: index)
        add(inserted)
      }
    }
    return result
  }
}
