import BundledTables
import ConjugarCore

/// Gives each row its verdict: the verb found in the tables (accents and case forgiven), each
/// answer of the row checked against the cell by the engine, which names the verb's other
/// cells a wrong answer is. Verbs are conjugated once per run.
struct RowChecker {
  private enum Verb {
    case listed(Conjugation)
    case unknown(message: String, suggestions: [String])
  }

  let conjugator: Conjugator
  /// Whether an unknown verb gets suggestions (TSV has no column for them, and finding them
  /// costs milliseconds a verb).
  let suggests: Bool
  private let speller: VerbSpeller
  /// Says what an unknown verb is, as `conjugar VERB` does: a slip, a noun, English.
  private let placer: WordPlacer
  private var verbs: [String: Verb] = [:]
  /// The most verbs remembered; the memory is emptied when full. Every distinct unknown verb
  /// was kept before: a million rows of them took 752 MB.
  static let maximumRemembered = 8_192

  init(conjugator: Conjugator, suggests: Bool = true) {
    self.conjugator = conjugator
    self.suggests = suggests
    speller = VerbSpeller(table: conjugator.table, words: .bundled())
    placer = WordPlacer(speller: speller, words: .bundled())
  }

  mutating func check(_ row: CheckRow) -> CheckResult {
    let cells = row.cells
    var result = CheckResult(
      line: row.line, verdict: .ok, infinitive: row.verb, form: cells[0], answer: row.answer)
    let conjugation: Conjugation
    switch verb(row.verb) {
    case .unknown(let message, let suggestions):
      result.verdict = .unknownVerb
      result.message = message
      result.suggestions = suggestions
      return result
    case .listed(let listed): conjugation = listed
    }
    result.infinitive = conjugation.infinitive
    var worst = AnswerMatch.right
    var matched: Form?
    var notes: [String] = []
    if let periphrasis = row.periphrasis {
      return check(row, periphrasis, of: conjugation, into: result)
    }
    for answer in Answers.split(row.answer) {
      let check = conjugation.check(answer, against: cells)
      worst = max(worst, check.match)
      if check.match != .wrong { matched = matched ?? check.form }
      switch check.match {
      case .right: break
      case .accents:
        // An answer that is another cell as written is wrong (the engine's rule), so an
        // accent slip is no cell: hablò for habló.
        notes.append("\(answer) differs from \(check.accepted ?? "") in its accents")
      case .regional:
        let norm = check.accepted ?? ""
        notes.append("\(answer) is regional (voseo stressed on the ending); the norm has \(norm)")
      case .oldSpelling:
        notes.append("\(answer) is the 1999 spelling of \(check.accepted ?? "")")
      case .wrong:
        let others = check.otherCells
        result.otherCells += others.filter { !result.otherCells.contains($0) }
        notes.append(
          others.isEmpty
            ? answer
            : Self.describe(answer, is: others, exact: check.isOtherCellAsWritten, not: cells[0]))
      }
    }
    result.verdict = CheckVerdict(worst)
    result.form = matched ?? cells[0]
    // A lone wrong answer that is no other cell needs no words beyond the accepted forms.
    result.message = notes.isEmpty || notes == [row.answer] ? nil : notes.joined(separator: "; ")
    for form in cells {
      for text in conjugation.cell(form).forms where !result.accepted.contains(text) {
        result.accepted.append(text)
      }
    }
    if result.accepted.isEmpty { result.accepted = ["-"] }
    return result
  }

  /// The verdict of a row that names a periphrasis (`estoy hablando`): its answers against the
  /// forms the engine makes; another cell is not looked for.
  private func check(
    _ row: CheckRow, _ periphrasis: PeriphrasisTense, of conjugation: Conjugation,
    into result: CheckResult
  ) -> CheckResult {
    var result = result
    result.periphrasis = periphrasis
    let cell = row.cells[0]
    guard case .finite(_, let person) = cell else { return result }
    let forms = conjugator.periphrasis(
      periphrasis.periphrasis, of: conjugation, tense: periphrasis.tense, person: person)
    var worst = AnswerMatch.right
    var notes: [String] = []
    for answer in Answers.split(row.answer) {
      let check = conjugation.check(answer, againstForms: forms, cell: cell)
      worst = max(worst, check.match)
      if check.match == .accents {
        notes.append("\(answer) differs from \(check.accepted ?? "") in its accents")
      }
    }
    result.verdict = CheckVerdict(worst)
    result.message = notes.isEmpty ? nil : notes.joined(separator: "; ")
    result.accepted = forms.isEmpty ? ["-"] : forms
    return result
  }

