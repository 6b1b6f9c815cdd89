import ConjugarCore

/// `--compact`: each simple tense side by side with its compound tense (presente with
/// pretérito perfecto compuesto...), two columns in 80, with short pronouns.
struct CompactLayout {
  /// The width of the left column.
  static let columnWidth = 40
  /// The width of the pronoun inside a column, `vosotros` and a gap.
  static let labelWidth = 9

  /// The tenses in pairs: each simple tense, then the compound tense built on it.
  static let order: [Tense] = Tense.allCases.filter { !$0.isCompound }.flatMap { simple in
    [simple] + Tense.allCases.filter { $0.simpleTense == simple }
  }

  let tenses: [(tense: Tense, persons: [Person])]
  let style: TextStyle

  func write(_ cells: CellText, into out: inout [UInt8]) {
    let ordered = Self.order.compactMap { tense in tenses.first { $0.tense == tense } }
    var index = 0
    while index < ordered.count {
      let pair = Array(ordered[index..<min(index + 2, ordered.count)])
      index += 2
      out.append(utf8: "\n")
      var headings = [style.heading(pair[0].tense.heading)]
      if pair.count == 2 {
        let right = pair[1].tense
        headings.append(
          style.heading(right.mood == pair[0].tense.mood ? right.spanishName : right.heading))
      }
      out.append(utf8: row(headings))
      let persons = Person.allCases.filter { person in
        pair.contains { $0.persons.contains(person) }
      }
      for person in persons {
        let columns = pair.map { column in
          guard column.persons.contains(person) else { return "" }
          let label = CellText.padded("  " + Self.label(person), to: Self.labelWidth + 2)
          return label + cells.text(.finite(column.tense, person))
        }
        out.append(utf8: row(columns))
      }
    }
  }

  private func row(_ columns: [String]) -> String {
    guard columns.count == 2 else { return columns[0] + "\n" }
    if columns[1].isEmpty { return columns[0] + "\n" }
    return CellText.padded(columns[0], to: Self.columnWidth, minimumGap: 2) + columns[1] + "\n"
  }

  /// A short pronoun: `él` for él/ella/usted, `ellos` for ellos/ellas/ustedes.
  static func label(_ person: Person) -> String {
    switch person {
    case .el: "él"
    case .ellos: "ellos"
    default: person.pronoun
    }
  }
}
