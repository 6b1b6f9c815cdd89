import ConjugarCore
import Foundation
import Testing

@testable import ConjugarCLI

/// `conjugar quiz` aimed as a teacher aims it: verbs, a class's list, the commonest, irregular
/// cells, moods and persons, with the meaning they have in `conjugar deck`.
@Suite struct QuizFilterTests {
  private let seeds: [UInt64] = [1, 7, 42]

  private func asked(_ arguments: [String], seed: UInt64 = 1) throws -> [QuizJSON.Question] {
    try quizQuestions(arguments + ["--seed", "\(seed)", "--questions", "40", "--no-vos"])
  }

  @Test func verbsGivenAreTheOnlyVerbsAsked() throws {
    for seed in seeds {
      let verbs = Set(try asked(["ser", "Estar", "ir"], seed: seed).map(\.verb))
      #expect(verbs == ["ser", "estar", "ir"])
    }
  }

  @Test func aClassListIsReadFromAFile() async throws {
    try await withTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("week.txt")
      try Data("# week 3\nvolver\n\n  dormir  \npedir\n".utf8).write(to: url)
      let verbs = Set(try asked(["--file", url.path]).map(\.verb))
      #expect(verbs == ["volver", "dormir", "pedir"])
    }
  }

  @Test func topTakesTheCommonestVerbs() throws {
    let conjugator = try TestConjugator.shared.get()
    let top = Set(try conjugator.table.infinitivesByRank().prefix(5))
    for seed in seeds {
      #expect(Set(try asked(["--top", "5"], seed: seed).map(\.verb)).isSubset(of: top))
    }
  }

  /// A slip, a noun or a form in the list is said and left out; the rest is asked.
  @Test func aWordThatIsNoListedVerbIsLeftOutAndSaid() throws {
    var environment = quizEnvironment(
      ["-f", "json", "--seed", "3", "tener", "ablar", "mercader", "tuvieron"],
      answers: Array(repeating: "", count: 40))
    environment.inputIsTerminal = false
    let result = environment.run()
    #expect(result.status == 0)
    #expect(Set(try QuizJSON(result.output).questions.map(\.verb)) == ["tener"])
    #expect(result.errorOutput.contains("left out of the quiz: 'ablar'"))
    #expect(result.errorOutput.contains("hablar"))
    #expect(result.errorOutput.contains("'mercader' is a noun"))
    #expect(result.errorOutput.contains("'tuvieron' is not an infinitive"))
  }

  @Test func moodsAndPersonsNarrowTheCells() throws {
    for seed in seeds {
      let questions = try asked(
        ["-m", "subjuntivo", "-p", "yo", "-p", "nosotras", "--difficulty", "difficult"],
        seed: seed)
      #expect(!questions.isEmpty)
      #expect(questions.allSatisfy { $0.tense.hasPrefix("subjuntivo.") })
      #expect(Set(questions.map(\.person)).isSubset(of: ["yo", "nosotros"]))
    }
  }

  @Test func simpleAndCompoundNarrowTheTenses() throws {
    let compound = try asked(["--compound", "--difficulty", "difficult"])
    #expect(compound.allSatisfy { Tense(rawValue: $0.tense)?.isCompound == true })
    let simple = try asked(["--simple"])
    #expect(simple.allSatisfy { Tense(rawValue: $0.tense)?.isCompound == false })
  }

  /// Only cells the tables mark irregular: never a regular cell, nor one whose only change is
  /// a spelling change (saqué).
  @Test func irregularAsksIrregularCellsOnly() throws {
    let conjugator = try TestConjugator.shared.get()
    for seed in seeds {
      let questions = try asked(["--irregular", "--difficulty", "difficult"], seed: seed)
      #expect(questions.count == 40)
      for question in questions {
        let conjugation = try conjugator.conjugate(question.verb).get()
        let form: Form =
          if let tense = Tense(rawValue: question.tense),
            let person = Person(rawValue: question.person)
          {
            .finite(tense, person)
          } else {
            .nonFinite(try #require(NonFinite(rawValue: question.tense)))
          }
        let cell = try #require(conjugator.irregularities(of: conjugation)).cell(form)
        #expect(cell.isIrregular, "\(question.verb) \(question.tense) \(question.person)")
      }
    }
  }

  /// Persons are all asked when none is named, as before.
  @Test func everyPersonIsAskedWhenNoneIsNamed() throws {
    let persons = Set(try asked(["--questions", "60", "-t", "presente"]).map(\.person))
    #expect(persons == ["yo", "tu", "el", "nosotros", "vosotros", "ellos"])
  }

  @Test(arguments: [
    ["-m", "imperativo", "-p", "yo"], ["-t", "presente", "--compound"],
    ["--region", "latin-america", "-p", "vosotros"], ["ablar"],
  ])
  func filtersThatLeaveNothingExit64(arguments: [String]) {
    let result = quizEnvironment(arguments, answers: []).run()
    #expect(result.status == 64)
    #expect(result.output.isEmpty)
  }

  /// -t names the periphrases textbooks drill, and the quiz asks them, built by the engine
  /// (estoy hablando, me estoy lavando or estoy lavándome), beside the tenses named.
  @Test func namedPeriphrasesAreAsked() throws {
    for seed in seeds {
      let alone = try asked(
        ["-t", "presente progresivo", "-t", "near future"], seed: seed)
      #expect(alone.count == 40)
      #expect(
        Set(alone.map(\.tense)) == ["progresivo.indicativo.presente", "ir-a.indicativo.presente"])
      #expect(alone.allSatisfy { $0.expected.allSatisfy { $0.contains(" ") } })
      let mixed = try asked(["-t", "presente progresivo", "-t", "presente"], seed: seed)
      #expect(Set(mixed.map(\.tense)) == ["progresivo.indicativo.presente", "indicativo.presente"])
    }
    var environment = quizEnvironment(
      ["-t", "pretérito progresivo", "-p", "yo", "lavarse", "--questions", "1", "-f", "json"],
      answers: ["me estuve lavando"])
    environment.inputIsTerminal = false
    let report = try QuizJSON(environment.run().output)
    #expect(report.questions.first?.result == "exact")
    #expect(report.questions.first?.expected == ["me estuve lavando", "estuve lavándome"])
  }

  @Test func aNamedVosPersonAsksVos() throws {
    let questions = try quizQuestions(["-p", "vos", "-t", "presente", "--seed", "2"])
    #expect(!questions.isEmpty)
    #expect(questions.allSatisfy { $0.person == "vos" })
  }
}
