import ConjugarCore

/// The regular forms of a tense as the engine conjugates hablar, comer and vivir, each split
/// into stem and ending (`habl-o`), one line per person:
///
///                          -ar: hablar    -er: comer     -ir: vivir
///     yo                   habl-o         com-o          viv-o
///
/// The vos line is shown only where vos differs from tú; compound tenses are shown whole.
enum EndingsTable {
  /// The three regular verbs, one per class.
  static let verbs = ["hablar", "comer", "vivir"]

  /// The table's lines, or nil if one of the three verbs cannot be conjugated.
  static func lines(_ tense: TenseID, conjugator: Conjugator) -> [String]? {
    var conjugations: [Conjugation] = []
    for verb in verbs {
      guard case .success(let conjugation) = conjugator.conjugate(verb) else { return nil }
      conjugations.append(conjugation)
    }
    let classes = verbs.compactMap { VerbShape($0)?.verbClass.rawValue }
    guard classes.count == verbs.count else { return nil }
    let header = [""] + zip(classes, verbs).map { "-" + $0 + ": " + $1 }
    var rows: [[String]] = []
    switch tense {
    case .nonFinite(let nonFinite):
      rows.append([nonFinite.rawValue] + conjugations.map { cell($0, .nonFinite(nonFinite)) })
    case .finite(let finite):
      for person in finite.persons(includeVos: true) {
        let row = conjugations.map { cell($0, .finite(finite, person)) }
        if person == .vos, row == conjugations.map({ cell($0, .finite(finite, .tu)) }) {
          continue
        }
        rows.append([person.pronoun] + row)
      }
    case .periphrasis:
      return nil
    }
    return layout([header] + rows)
  }

  /// The forms of one cell, split into stem and ending.
  static func cell(_ conjugation: Conjugation, _ form: Form) -> String {
    conjugation.cell(form).forms.map { split($0, infinitive: conjugation.infinitive, form) }
      .joined(separator: " / ")
  }

  /// `hablo` → `habl-o`, `hablaré` → `hablar-é`, at the stem the engine gives the tense's
  /// regular endings; a negative imperative keeps its `no`; compound forms stay whole.
  static func split(_ text: String, infinitive: String, _ form: Form) -> String {
    guard let shape = VerbShape(infinitive) else { return text }
    var stem = shape.stem
    if case .finite(let tense, _) = form {
      if tense.isCompound { return text }
      stem = shape.regularStem(for: tense)
    }
    let negation = text.hasPrefix("no ") ? "no " : ""
    let body = text.dropFirst(negation.count)
    guard body.hasPrefix(stem), body.count > stem.count else { return text }
    return negation + stem + "-" + body.dropFirst(stem.count)
  }

  private static func layout(_ rows: [[String]]) -> [String] {
    var widths: [Int] = []
    for column in 0..<rows[0].count {
      widths.append(rows.map { $0[column].count }.max() ?? 0)
    }
    return rows.map { row in
      var line = "  "
      for (column, text) in row.enumerated() {
        let isLast = column == row.count - 1
        line +=
          isLast ? text : text + String(repeating: " ", count: widths[column] - text.count + 2)
      }
      return line
    }
  }
}
