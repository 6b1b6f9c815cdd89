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
  /// What, typed after a wrong answer, explains the form that was asked.
  static let explainCommand = "?"

  let questions: [QuizQuestion]
  /// Where prompts and verdicts go; nil when standard input is not a terminal.
  let conversation: OutputBuffer?
  /// How verdicts mark irregular letters.
  let style: TextStyle
  let now: @Sendable () -> Date
  /// How the form a question asks is built and why it is irregular, as `conjugar explain`
  /// says it; nil when it cannot be said.
  var explain: (QuizQuestion) -> String? = { _ in nil }
  /// `--explain`: each wrong answer is followed by the explanation, unasked.
  var explainsAlways = false

  func run<Lines: AnswerLines>(_ reader: inout Lines) -> Outcome {
    var outcome = Outcome()
    let start = now()
    // The question last answered wrong, which `?` explains on the next line.
    var missed: QuizQuestion?
    var hinted = false
    for (index, question) in questions.enumerated() {
      var line: String?
      var asked = now()
      while true {
        let prompt = "\(index + 1)/\(questions.count)  \(question.prompt): "
        conversation?.append(prompt)
        conversation?.flush()
        asked = now()
        line = conversation?.failure == nil ? reader.next(prompt: prompt) : nil
        guard let conversation, let explained = missed,
          line?.trimmingSpaces() == Self.explainCommand
        else { break }
        conversation.append(explanation(of: explained))
        missed = nil
      }
      if conversation?.failure != nil {
        outcome.endedEarly = true
        break
      }
      guard let line else {
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
      missed = nil
      guard let conversation, answer.result != .exact else { continue }
      if explainsAlways {
        conversation.append(explanation(of: question))
      } else {
        missed = question
        if !hinted {
          conversation.append("      (? on the next line explains it)\n")
          hinted = true
        }
      }
    }
    conversation?.flush()
    outcome.readFailure = reader.failure
    outcome.seconds = now().timeIntervalSince(start)
    return outcome
  }

  /// The explanation of `question`'s form, indented under the verdicts.
  private func explanation(of question: QuizQuestion) -> String {
    let text = explain(question) ?? "no explanation of \(question.expected.first ?? "")\n"
    return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      .map { $0.isEmpty ? "" : "      " + $0 }.joined(separator: "\n") + "\n"
  }
}
