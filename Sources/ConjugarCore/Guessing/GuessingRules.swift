/// The word-formation facts of `guessing.txt`: the prefixes that form verbs from listed ones
/// (re + poner), and the endings with which Spanish forms new verbs (tuitear, customizar). How
/// a verb no table lists is conjugated is derived from the listed verbs (Guesser).
package struct GuessingRules: Sendable, Equatable {
  /// Prefixes that form verbs from known ones, longest first.
  package let prefixes: [String]
  /// The infinitive endings of new verbs (`ear`, `izar`), longest first: reverse lookup reads a
  /// word as a form of a verb no table lists only when the verb ends so, or is prefixed.
  package let newVerbEndings: [String]
  /// A listed verb of at most this frequency rank that is irregular keeps its own conjugation
  /// after a prefix, whatever the verbs that merely end like it do (entrepensar: entrepienso,
  /// though compensar and dispensar are regular); nil when guessing.txt gives none.
  package let commonIrregularRank: Int?

  /// Parses `prefix P`, `new-verb-ending E` and `common-irregular-rank N` lines; `#` starts a
  /// comment.
  package init(parsing text: String) throws(VerbTableError) {
    var prefixes: [String] = []
    var endings: [String] = []
    var rank: Int?
    for (number, words) in TableText.words(in: text) {
      if words.count == 2, words[0] == "common-irregular-rank" {
        guard let value = Int(words[1]), value > 0 else {
          throw VerbTableError(
            file: "guessing.txt", line: number,
            reason: "expected `common-irregular-rank N`, N a positive whole number")
        }
        rank = value
        continue
      }
      guard words.count == 2, VerbShape.isWord(words[1]) else {
        throw VerbTableError(
          file: "guessing.txt", line: number,
          reason: "expected `prefix P` or `new-verb-ending E`, in lower case")
      }
      switch words[0] {
      case "prefix": prefixes.append(words[1])
      case "new-verb-ending": endings.append(words[1])
      default:
        throw VerbTableError(
          file: "guessing.txt", line: number,
          reason: "unknown line `\(words[0])`: expected `prefix P` or `new-verb-ending E`")
      }
    }
    self.prefixes = prefixes.sorted { $0.count > $1.count }
    newVerbEndings = endings.sorted { $0.count > $1.count }
    commonIrregularRank = rank
  }
}
