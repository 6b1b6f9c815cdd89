import ConjugarCore

/// `--compact`: each simple tense side by side with its compound tense (presente with
/// pretérito perfecto compuesto...), under a title for each mood, with short pronouns.
struct CompactLayout {
  /// The width of the pronoun inside a column, `vosotros` and a gap.
  static let labelWidth = 9
  /// The least space between the two columns.
  static let gap = 3

  /// The tenses in pairs: each simple tense, then the compound tense built on it.
  static let order: [Tense] = Tense.allCases.filter { !$0.isCompound }.flatMap { simple in
    [simple] + Tense.allCases.filter { $0.simpleTense == simple }
  }

  let tenses: [(tense: Tense, persons: [Person])]
  let style: TextStyle

  /// Writes the layout; under the first vos row, the line explaining vos unless
  /// `explainingVos` says it was written.
  func write(_ cells: CellText, explainingVos explained: inout Bool, into out: inout ByteArena) {
    let ordered = Self.order.compactMap { tense in tenses.first { $0.tense == tense } }
    let pairs = Self.pairs(ordered)
    let blocks = pairs.map { block($0, cells) }
    // The left column is as wide as this verb needs, so long forms still fit in 80 columns.
    let leftWidth = blocks.flatMap { $0.map { CellText.visibleWidth($0[0]) } }.max() ?? 0
    var mood: Mood?
    for (pair, rows) in zip(pairs, blocks) {
      out.append(utf8: "\n")
      if pair[0].tense.mood != mood {
        mood = pair[0].tense.mood
        out.append(utf8: style.heading(pair[0].tense.mood.rawValue.uppercased()) + "\n")
      }
      let rightWidth = rows.map { $0.count == 2 ? CellText.visibleWidth($0[1]) : 0 }.max() ?? 0
      if leftWidth + Self.gap + rightWidth <= TableHeader.maximumWidth {
        for row in rows {
          let right = row.count == 2 ? row[1] : ""
          let line = right.isEmpty ? row[0] : CellText.padded(row[0], to: leftWidth + Self.gap)
          out.append(utf8: line + right + "\n")
          explainVos(row, &explained, into: &out)
        }
      } else {
        // Too wide side by side (many alternatives): one tense under the other.
        for column in 0..<rows[0].count {
          for row in rows where !row[column].isEmpty {
            out.append(utf8: row[column] + "\n")
            explainVos([row[column]], &explained, into: &out)
          }
        }
      }
    }
  }

  /// The tenses two by two in their order, a pair never spanning two moods (each sits under
  /// its own mood's title).
  static func pairs<T>(_ tenses: [(tense: Tense, persons: T)]) -> [[(tense: Tense, persons: T)]] {
    var pairs: [[(tense: Tense, persons: T)]] = []
    for item in tenses {
      if let last = pairs.last, last.count == 1, last[0].tense.mood == item.tense.mood {
        pairs[pairs.count - 1].append(item)
      } else {
        pairs.append([item])
      }
    }
    return pairs
  }

  /// The line explaining vos, after the first row that is a vos row.
  private func explainVos(_ row: [String], _ explained: inout Bool, into out: inout ByteArena) {
    let label = "  " + Self.label(.vos) + " "
    guard !explained, row.contains(where: { $0.hasPrefix(label) }) else { return }
    explained = true
    out.append(utf8: style.detail(TableWriter.vosNote) + "\n")
  }

  /// The rows of one pair of tenses, each with a cell per column: headings, then persons.
  private func block(_ pair: [(tense: Tense, persons: [Person])], _ cells: CellText) -> [[String]] {
    var rows = [pair.map { style.heading(Self.heading($0.tense)) }]
    let persons = Person.allCases.filter { person in
      pair.contains { $0.persons.contains(person) }
    }
    for person in persons {
      rows.append(
        pair.map { column in
          guard column.persons.contains(person) else { return "" }
          let label = CellText.padded("  " + Self.label(person), to: Self.labelWidth + 2)
          return label + cells.text(.finite(column.tense, person), shortened: true)
        })
    }
    return rows
  }

  /// A tense's name under its mood's title: the imperatives as `afirmativo` and `negativo`,
  /// so that no heading reads "imperativo" twice.
  static func heading(_ tense: Tense) -> String {
    switch tense {
    case .imperativoAfirmativo: "afirmativo"
    case .imperativoNegativo: "negativo"
    default: tense.spanishName
    }
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
