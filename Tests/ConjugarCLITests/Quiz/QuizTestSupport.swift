import ConjugarCore
import Foundation

@testable import ConjugarCLI

/// The JSON report of `conjugar quiz --format json`, as a test reads it.
struct QuizJSON: Decodable {
  struct Question: Decodable {
    var verb: String
    var tense: String
    var person: String
    var expected: [String]
    var answer: String?
    var result: String
    var seconds: Double
  }

  var difficulty: String
  var region: String
  var vos: Bool
  var seed: UInt64
  var planned: Int
  var questions: [Question]
  var score: Int
  var seconds: Double
  var best: Int?

  init(_ output: String) throws {
    self = try JSONDecoder().decode(Self.self, from: Data(output.utf8))
  }
}

/// An in-process quiz: `arguments` after `quiz`, the answers one per line on standard input.
func quizEnvironment(_ arguments: [String], answers: [String]) -> TestEnvironment {
  var environment = TestEnvironment(["quiz"] + arguments)
  environment.input = answers.map { $0 + "\n" }.joined()
  return environment
}

/// The questions a quiz with `arguments` asks, learnt by skipping them all; `interactive`,
/// as if typed on a terminal, which saves the misses in `store`.
func quizQuestions(
  _ arguments: [String], store: SettingsStore = .inMemory(), interactive: Bool = false
) throws -> [QuizJSON.Question] {
  var environment = quizEnvironment(
    arguments + ["-f", "json"], answers: Array(repeating: "", count: 500))
  environment.store = store
  environment.inputIsTerminal = interactive
  return try QuizJSON(environment.run().output).questions
}

/// The question of `verb`'s `form` as the quiz asks it, its letters marked as the engine marks
/// them unless `marks` are given.
func quizQuestion(_ verb: String, _ form: Form, marks: [[MarkedLetters]]? = nil) throws
  -> QuizQuestion
{
  let conjugator = try TestConjugator.shared.get()
  let conjugation = try conjugator.conjugate(verb).get()
  let found = QuizIrregularity(conjugator: conjugator).cell(form, of: conjugation).marks
  return QuizQuestion(conjugation, form: form, marks: marks ?? found)
}
