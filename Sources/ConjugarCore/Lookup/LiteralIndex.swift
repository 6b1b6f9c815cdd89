/// Leads a written word back to the verbs whose models' literal stems and forms (`tuv`,
/// `tendr`, `fue`, `hecho`) it carries, through the literals of a `LookupIndex`.
///
/// A verb of a model gets a literal with its own beginning in place of the model verb's
/// (`tener` → `contener`: `tuv` → `contuv`). So a literal split as `head + tail`, `head` a
/// beginning of the model verb, maps a word ending in `tail` to the word's beginning followed
/// by the model verb without `head`: `contuv` ends in `tuv`, giving `con` + `tener`. The index
/// keys each literal by its shortest tail.
struct LiteralIndex: Sendable {
  let index: LookupIndex

  /// Folded infinitives whose literal stems can end `stem` (a word without its ending).
  func infinitives(stem: String, into result: inout Set<String>) {
    lookUp(stem, .stem, into: &result)
  }

  /// Folded infinitives whose literal forms can be `word`.
  func infinitives(form word: String, into result: inout Set<String>) {
    lookUp(word, .form, into: &result)
    result.formUnion(index.ownForms(word.utf8))
  }

  /// For each literal whose shortest tail ends `word`, every longer tail that ends it too,
  /// each giving the word's beginning followed by the rest of the infinitive.
  private func lookUp(
    _ word: String, _ kind: LookupIndex.LiteralKind, into result: inout Set<String>
  ) {
    let letters = Array(word.utf8)
    // Tails longer than any literal's are not asked for.
    let first = max(0, letters.count - (index.longestLiteralTail ?? letters.count))
    for start in letters.indices[first...] where LookupIndex.isLetterStart(letters[start]) {
      for literal in index.literals(kind, tail: letters[start...]) {
        var head = literal.longestHead
        var end = start
        while true {
          if LookupIndex.isLetterStart(literal.letters[head]) {
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
