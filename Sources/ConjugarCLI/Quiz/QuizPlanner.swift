import ConjugarCore
import SeededRandom

/// Chooses a quiz's questions from the random generator alone, so that a seed and the options
/// fix them.
///
/// Each question first draws what it shows from a deck of targets: each kind of irregularity
/// once and a third of regular cells. Then it takes, from their own decks, the first tense
/// and person that some verb shows the target in, and the first verb that does; the verbs are
/// the most common ones. Decks deal every card once before any twice, so every tense and
/// person is asked, a person that a tense lacks (yo in the imperative) waiting for the next
/// question that has it. A target no tense of the quiz can show (a gerund in an easy quiz) is
/// dropped. No cell of a verb is asked twice while another can be.
struct QuizPlanner {
  /// What one question should show.
  enum Target: Hashable {
    case regular
    case kind(IrregularityKind)
  }

  /// A target in a cell.
  private struct Slot: Hashable {
    var target: Target
    var form: Form
  }

  let conjugator: Conjugator
  /// The tenses asked.
  let tenses: [TenseID]
  /// The persons asked.
  let persons: [Person]
  /// The verbs to draw from.
  let verbs: [String]
  let irregularity: QuizIrregularity
  /// `--irregular`: only cells that are irregular are asked.
  var irregularOnly = false

  /// `count` questions: first the cells of `review` the quiz's tenses and persons allow, in
  /// their order, then drawn ones.
  func plan(count: Int, review: [(verb: String, form: Form)], random: inout SplitMix64)
    -> [QuizQuestion]
  {
    let cells = CellCache(conjugator: conjugator, irregularity: irregularity, verbs: verbs)
    var questions: [QuizQuestion] = []
    var asked: Set<CellCache.Key> = []
    for (verb, form) in review where questions.count < count && allows(form) {
      if irregularOnly, !cells.isIrregular(verb, form) { continue }
      let key = CellCache.Key(verb: verb, form: form)
      guard !asked.contains(key), let question = cells.question(verb, form) else { continue }
      asked.insert(key)
      questions.append(question)
    }
    let regularCards = Array(
      repeating: Target.regular,
      count: irregularOnly ? 0 : max(1, (irregularity.targets.count + 1) / 2))
    let kinds = irregularity.targets.filter { !irregularOnly || $0.countsAsIrregular }
    var targets = QuizDeck(kinds.map(Target.kind) + regularCards)
    var tenseDeck = QuizDeck(tenses)
    var personDeck = QuizDeck(persons)
    var verbDeck = QuizDeck(verbs)
    var dropped: Set<Target> = []
    // Targets in cells whose every verb showing them was asked already.
    var exhausted: Set<Slot> = []
    while questions.count < count {
      var found: (verb: String, form: Form)?
      while found == nil, let target = targets.take(&random, where: { !dropped.contains($0) }) {
        let fits = { (form: Form) in
          !exhausted.contains(Slot(target: target, form: form)) && cells.shows(target, in: form)
        }
        guard
          let tense = tenseDeck.take(&random, where: { self.forms(of: $0).contains(where: fits) })
        else {
          dropped.insert(target)
          continue
        }
        var form = forms(of: tense)[0]
        if case .finite(let tense) = tense {
          let person = personDeck.take(&random) { person in
            tense.persons(includeVos: true).contains(person) && fits(.finite(tense, person))
          }
          guard let person else { continue }
          form = .finite(tense, person)
        }
        let shows = { (verb: String) in cells.shows(target, verb: verb, form: form) }
        let fresh = { (verb: String) in
          shows(verb) && !asked.contains(.init(verb: verb, form: form))
            && (!irregularOnly || cells.isIrregular(verb, form))
        }
        if let verb = verbDeck.take(&random, where: fresh) {
          found = (verb, form)
        } else {
          exhausted.insert(Slot(target: target, form: form))
        }
      }
      let any = { (verb: String, form: Form) in
        cells.question(verb, form) != nil && !asked.contains(.init(verb: verb, form: form))
          && (!irregularOnly || cells.isIrregular(verb, form))
      }
      guard let (verb, form) = found ?? anyCell(any, &random, &tenseDeck, &personDeck, &verbDeck),
        let question = cells.question(verb, form)
      else { break }
      asked.insert(.init(verb: verb, form: form))
      questions.append(question)
    }
    return questions
  }

  /// Whether the quiz asks `form`.
  private func allows(_ form: Form) -> Bool {
    switch form {
    case .nonFinite(let nonFinite): tenses.contains(.nonFinite(nonFinite))
    case .finite(let tense, let person): tenses.contains(.finite(tense)) && persons.contains(person)
    }
  }

  /// The cells of `tense` the quiz asks.
  private func forms(of tense: TenseID) -> [Form] {
    switch tense {
    case .nonFinite(let nonFinite): [.nonFinite(nonFinite)]
    case .finite(let tense):
      tense.persons(includeVos: true).filter(persons.contains).map { .finite(tense, $0) }
    case .periphrasis: []
    }
  }

  /// A cell with no target to show, `fits` (a cell not asked yet) if any does: only when every
  /// target was dropped.
  private func anyCell(
    _ fits: (String, Form) -> Bool, _ random: inout SplitMix64,
    _ tenseDeck: inout QuizDeck<TenseID>, _ personDeck: inout QuizDeck<Person>,
    _ verbDeck: inout QuizDeck<String>
  ) -> (verb: String, form: Form)? {
    guard let tense = tenseDeck.take(&random, where: { !forms(of: $0).isEmpty }) else { return nil }
    var form = forms(of: tense)[0]
    if case .finite(let tense) = tense,
      let person = personDeck.take(&random, where: tense.persons(includeVos: true).contains)
    {
      form = .finite(tense, person)
    }
    let verb = verbDeck.take(&random) { fits($0, form) }
    return verb.map { ($0, form) }
  }
}
