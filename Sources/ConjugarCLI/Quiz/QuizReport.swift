import ConjugarCore

/// What a quiz prints: the verdict of each answer, the summary, the JSON report.
enum QuizReport {
  /// The verdict of one answer: `right`, `right (2010 spelling: guio)`,
  /// `accent: habló (mind the accents)`, `wrong: t[uv]e`, `skipped: tuve`, and for an answer
  /// that is another cell, `wrong: hablo is presente, yo; the pretérito is hablé`. The
  /// verdict's first word is green, yellow or red when colored.
  static func verdict(_ answer: QuizAnswer, style: TextStyle) -> String {
    let question = answer.question
    let all = question.expected.indices.map { question.marked($0, style: style) }
      .joined(separator: " or ")
    switch answer.result {
    case .exact where answer.isRegional:
      return style.good("right")
        + " (regional voseo; the norm has \(answer.matched ?? ""))"
    case .exact where answer.isOldSpelling:
      return style.good("right") + " (2010 spelling: \(answer.matched ?? ""))"
    case .exact:
      let others = question.expected.filter { $0 != answer.matched }
      return style.good("right")
        + (others.isEmpty ? "" : " (also " + others.joined(separator: " or ") + ")")
    case .accent:
      let index = question.expected.firstIndex { $0 == answer.matched } ?? 0
      return style.halfGood("accent:") + " " + question.marked(index, style: style)
        + " (mind the accents)"
    case .wrong:
      guard let typed = answer.answer else { return style.bad("skipped:") + " " + all }
      guard let other = closest(answer.otherCells, to: question.form) else {
        return style.bad("wrong:") + " " + all
      }
      let asked = otherName(question.form, besides: other)
      guard answer.isOtherCellAsWritten else {
        return style.bad("wrong:") + " " + all + " (\(typed) is close to " + name(other) + ")"
      }
      return style.bad("wrong:") + " \(typed) is " + name(other) + "; \(asked) is " + all
    }
  }

  /// Of the cells an answer is, the one to name: the asked person's, else the asked tense's,
  /// else the first.
  private static func closest(_ cells: [Form], to asked: Form) -> Form? {
    cells.first { $0.personID == asked.personID && asked.personID != "-" }
      ?? cells.first { $0.tenseID == asked.tenseID } ?? cells.first
  }

  /// `presente, yo`, `participio`: a cell as the prompt names it.
  private static func name(_ form: Form) -> String {
    switch form {
    case .nonFinite(let nonFinite): return tenseName(.nonFinite(nonFinite))
    case .finite(let tense, let person): return tenseName(.finite(tense)) + ", " + person.pronoun
    }
  }

  /// The asked cell named by what differs from `other`: `the pretérito perfecto simple` (same
  /// person), `vos` (same tense), else both.
  private static func otherName(_ asked: Form, besides other: Form) -> String {
    guard case .finite(let tense, let person) = asked,
      case .finite(let otherTense, let otherPerson) = other
    else { return "the " + name(asked) }
    if person == otherPerson { return "the " + tenseName(.finite(tense)) }
    if tense == otherTense { return "for " + person.pronoun + " it" }
    return "the " + name(asked)
  }

  private static func tenseName(_ tense: TenseID) -> String {
    TenseName.displayNames(tense).first ?? tense.heading
  }

  /// The widest line of a summary, in columns.
  static let width = 80

