import ConjugarCore

/// The table for people: a short header, then each tense as a heading line followed by one
/// line per person. The 20 tenses of a full table give 138 heading-plus-person lines without
/// vos and 158 with; blank lines separate the header, the five groups of tenses (simple
/// indicative, simple subjunctive, imperative, compound indicative, compound subjunctive) and
/// the verbs. A looked-up form gets a block of its own (`LookupTable`). After the last table,
/// one line points to `conjugar info`, which explains the tenses.
struct TableWriter: VerbWriter {
  /// The width of the pronoun column, `ellos/ellas/ustedes` and a gap.
  static let pronounWidth = 21

  /// The selected tenses in display order, each with its selected persons.
  let tenses: [(tense: Tense, persons: [Person])]
  let style: TextStyle
  let layout: TableLayout
  /// The width a grid is laid out for.
  let width: Int
  /// The periphrases `--tense` named, after the tenses in every layout.
  var periphrases = PeriphrasisCells.none
  /// Whether a looked-up form ends with the command that prints its verbs' tables.
  let offersTables: Bool
  /// `--all-readings`: a looked-up form shows its rare readings too.
  var allReadings = false
  /// The verb's irregular forms and letters, worked out only when marking them.
  let irregularities: (Conjugation) -> Irregularities?
  /// The listed verb a pronominal verb is formed on, whose gloss it shows if it has none.
  let pronominalBase: (Conjugation) -> VerbEntry?
  /// Whether the line explaining vos was written: once per run, under its first row.
  private var explainedVos = false
  /// How many verbs and looked-up forms were written, each after a blank line but the first.
  private var blockCount = 0
  /// Whether a verb's table was written, which the pointer to `conjugar info` follows.
  private var wroteTable = false

  init(
    forms: [Form], style: TextStyle, layout: TableLayout = .list, width: Int = 80,
    offersTables: Bool,
    irregularities: @escaping (Conjugation) -> Irregularities?,
    pronominalBase: @escaping (Conjugation) -> VerbEntry? = { _ in nil }
  ) {
    var tenses: [(tense: Tense, persons: [Person])] = []
    for case .finite(let tense, let person) in forms {
      if tenses.last?.tense == tense {
        tenses[tenses.count - 1].persons.append(person)
      } else {
        tenses.append((tense, [person]))
      }
    }
    self.tenses = tenses
    self.style = style
    self.layout = layout
    self.width = width
    self.offersTables = offersTables
    self.irregularities = irregularities
    self.pronominalBase = pronominalBase
  }

  mutating func write(_ conjugation: Conjugation, into out: inout ByteArena) {
    if blockCount > 0 { out.append(utf8: "\n") }
    blockCount += 1
    wroteTable = true
    let marks = style.marksIrregular ? irregularities(conjugation) : nil
    let cells = CellText(conjugation: conjugation, irregularities: marks, style: style)
    out.append(
      utf8: TableHeader.lines(
        conjugation, base: pronominalBase(conjugation), cells: cells, style: style,
        width: layout == .grid ? width : TableHeader.maximumWidth))
    switch layout {
    case .compact:
      CompactLayout(tenses: tenses, style: style).write(
        cells, explainingVos: &explainedVos, into: &out)
    case .grid:
      GridLayout(tenses: tenses, style: style, width: width).write(
        cells, explainingVos: &explainedVos, into: &out)
    case .list:
      writeFull(cells, into: &out)
    }
    writePeriphrases(conjugation, into: &out)
  }

  /// The periphrases, a block after the tenses: each as a heading and a line per person.
  private func writePeriphrases(_ conjugation: Conjugation, into out: inout ByteArena) {
    guard !periphrases.isEmpty else { return }
    var previous: Periphrasis?
    for (tense, persons) in periphrases.tenses {
      if previous != tense.periphrasis { out.append(utf8: "\n") }
      previous = tense.periphrasis
      out.append(utf8: style.heading(tense.heading) + "\n")
      for person in persons {
        let forms = periphrases.forms(conjugation, tense, person)
        let pronoun = CellText.padded("  " + person.pronoun, to: Self.pronounWidth + 2)
        let text = forms.isEmpty ? CellText.defective : forms.joined(separator: CellText.separator)
        out.append(utf8: pronoun + text + "\n")
      }
    }
  }

  mutating func write(_ lookup: LookupResult, into out: inout ByteArena) {
    if blockCount > 0 { out.append(utf8: "\n") }
    blockCount += 1
    out.append(
      utf8: LookupTable.lines(
        lookup, style: style, offersTables: offersTables, allReadings: allReadings))
  }

  mutating func end(into out: inout ByteArena) {
    guard wroteTable else { return }
    let pointer = Self.infoPointer(tenses.map(\.tense))
    let lines =
      layout == .grid
      ? TextWrap.lines(pointer, width: max(width, GridLayout.minimumWidth), first: "", rest: "  ")
      : [pointer]
    out.append(utf8: "\n" + lines.map(style.detail).joined(separator: "\n") + "\n")
  }

  /// The line under the first vos row of a run.
  static let vosNote =
    "  (vos: the tú of Argentina, Uruguay and Central America; conjugar info vos)"

  /// Where the tenses shown are explained: the one tense's topic, or the general command.
  static func infoPointer(_ tenses: [Tense]) -> String {
    if tenses.count == 1 { return "This tense explained: conjugar info \(tenses[0].rawValue)" }
    return "Tenses explained: conjugar info TENSE, e.g. conjugar info subjuntivo.presente"
  }

  private mutating func writeFull(_ cells: CellText, into out: inout ByteArena) {
    var previous: Tense?
    for (tense, persons) in tenses {
      if previous.map({ $0.mood != tense.mood || $0.isCompound != tense.isCompound }) ?? true {
        out.append(utf8: "\n")
      }
      previous = tense
      out.append(utf8: style.heading(tense.heading) + "\n")
      for person in persons {
        let pronoun = CellText.padded("  " + person.pronoun, to: Self.pronounWidth + 2)
        var text = cells.text(.finite(tense, person))
        if CellText.visibleWidth(pronoun + text) > TableHeader.maximumWidth {
          text = cells.text(.finite(tense, person), shortened: true)
        }
        out.append(utf8: pronoun + text + "\n")
        if person == .vos, !explainedVos {
          explainedVos = true
          out.append(utf8: style.detail(Self.vosNote) + "\n")
        }
      }
    }
  }
}
