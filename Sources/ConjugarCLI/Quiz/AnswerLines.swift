/// Where a quiz's answers come from: lines of standard input as they are, or lines edited on
/// a terminal (`EditedLines`).
protocol AnswerLines {
  /// The next answer, typed after `prompt` (already written); nil at the end of the input.
  mutating func next(prompt: String) -> String?
  /// The `errno` of a failed read.
  var failure: Int32? { get }
}

extension LineReader: AnswerLines {
  mutating func next(prompt: String) -> String? { nextLine() }
}
