/// A word a value can be, and what it means where a completion can show it (fish's
/// descriptions); no meaning is shown rather than a wrong one.
struct ValueWord: Equatable, Sendable {
  var word: String
  var meaning: String?

  init(_ word: String, _ meaning: String? = nil) {
    self.word = word
    self.meaning = meaning
  }
}
