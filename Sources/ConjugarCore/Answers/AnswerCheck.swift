/// How a written answer compares with a cell: what `conjugar check` says of a flashcard.
public enum AnswerMatch: Int, Comparable, Sendable {
  /// One of the cell's accepted forms, as the 2010 Ortografía writes it.
  case right
  /// An accepted form as the 1999 rules allowed it: a tilde the 2010 rules take off a
  /// monosyllable whose closed vowel belongs to the stem (`guió`, `rió`, `fié`, `huí`).
  case oldSpelling
  /// A form a region uses where the norm has the cell's (`partás` for vos `partas`, the
  /// voseo of the Río de la Plata): `accepted` is the normative form.
  case regional
  /// An accepted form but for its accents or diaeresis (`hablò` for `habló`, `averigue`).
  case accents
  /// None of the accepted forms.
  case wrong

  /// Whether `a` is a closer match than `b`: right, then old spelling, regional, accents,
  /// wrong.
  ///
  /// - Parameters:
  ///   - a: A match.
  ///   - b: Another match.
  /// - Returns: True when `a` is the closer.
  public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

/// The outcome of checking one answer against one or more cells of a verb.
public struct AnswerCheck: Equatable, Sendable {
  /// How close the answer came.
  public var match: AnswerMatch
  /// The cell it matched, or the first cell asked when it matched none.
  public var form: Form
  /// The accepted form it matched (`habló` for `hablo`), nil when it matched none.
  public var accepted: String?
  /// The verb's other cells the answer is, when it is not right: as written (`hablo` asked
  /// for the preterite is the present, yo; `miras` asked for vos is tú), else but for accents
  /// (`hable` for the preterite, yo: presente de subjuntivo); empty when it is none.
  public var otherCells: [Form] = []
  /// Whether `otherCells` are the answer as written, not only but for its accents.
  public var isOtherCellAsWritten = false

  /// The outcome of a check.
  ///
  /// - Parameters:
  ///   - match: How close the answer came.
  ///   - form: The cell it matched.
  ///   - accepted: The accepted form it matched; nil when none.
  public init(match: AnswerMatch, form: Form, accepted: String? = nil) {
    self.match = match
    self.form = form
    self.accepted = accepted
  }
}

extension Conjugation {
  /// Checks a written answer against the accepted forms of one or more cells.
  ///
  /// A form a region uses beside the norm's (`regionalVariants(of:)`: vos `partás` for
  /// `partas`) is `regional`, with the normative form. One rule for every verb and person: an
  /// answer that is, as written, another cell of the verb is wrong, and names that cell
  /// (`hablo` for `habló` is the present, not an accent slip; `miras` for vos `mirás` is the
  /// tú form), whatever the verb's class; only an answer that is no cell as written is an
  /// accent slip when its accents alone differ.
  ///
  /// A subject pronoun before the form is allowed (`yo hablo`), a subjunctive may come with
  /// its `que` as textbooks drill it (`que yo oiga`), an imperative with its subject after it
  /// (`oye tú`), a negative imperative may leave out its `no` (`hables`), and `-` answers a
  /// cell the verb lacks.
  ///
  /// - Parameters:
  ///   - answer: The answer in lower case, NFC, words separated by one space.
  ///   - cells: One cell, or the -ra and -se cells of a subjunctive a card does not tell
  ///     apart.
  /// - Returns: The closest match among the cells' forms, the first cell's when none matched.
  public func check(_ answer: String, against cells: [Form]) -> AnswerCheck {
    var best = AnswerCheck(match: .wrong, form: cells.first ?? .nonFinite(.infinitivo))
    let readings = AnswerReadings.of(answer)
    var tried = readings
    for form in cells {
      let forms = cell(form).forms
      if forms.isEmpty {
        if AnswerReadings.isNone(answer) {
          return AnswerCheck(match: .right, form: form, accepted: "-")
        }
        continue
      }
      let own = readings + AnswerReadings.drilled(answer, form)
      for reading in own + AnswerReadings.negated(own, form) {
        if !tried.contains(reading) { tried.append(reading) }
        for accepted in forms {
          let match = compare(reading, accepted)
          if match < best.match { best = AnswerCheck(match: match, form: form, accepted: accepted) }
          if match == .right { return best }
        }
      }
    }
    guard best.match == .accents || best.match == .wrong else { return best }
    for form in cells where regionalVariants(of: form).contains(where: tried.contains) {
      return AnswerCheck(match: .regional, form: form, accepted: cell(form).forms.first)
    }
    let asWritten = otherCells(of: tried, besides: cells, folding: false)
    if !asWritten.isEmpty {
      best = AnswerCheck(match: .wrong, form: best.form)
      best.otherCells = asWritten
      best.isOtherCellAsWritten = true
    } else if best.match == .wrong {
      best.otherCells = otherCells(of: tried, besides: cells, folding: true)
    }
    return best
  }

