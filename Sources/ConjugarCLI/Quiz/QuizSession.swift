#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Asks a quiz's questions: on a terminal, a prompt with the progress (`7/20`) and the verdict
/// at once; otherwise the answers are read one per line, and nothing is written.
struct QuizSession {
  /// What a session gave.
  struct Outcome {
    /// The questions asked, each as answered.
    var answers: [QuizAnswer] = []
    /// Whether the input ended, or `:q` was typed, before the last question.
    var endedEarly = false
    /// The `errno` of a failed read of standard input.
    var readFailure: Int32?
    /// From the first question to the last answer.
    var seconds = 0.0
  }

  /// The word that ends a quiz early.
  static let quitCommand = ":q"

  let questions: [QuizQuestion]
  /// Where prompts and verdicts go; nil when standard input is not a terminal.
  let conversation: OutputBuffer?
  /// How verdicts mark irregular letters.
  let style: TextStyle
  let now: @Sendable () -> Date

  func run(_ reader: inout LineReader) -> Outcome {
    var outcome = Outcome()
    let start = now()
    for (index, question) in questions.enumerated() {
      conversation?.append("\(index + 1)/\(questions.count)  \(question.prompt): ")
      conversation?.flush()
      if conversation?.failure != nil {
        outcome.endedEarly = true
        break
      }
      let asked = now()
      guard let line = reader.nextLine() else {
        // Ctrl-D leaves the cursor after the prompt.
        conversation?.append("\n")
        outcome.endedEarly = true
        break
      }
      let seconds = now().timeIntervalSince(asked)
      if line.trimmingSpaces() == Self.quitCommand {
        outcome.endedEarly = true
        break
      }
      let answer = QuizAnswer(question, typed: line, seconds: seconds)
      outcome.answers.append(answer)
      conversation?.append("      " + QuizReport.verdict(answer, style: style) + "\n")
    }
    conversation?.flush()
    outcome.readFailure = reader.failure
    outcome.seconds = now().timeIntervalSince(start)
    return outcome
  }
}