  /// The summary: a line per question (only those not right when the verdicts were already
  /// shown), then the counts, the time, the score and what is left to review; each wrapped
  /// at `width` columns, a question's rest indented under its text.
  static func summary(_ results: QuizResults, conversed: Bool, style: TextStyle) -> String {
    let options = results.options
    let answers = results.outcome.answers
    let person = results.vos ? "vos" : "tú"
    // Kept on one line when wrapped: a time, and the dash before a verdict.
    let glue = TextWrap.glue
    let time = { (seconds: Double) in duration(seconds).replacing(" ", with: glue) }
    // Each line with what starts it, which its rest is indented under.
    var lines = [
      (
        "",
        "\(options.level.rawValue.capitalized) quiz, \(options.region.name), \(person), seed "
          + "\(results.seed): \(answers.count) of \(results.planned) questions asked."
      )
    ]
    for (index, answer) in answers.enumerated() where !conversed || answer.result != .exact {
      let typed = answer.answer ?? "(skipped)"
      lines.append(
        (
          "\(index + 1). ",
          "\(answer.question.prompt): \(typed)\(glue)— \(verdict(answer, style: style)) "
            + "(\(time(answer.seconds)))"
        ))
    }
    let count = { (result: QuizResult) in answers.count { $0.result == result } }
    let skipped = answers.count { $0.answer == nil }
    var counts = "Right \(count(.exact)), accent slips \(count(.accent)), wrong \(count(.wrong))"
    if skipped > 0 { counts += " (\(skipped) skipped)" }
    // The time is that of the answers given: a skipped question, or the pause before one,
    // is no time spent answering.
    let answered = answers.filter { $0.answer != nil }
    let seconds = answered.reduce(0) { $0 + $1.seconds }
    let average = answered.isEmpty ? "" : ", \(time(seconds / Double(answered.count))) an answer"
    lines.append(("", counts + ". Time answering \(time(seconds))" + average + "."))
    lines.append(("", scoreLine(results)))
    if results.reviewCount > 0 {
      lines.append(
        (
          "",
          "Cells kept for review: \(results.reviewCount), \(results.dueCount) due now "
            + "(conjugar quiz --review)."
        ))
    }
    return lines.flatMap { first, text in
      TextWrap.lines(
        text, width: width, first: first, rest: String(repeating: " ", count: first.count))
    }.joined(separator: "\n") + "\n"
  }

  private static func scoreLine(_ results: QuizResults) -> String {
    let level = "\(results.options.level.rawValue) in \(results.options.region.name)"
    let score = "Score \(results.score) of \(QuizScore.possible(results.outcome.answers))"
    if results.isNewBest {
      let was = results.previousBest.map { " (it was \($0))" } ?? ""
      return "\(score): your best for \(level)\(was)."
    }
    if let best = results.previousBest, results.setsBest {
      return "\(score); your best for \(level) is \(best)."
    }
    if results.setsBest { return "\(score)." }
    guard results.saved else {
      return "\(score); only a quiz on a terminal keeps bests and misses."
    }
    return "\(score); bests are kept for \(QuizOptions.defaultQuestions)-question quizzes."
  }

  /// The JSON report: one object, a question per line.
  static func json(_ results: QuizResults) -> String {
    let options = results.options
    var text = "{\"difficulty\":\(JSONText.string(options.level.rawValue)),"
    text += "\"region\":\(JSONText.string(options.region.rawValue)),\"vos\":\(results.vos),"
    text += "\"seed\":\(results.seed),\"planned\":\(results.planned),\"questions\":["
    text += results.outcome.answers.map { answer in
      let question = answer.question
      return "\n{\"verb\":\(JSONText.string(question.verb)),"
        + "\"tense\":\(JSONText.string(question.tense.id)),"
        + "\"person\":\(JSONText.string(question.form.personID)),"
        + "\"expected\":\(JSONText.array(question.expected)),"
        + "\"answer\":\(answer.answer.map(JSONText.string) ?? "null"),"
        + "\"result\":\(JSONText.string(answer.result.rawValue)),"
        + "\"cells\":[\(cells(answer.otherCells))],"
        + "\"seconds\":\(number(answer.seconds))}"
    }.joined(separator: ",")
    text += "\n],\"score\":\(results.score),"
    text += "\"possible\":\(QuizScore.possible(results.outcome.answers)),"
    text += "\"seconds\":\(number(results.outcome.seconds)),"
    text += "\"best\":\(results.best.map(String.init) ?? "null")}\n"
    return text
  }

  /// The cells a wrong answer is, as JSON objects, as `conjugar check` writes them.
  private static func cells(_ forms: [Form]) -> String {
    forms.map { form in
      "{\"tense\":\(JSONText.string(form.tenseID)),\"person\":\(JSONText.string(form.personID))}"
    }.joined(separator: ",")
  }

  /// Seconds for people: `2.4 s`, `1 min 12 s`.
  static func duration(_ seconds: Double) -> String {
    let tenths = Int((max(seconds, 0) * 10).rounded())
    guard tenths >= 600 else { return "\(tenths / 10).\(tenths % 10) s" }
    let whole = (tenths + 5) / 10
    return "\(whole / 60) min \(whole % 60) s"
  }

  /// Seconds as a JSON number with at most three decimals (`2.4`, `0.125`).
  static func number(_ seconds: Double) -> String {
    let milliseconds = Int((max(seconds, 0) * 1000).rounded())
    var text = "\(milliseconds / 1000)"
    var fraction = String(milliseconds % 1000)
    fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
    while fraction.last == "0" { fraction.removeLast() }
    if !fraction.isEmpty { text += "." + fraction }
    return text
  }
}
