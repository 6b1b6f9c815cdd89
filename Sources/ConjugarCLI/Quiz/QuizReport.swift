/// What a quiz prints: the verdict of each answer, the summary, the JSON report.
enum QuizReport {
  /// The verdict of one answer: `right`, `right (2010 spelling: guio)`,
  /// `accent: habló (mind the accents)`, `wrong: t[uv]e`, `skipped: tuve`.
  static func verdict(_ answer: QuizAnswer, style: TextStyle) -> String {
    let question = answer.question
    let all = question.expected.indices.map { question.marked($0, style: style) }
      .joined(separator: " or ")
    switch answer.result {
    case .exact where answer.isOldSpelling:
      return "right (2010 spelling: \(answer.matched ?? ""))"
    case .exact:
      let others = question.expected.filter { $0 != answer.matched }
      return others.isEmpty ? "right" : "right (also " + others.joined(separator: " or ") + ")"
    case .accent:
      let index = question.expected.firstIndex { $0 == answer.matched } ?? 0
      return "accent: " + question.marked(index, style: style) + " (mind the accents)"
    case .wrong:
      return (answer.answer == nil ? "skipped: " : "wrong: ") + all
    }
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
    let average =
      answers.isEmpty
      ? "" : ", \(time(results.outcome.seconds / Double(answers.count))) a question"
    lines.append(("", counts + ". Time \(time(results.outcome.seconds))" + average + "."))
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
    if results.isNewBest {
      let was = results.previousBest.map { " (it was \($0))" } ?? ""
      return "Score \(results.score): your best for \(level)\(was)."
    }
    if let best = results.previousBest, results.setsBest {
      return "Score \(results.score); your best for \(level) is \(best)."
    }
    if results.setsBest { return "Score \(results.score)." }
    guard results.saved else {
      return "Score \(results.score); only a quiz on a terminal keeps bests and misses."
    }
    return
      "Score \(results.score); bests are kept for \(QuizOptions.defaultQuestions)-question quizzes."
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
        + "\"tense\":\(JSONText.string(question.form.tenseID)),"
        + "\"person\":\(JSONText.string(question.form.personID)),"
        + "\"expected\":\(JSONText.array(question.expected)),"
        + "\"answer\":\(answer.answer.map(JSONText.string) ?? "null"),"
        + "\"result\":\(JSONText.string(answer.result.rawValue)),"
        + "\"seconds\":\(number(answer.seconds))}"
    }.joined(separator: ",")
    text += "\n],\"score\":\(results.score),\"seconds\":\(number(results.outcome.seconds)),"
    text += "\"best\":\(results.best.map(String.init) ?? "null")}\n"
    return text
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
