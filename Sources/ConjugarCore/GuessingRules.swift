/// The prefixes of `guessing.txt`, which form verbs from listed ones (re + poner). How the rest
/// of a verb no table lists is guessed is derived from the listed verbs (Guesser).
public struct GuessingRules: Sendable, Equatable {
  /// Prefixes that form verbs from known ones, longest first.
  public let prefixes: [String]

  /// Parses `prefix P` lines; `#` starts a comment.
  public init(parsing text: String) throws(VerbTableError) {
    var prefixes: [String] = []
    for (number, words) in TableText.words(in: text) {
      guard words.first == "prefix", words.count == 2, VerbShape.isWord(words[1]) else {
        throw VerbTableError(
          file: "guessing.txt", line: number, reason: "expected `prefix P`, P in lower case")
      }
      prefixes.append(words[1])
    }
    self.prefixes = prefixes.sorted { $0.count > $1.count }
  }
}
