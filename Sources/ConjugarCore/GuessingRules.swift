/// How verbs no table lists are conjugated, from `guessing.txt`: by a known verb they are
/// formed from with a prefix, or by their ending.
public struct GuessingRules: Sendable, Equatable {
  /// Prefixes that form verbs from known ones, longest first.
  public let prefixes: [String]
  /// Endings and the model they imply, longest first.
  public let endings: [(ending: String, model: String)]

  public static func == (a: GuessingRules, b: GuessingRules) -> Bool {
    a.prefixes == b.prefixes && a.endings.elementsEqual(b.endings, by: { $0 == $1 })
  }

  /// Parses `prefix P` and `ending E MODEL` lines; `#` starts a comment.
  public init(parsing text: String) throws(VerbTableError) {
    var prefixes: [String] = []
    var endings: [(String, String)] = []
    for (number, words) in TableText.words(in: text) {
      switch (words.first, words.count) {
      case ("prefix", 2): prefixes.append(words[1])
      case ("ending", 3): endings.append((words[1], words[2]))
      default:
        throw VerbTableError(
          file: "guessing.txt", line: number, reason: "expected `prefix P` or `ending E MODEL`")
      }
    }
    self.prefixes = prefixes.sorted { $0.count > $1.count }
    self.endings = endings.sorted { $0.0.count > $1.0.count }
  }
}
