import ConjugarCore
import SeededRandom
import Testing

@testable import ConjugarCLI

@Suite struct QuizPlannerTests {
  private static let verbs: Result<[String], any Error> = Result {
    try QuizCommand.commonVerbs(try TestConjugator.shared.get())
  }

  private func plan(
    seed: UInt64, _ difficulty: QuizDifficulty = .moderate, region: QuizRegion = .spain,
    vos: Bool = false, count: Int = 20, tenses: [TenseID]? = nil,
    review: [(verb: String, form: Form)] = []
  ) throws -> [QuizQuestion] {
    let conjugator = try TestConjugator.shared.get()
    let planner = QuizPlanner(
      conjugator: conjugator, tenses: tenses ?? difficulty.tenses,
      persons: region.persons(vos: vos), verbs: try Self.verbs.get(),
      irregularity: QuizIrregularity(conjugator: conjugator))
    var random = SplitMix64(seed: seed)
    return planner.plan(count: count, review: review, random: &random)
  }

  private func cells(_ questions: [QuizQuestion]) -> [String] {
    questions.map { "\($0.verb) \($0.form.tenseID) \($0.form.personID)" }
  }

  @Test func theSameSeedAsksTheSameQuestions() throws {
    #expect(try cells(plan(seed: 11)) == cells(plan(seed: 11)))
    #expect(try plan(seed: 11).count == 20)
  }

  @Test func anotherSeedAsksOtherQuestions() throws {
    #expect(try cells(plan(seed: 11)) != cells(plan(seed: 12)))
  }

  @Test func aKnownSeedAsksKnownQuestions() throws {
    // Pinned: a change here means a seed no longer replays the quizzes it gave before.
    let first = try cells(plan(seed: 42, .easy)).prefix(4)
    #expect(
      Array(first) == [
        "destruir indicativo.presente ellos", "reír indicativo.preterito vosotros",
        "coger indicativo.futuro nosotros", "tener indicativo.preterito tu",
      ])
  }

  @Test(arguments: [QuizRegion.spain, .latinAmerica], [false, true])
  func everyPersonOfTheRegionIsAsked(_ region: QuizRegion, _ vos: Bool) throws {
    for difficulty in QuizDifficulty.allCases {
      let persons = Set(
        try plan(seed: 5, difficulty, region: region, vos: vos, count: 40)
          .compactMap(\.person))
      #expect(persons == Set(region.persons(vos: vos)), "\(difficulty)")
    }
  }

  @Test func latinAmericaNeverAsksVosotros() throws {
    let questions = try plan(seed: 8, .difficult, region: .latinAmerica, count: 150)
    #expect(!questions.contains { $0.person == .vosotros })
  }

  @Test func vosIsAskedInsteadOfTu() throws {
    let persons = try plan(seed: 8, .moderate, vos: true, count: 60).compactMap(\.person)
    #expect(persons.contains(.vos))
    #expect(!persons.contains(.tu))
  }

  @Test(arguments: QuizDifficulty.allCases)
  func everyTenseOfTheDifficultyIsAskedAndNoOther(_ difficulty: QuizDifficulty) throws {
    let count = difficulty.tenses.count * 2
    let asked = Set(try plan(seed: 3, difficulty, count: count).map(\.tense))
    #expect(asked == Set(difficulty.tenses))
  }

  @Test func onlyTheTensesGivenAreAsked() throws {
    let tenses: [TenseID] = [.finite(.subjuntivoImperfectoSe), .nonFinite(.gerundio)]
    let asked = Set(try plan(seed: 4, tenses: tenses).map(\.tense))
    #expect(asked == Set(tenses))
  }

  @Test func noCellIsAskedTwice() throws {
    let asked = try cells(plan(seed: 9, .easy, count: 200))
    #expect(Set(asked).count == asked.count)
  }

  @Test func everyQuestionHasItsForms() throws {
    let conjugator = try TestConjugator.shared.get()
    for question in try plan(seed: 10, .difficult, count: 60) {
      let forms = try conjugator.conjugate(question.verb).get().cell(question.form).forms
      #expect(!forms.isEmpty)
      #expect(question.expected == forms)
      #expect(question.marks.count == forms.count)
    }
  }

  @Test func regularAndIrregularVerbsAreMixed() throws {
    let conjugator = try TestConjugator.shared.get()
    let regular = try plan(seed: 6).map { try conjugator.conjugate($0.verb).get().isRegular }
    #expect(regular.contains(true))
    #expect(regular.contains(false))
  }

  @Test func reviewCellsComeFirstWhenTheQuizAsksThem() throws {
    let review: [(verb: String, form: Form)] = [
      ("tener", .finite(.preterito, .yo)), ("ir", .finite(.presente, .vosotros)),
      ("poder", .nonFinite(.gerundio)), ("hacer", .finite(.futuro, .ellos)),
      ("xyzzy", .finite(.futuro, .yo)),
    ]
    let questions = try plan(seed: 2, .easy, region: .latinAmerica, review: review)
    // vosotros is not asked in Latin America, the gerund not in an easy quiz, and xyzzy is
    // no verb.
    let asked = cells(questions)
    #expect(
      Array(asked.prefix(2)) == ["tener indicativo.preterito yo", "hacer indicativo.futuro ellos"])
    #expect(!asked.contains("ir indicativo.presente vosotros"))
    #expect(questions.count == 20)
    #expect(asked.filter { $0 == "tener indicativo.preterito yo" }.count == 1)
  }
}

@Suite struct QuizKindsTests {
  @Test(arguments: QuizDifficulty.allCases)
  func everyKindTheTensesCanShowIsAsked(_ difficulty: QuizDifficulty) throws {
    let conjugator = try TestConjugator.shared.get()
    let irregularity = QuizIrregularity(conjugator: conjugator)
    let planner = QuizPlanner(
      conjugator: conjugator, tenses: difficulty.tenses,
      persons: QuizRegion.spain.persons(vos: false),
      verbs: try QuizCommand.commonVerbs(conjugator), irregularity: irregularity)
    var random = SplitMix64(seed: 17)
    let questions = planner.plan(count: 60, review: [], random: &random)
    var shown: Set<IrregularityKind> = []
    var regular = 0
    for question in questions {
      let conjugation = try conjugator.conjugate(question.verb).get()
      let kinds = irregularity.cell(question.form, of: conjugation).kinds
      shown.formUnion(kinds)
      if kinds.isEmpty { regular += 1 }
    }
    var wanted: Set<IrregularityKind> = [
      .stemChange, .yoStem, .strongPreterite, .futureStem, .spellingChange, .ownForms,
    ]
    if difficulty != .easy { wanted.formUnion([.participle, .imperative, .gerund]) }
    #expect(wanted.isSubset(of: shown), "\(shown)")
    #expect((10...30).contains(regular), "\(regular) regular cells of 60")
  }
}
