import ConjugarCore

/// What `conjugar quiz` was asked for.
struct QuizOptions: Equatable, Sendable {
  /// The default number of questions, the only length that sets a personal best.
  static let defaultQuestions = 20
  /// The most questions one quiz asks.
  static let maximumQuestions = 500

  /// `--difficulty`; nil when not given.
  var difficulty: QuizDifficulty?
  var questions = defaultQuestions
  var region = QuizRegion.spain
  /// Whether `--region` was given; else the saved region, if any, is asked.
  var regionGiven = false
  /// `--vos` or `--no-vos`; nil means the saved setting.
  var vos: Bool?
  /// The tenses of `-t`, in the order of FORMAT.md; empty when not given.
  var tenses: [TenseID] = []
  /// The periphrases of `-t` (presente progresivo, futuro perifrástico), asked beside them.
  var periphrases: [PeriphrasisTense] = []
  /// The verbs and cells asked: the filters of `conjugar deck`. Its tenses are `tenses`.
  var filter = CellFilter()
  /// `--seed`; nil means the environment's generator.
  var seed: UInt64?
  /// `--review`: the missed cells that are due come first.
  var review = false
  var format = QuizFormat.table
  /// `--explain`: each wrong answer is followed by the explanation of the right form.
  var explainsAlways = false

  /// The difficulty the quiz is scored and recorded under: the one given, else the easiest
  /// that asks every tense of `-t`, else moderate.
  var level: QuizDifficulty {
    if let difficulty { return difficulty }
    let levels = tenses.compactMap(QuizDifficulty.easiest(asking:))
    return QuizDifficulty.allCases.last { levels.contains($0) } ?? .moderate
  }

  /// The tenses asked: those of `-t`, else those of the difficulty; of the moods of `-m`, and
  /// simple or compound as `--simple` and `--compound` say.
  var askedTenses: [TenseID] {
    let selection = filter.selection
    // Periphrases named alone are all that is asked.
    if tenses.isEmpty, !periphrases.isEmpty { return [] }
    return (tenses.isEmpty ? level.tenses : tenses).filter { id in
      switch id {
      case .finite(let tense): return selection.admits(tense)
      case .nonFinite:
        // The gerund and the participle have no mood nor person; --simple and --compound
        // name tenses: they are asked when named, or when nothing narrows the cells.
        return !tenses.isEmpty
          || (selection.moods.isEmpty && !selection.simple && !selection.compound
            && selection.persons.isEmpty)
      case .periphrasis: return false
      }
    }
  }

  /// The periphrases asked: those of `-t` whose tense `-m`, `--simple` and `--compound`
  /// let through.
  var askedPeriphrases: [PeriphrasisTense] {
    periphrases.filter { filter.selection.admits($0.tense) }
  }

  /// The persons asked: the region's (vos or tú), narrowed to those of `-p`.
  func askedPersons(vos: Bool) -> [Person] {
    let named = filter.selection.persons
    return region.persons(vos: vos).filter { named.isEmpty || named.contains($0) }
  }

  /// Checks what the options cannot say on their own: `-t` within the difficulty, and never
  /// the infinitive.
  func validated() throws(UsageError) -> QuizOptions {
    for tense in tenses {
      guard let easiest = QuizDifficulty.easiest(asking: tense) else {
        throw UsageError("the quiz does not ask the infinitive: each question gives it")
      }
      if let difficulty, !difficulty.tenses.contains(tense) {
        throw UsageError(
          "\(tense.id) is not asked at --difficulty \(difficulty.rawValue); "
            + "it is from --difficulty \(easiest.rawValue) on")
      }
    }
    return self
  }
}
