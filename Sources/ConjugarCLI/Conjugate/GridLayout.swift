import ConjugarCore

/// The table on a terminal: persons as rows, tenses across, as many as fit the terminal's
/// width, in four blocks a learner reads in order: the simple indicative; the simple
/// subjunctive and the imperative; the compound indicative; the compound subjunctive.
///
///     indicativo  presente  pretérito  imperfecto  futuro     condicional
///     yo          hablo     hablé      hablaba     hablaré    hablaría
///     tú          hablas    hablaste   hablabas    hablarás   hablarías
///
/// The first column names the mood; the headings are the tenses' names within it, as
/// `conjugar info` takes them (`pretérito`, `imperfecto (-ra)`, `imperativo negativo`). A
/// block wider than the terminal goes on under a repeated mood over the tenses left; a cell
/// wider than its column breaks between its alternatives, then between words, so no line is
/// wider than the terminal for any verb at 40 columns or more. `conjugar hablar` takes 36
/// lines at 120 columns (one screen of 40, so no pager) and 56 at 80, against 147 in a list.
struct GridLayout {
  /// The space between columns.
  static let gap = 2
  /// The fewest columns a grid is laid out for; narrower terminals get this width.
  static let minimumWidth = 40

  let tenses: [(tense: Tense, persons: [Person])]
  let style: TextStyle
  /// The terminal's width in columns.
  let width: Int

  /// The block a tense is shown in, in display order.
  static func block(_ tense: Tense) -> Int {
    switch (tense.mood, tense.isCompound) {
    case (.indicativo, false): 0
    case (.subjuntivo, false), (.imperativo, _): 1
    case (.indicativo, true): 2
    case (.subjuntivo, true): 3
    }
  }

  /// The first column's title for a block: its mood.
  static func title(_ block: Int) -> String {
    block == 0 || block == 2 ? "indicativo" : "subjuntivo"
  }

  /// A tense's heading: its name within its mood, as `conjugar info` and `-t` take it with
  /// the mood (`pretérito` of the indicative, `imperfecto (-ra)` of the subjunctive).
  static func heading(_ tense: Tense) -> String {
    switch tense {
    case .presente, .subjuntivoPresente: "presente"
    case .preterito: "pretérito"
    case .imperfecto: "imperfecto"
    case .futuro, .subjuntivoFuturo: "futuro"
    case .condicional: "condicional"
    case .subjuntivoImperfectoRa: "imperfecto (-ra)"
    case .subjuntivoImperfectoSe: "imperfecto (-se)"
    case .imperativoAfirmativo: "imperativo afirmativo"
    case .imperativoNegativo: "imperativo negativo"
    case .perfecto, .subjuntivoPerfecto: "perfecto compuesto"
    case .pluscuamperfecto: "pluscuamperfecto"
    case .anterior: "anterior"
    case .futuroPerfecto, .subjuntivoFuturoPerfecto: "futuro compuesto"
    case .condicionalPerfecto: "condicional compuesto"
    case .subjuntivoPluscuamperfectoRa: "pluscuamperfecto (-ra)"
    case .subjuntivoPluscuamperfectoSe: "pluscuamperfecto (-se)"
    }
  }

  /// A person's label: `él` for él/ella/usted, `ellos` for ellos/ellas/ustedes.
  static func label(_ person: Person) -> String { CompactLayout.label(person) }

  /// Writes the grid; after the first block with a vos row, the line explaining vos unless
  /// `explainingVos` says it was written.
  func write(_ cells: CellText, explainingVos explained: inout Bool, into out: inout ByteArena) {
    let width = max(self.width, Self.minimumWidth)
    // Each block keeps the table's order of its tenses (a filter, not a sort, which need
    // not be stable).
    let blocks = (0..<4).map { block in tenses.filter { Self.block($0.tense) == block } }
      .filter { !$0.isEmpty }
    for block in blocks {
      out.append(utf8: "\n")
      let showsVos = writeBlock(block, cells, width: width, into: &out)
      if showsVos, !explained {
        explained = true
        let note = TextWrap.lines(
          TableWriter.vosNote.trimmingSpaces(), width: width, first: "  ", rest: "    ")
        for line in note { out.append(utf8: style.detail(line) + "\n") }
      }
    }
  }