  /// The verb `written` names: listed as written or but for accents, else unknown.
  private mutating func verb(_ written: String) -> Verb {
    if let known = verbs[written] { return known }
    let found = resolve(written)
    if verbs.count >= Self.maximumRemembered { verbs.removeAll(keepingCapacity: true) }
    verbs[written] = found
    return found
  }

  private func resolve(_ written: String) -> Verb {
    // Asking the table first spares guessing a conjugation of an unlisted verb only to drop
    // it: 100,000 unknown verbs without suggestions (--format tsv) took 8.9 s of CPU, now 0.5 s.
    if isListed(written), case .success(let conjugation) = conjugator.conjugate(written),
      !conjugation.isGuessed
    {
      return .listed(conjugation)
    }
    var slipOf: String?
    if VerbSpeller.mayBeInfinitive(written),
      let (match, isSlip) = speller.infinitive(forgivingAccentsOf: written)
    {
      if !isSlip, case .success(let conjugation) = conjugator.conjugate(match) {
        return .listed(conjugation)
      }
      // A diaeresis slip (`averigüar`) is unknown, as the conjugator refuses it.
      slipOf = match
    }
    if let slipOf {
      return .unknown(message: Suggestions.slipMessage(written, [slipOf]), suggestions: [slipOf])
    }
    var message = "'\(Echo.text(written))' is not in the tables"
    guard suggests else { return .unknown(message: message, suggestions: []) }
    // The word placed as `conjugar VERB` places it, so a row's verb gets the same words.
    let suggestions: [String]
    switch VerbSpeller.mayBeInfinitive(written) ? placer.place(written) : nil {
    case .slip(let verbs)?:
      return .unknown(message: Suggestions.slipMessage(written, verbs), suggestions: verbs)
    case .notAVerb(let kind, let verbs)?:
      return .unknown(
        message: Suggestions.notAVerbMessage(written, kind, verbs), suggestions: verbs)
    case .newVerb(_, let close)?: suggestions = close.map(\.infinitive)
    case nil: suggestions = speller.suggestions(for: written).map(\.infinitive)
    }
    if !suggestions.isEmpty { message += "; did you mean \(Suggestions.phrase(suggestions))?" }
    return .unknown(message: message, suggestions: suggestions)
  }

  /// Whether the tables list `written` or its pronominal or plain partner, the verbs the
  /// conjugator conjugates without a guess.
  private func isListed(_ written: String) -> Bool {
    guard let shape = VerbShape(written) else { return false }
    let table = conjugator.table
    return (try? table.entry(for: written)) != nil
      || (try? table.entry(for: shape.pronominalPartner)) != nil
  }

  /// `hablara is subjuntivo.imperfecto_ra, not indicativo.pluscuamperfecto`: the tenses when
  /// the person is the same, the persons when the tense is, else both; three cells at most;
  /// `but for accents` when the answer is them only with accents ignored.
  static func describe(_ answer: String, is cells: [Form], exact: Bool, not asked: Form)
    -> String
  {
    let shown = Array(cells.prefix(3))
    let samePerson = shown.filter { $0.personID == asked.personID }
    let names: [String]
    let other: String
    if !samePerson.isEmpty {
      names = samePerson.map(\.tenseID)
      other = asked.tenseID
    } else if shown.allSatisfy({ $0.tenseID == asked.tenseID }) {
      names = shown.map(\.personID)
      other = asked.personID
    } else {
      names = shown.map(name)
      other = name(asked)
    }
    let accents = exact ? "" : " but for accents"
    return "\(answer) is \(names.joined(separator: " or "))\(accents), not \(other)"
  }

  /// `indicativo.preterito yo` (each cell's tense and person), three cells at most.
  static func describe(_ cells: [Form]) -> String {
    cells.prefix(3).map(name).joined(separator: " or ")
  }

  private static func name(_ form: Form) -> String {
    if case .nonFinite = form { return form.tenseID }
    return "\(form.tenseID) \(form.personID)"
  }
}
