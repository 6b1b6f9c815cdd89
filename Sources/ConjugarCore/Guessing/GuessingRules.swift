/// The word-formation facts of `guessing.txt`: the prefixes that form verbs from listed ones
/// (re + poner), and the endings with which Spanish forms new verbs (tuitear, customizar). How
/// a verb no table lists is conjugated is derived from the listed verbs (Guesser).
package struct GuessingRules: Sendable, Equatable {
  /// Prefixes that form verbs from known ones, longest first.
  package let prefixes: [String]
  /// The infinitive endings of new verbs (`ear`, `izar`), longest first: reverse lookup reads a
  /// word as a form of a verb no table lists only when the verb ends so, or is prefixed.
  package let newVerbEndings: [String]

  /// Parses `prefix P` and `new-verb-ending E` lines; `#` starts a comment.
  package init(parsing text: String) throws(VerbTableError) {
    var prefixes: [String] = []
    var endings: [String] = []
    for (number, words) in TableText.words(in: text) {
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
  }
}