  /// One column: its heading and each person's cell, and the width it would like.
  private struct Column {
    var tense: Tense
    var heading: String
    var cells: [Person: String]
    var width: Int
  }

  /// Writes one block in as many bands of columns as the width needs; whether it has a vos row.
  private func writeBlock(
    _ block: [(tense: Tense, persons: [Person])], _ cells: CellText, width: Int,
    into out: inout ByteArena
  ) -> Bool {
    guard let first = block.first else { return false }
    let blockTitle = Self.title(Self.block(first.tense))
    let persons = Person.allCases.filter { person in block.contains { $0.persons.contains(person) }
    }
    let labelWidth =
      ([blockTitle] + persons.map(Self.label)).map(CellText.visibleWidth).max().map {
        $0 + Self.gap
      }
      ?? 0
    let columns = block.map { item -> Column in
      let heading = Self.heading(item.tense)
      var texts: [Person: String] = [:]
      for person in item.persons {
        texts[person] = cells.text(.finite(item.tense, person), shortened: true)
      }
      let widest = ([heading] + texts.values).map(CellText.visibleWidth).max() ?? 0
      return Column(tense: item.tense, heading: heading, cells: texts, width: widest)
    }
    let room = width - labelWidth
    var bands: [[Column]] = []
    var used = 0
    for column in columns {
      var column = column
      column.width = min(column.width, room)
      if let last = bands.last, !last.isEmpty, used + Self.gap + column.width <= room {
        bands[bands.count - 1].append(column)
        used += Self.gap + column.width
      } else {
        bands.append([column])
        used = column.width
      }
    }
    for band in bands {
      // A band of imperatives alone is titled as such, not under the subjunctive, and its
      // headings do not say imperativo again.
      let imperatives = band.allSatisfy { $0.tense.isImperative }
      let title = imperatives ? "imperativo" : blockTitle
      let headings = band.map { column in
        let heading =
          imperatives
          ? (column.tense == .imperativoNegativo ? "negativo" : "afirmativo")
          : column.heading
        return Self.wrap(heading, width: column.width).map(style.heading)
      }
      writeRow(label: style.heading(title), headings, band, labelWidth: labelWidth, into: &out)
      for person in persons where band.contains(where: { $0.cells[person] != nil }) {
        let lines = band.map { column in
          column.cells[person].map { Self.wrap($0, width: column.width) } ?? [""]
        }
        writeRow(label: Self.label(person), lines, band, labelWidth: labelWidth, into: &out)
      }
    }
    return persons.contains(.vos)
  }

  /// One row of a band: the label, then each column's lines side by side, as many lines as
  /// the tallest cell; no trailing spaces.
  private func writeRow(
    label: String, _ cellLines: [[String]], _ band: [Column], labelWidth: Int,
    into out: inout ByteArena
  ) {
    let height = cellLines.map(\.count).max() ?? 1
    for row in 0..<height {
      var line = CellText.padded(row == 0 ? label : "", to: labelWidth, minimumGap: 0)
      for (index, column) in band.enumerated() {
        let text = row < cellLines[index].count ? cellLines[index][row] : ""
        line += index == band.count - 1 ? text : CellText.padded(text, to: column.width + Self.gap)
      }
      while line.last == " " { line.removeLast() }
      out.append(utf8: line + "\n")
    }
  }

  /// A cell's text in lines no wider than `width`: whole alternatives (`acuesto / acosto`)
  /// joined while they fit, an alternative too wide broken between words.
  static func wrap(_ text: String, width: Int) -> [String] {
    guard CellText.visibleWidth(text) > width else { return [text] }
    var pieces: [String] = []
    let alternatives = text.components(separatedBy: CellText.separator)
    for (index, alternative) in alternatives.enumerated() {
      let piece = index < alternatives.count - 1 ? alternative + " /" : alternative
      if CellText.visibleWidth(piece) <= width {
        pieces.append(piece)
      } else {
        pieces += TextWrap.lines(piece, width: width, first: "", rest: "")
      }
    }
    var lines: [String] = []
    for piece in pieces {
      if let last = lines.last,
        CellText.visibleWidth(last) + 1 + CellText.visibleWidth(piece) <= width
      {
        lines[lines.count - 1] = last + " " + piece
      } else {
        lines.append(piece)
      }
    }
    return lines
  }
}