  /// The cells other than `asked` one of whose forms is one of `readings`, as written or
  /// (`folding`) but for accents.
  private func otherCells(of readings: [String], besides asked: [Form], folding: Bool) -> [Form] {
    let keys = Set(folding ? readings.map(Accents.fold) : readings)
    return Form.all(includeVos: true).filter { form in
      !asked.contains(form)
        && cell(form).forms.contains { keys.contains(folding ? Accents.fold($0) : $0) }
    }
  }

  /// How `typed` matches the accepted form `form`.
  func compare(_ typed: String, _ form: String) -> AnswerMatch {
    if typed == form { return .right }
    guard Accents.fold(typed) == Accents.fold(form) else { return .wrong }
    return hasHiatusStem && Orthography.isSpelling1999(typed, of: form) ? .oldSpelling : .accents
  }

  /// Whether the verb's stem ends in a vowel (fi-ar, gui-ar, re-ír, hu-ir), the verbs whose
  /// monosyllables the 1999 rules let take a tilde (`fié`, `guió`, `rió`, `huí`); the i of
  /// `dio`, `vio` and the literal `fue`, `fui` never took one.
  private var hasHiatusStem: Bool {
    guard let last = VerbShape(infinitive)?.stem.unicodeScalars.last else { return false }
    return Orthography.isOpen(last) || Orthography.isClosed(last)
  }
}

/// The answers a card's field lists.
public enum Answers {
  /// The answers a card's field lists.
  ///
  /// - Parameter field: The field in lower case, NFC, words separated by one space.
  /// - Returns: Its answers in order, split at `|`, `,` and `/`, subject pronouns kept with
  ///   the form they go with (`él/ella/usted habla`).
  public static func split(_ field: String) -> [String] {
    if !field.utf8.contains(where: { $0 == 0x2C || $0 == 0x2F || $0 == 0x7C }),
      field.utf8.first != 0x20, field.utf8.last != 0x20
    {
      return field.isEmpty ? [] : [field]
    }
    var answers: [String] = []
    var pending: [Substring] = []
    for piece in field.split(whereSeparator: { $0 == "|" || $0 == "," || $0 == "/" }) {
      var answer = piece
      while answer.first == " " { answer.removeFirst() }
      while answer.last == " " { answer.removeLast() }
      guard !answer.isEmpty else { continue }
      if AnswerReadings.isSubject(answer) {
        pending.append(answer)
        continue
      }
      answers.append((pending + [answer]).joined(separator: "/"))
      pending = []
    }
    if !pending.isEmpty { answers.append(pending.joined(separator: "/")) }
    return answers
  }
}

/// The ways an answer can be read as a cell's form.
enum AnswerReadings {
  /// Subject pronouns a card may put before the form (`yo hablo`, `él/ella/usted habla`).
  private static let subjects: Set<Substring> = [
    "yo", "tú", "tu", "vos", "él", "el", "ella", "usted", "ud.", "ud", "nosotros", "nosotras",
    "vosotros", "vosotras", "ellos", "ellas", "ustedes", "uds.", "uds",
  ]

  /// The answer, and the answer without a subject pronoun before the form.
  static func of(_ answer: String) -> [String] {
    guard let space = answer.utf8.firstIndex(of: 0x20) else { return [answer] }
    let first = answer[..<space]
    let words = first.split(separator: "/")
    guard !words.isEmpty, words.allSatisfy(isSubject) else { return [answer] }
    return [answer, String(answer[answer.index(after: space)...])]
  }

  /// Whether `word` is a subject pronoun.
  static func isSubject(_ word: Substring) -> Bool { subjects.contains(word) }

  /// The readings of the ways textbooks drill `form`: a subjunctive after `que`, with or
  /// without its subject (`que yo oiga`: oiga), an imperative with its subject after it
  /// (`oye tú`: oye; `no habléis vosotros`: no habléis).
  static func drilled(_ answer: String, _ form: Form) -> [String] {
    guard case .finite(let tense, _) = form else { return [] }
    if tense.mood == .subjuntivo, answer.hasPrefix("que ") {
      let rest = String(answer.dropFirst(4))
      return rest.isEmpty ? [] : of(rest)
    }
    if tense.mood == .imperativo, let space = answer.utf8.lastIndex(of: 0x20) {
      let last = answer[answer.index(after: space)...]
      let words = last.split(separator: "/")
      guard !words.isEmpty, words.allSatisfy(isSubject) else { return [] }
      return [String(answer[..<space])]
    }
    return []
  }

  /// For a negative imperative, the readings with the `no` a card may leave out.
  static func negated(_ readings: [String], _ form: Form) -> [String] {
    guard case .finite(.imperativoNegativo, _) = form else { return [] }
    return readings.filter { !$0.hasPrefix("no ") }.map { "no " + $0 }
  }

  /// Whether the answer says the verb lacks the cell: `-` (or a dash like it).
  static func isNone(_ answer: String) -> Bool {
    answer == "-" || answer == "–" || answer == "—"
  }
}
