import ConjugarCore

/// Writes a deck file Anki imports without asking anything: header lines naming the
/// separator, HTML, the note type, the deck and the columns, then one line per note. A deck
/// takes infinitives only, so no form is ever looked up for it.
struct DeckWriter: VerbWriter {
  let forms: [Form]
  let style: DeckStyle
  let deck: String
  let irregularOnly: Bool
  let conjugator: Conjugator
  /// The verbs written, so that a verb given twice gets its notes once.
  private var written: Set<String> = []
  /// How many notes were written.
  private(set) var noteCount = 0

  init(forms: [Form], options: DeckOptions, conjugator: Conjugator) {
    self.forms = forms
    style = options.style
    deck = options.deck
    irregularOnly = options.irregularOnly
    self.conjugator = conjugator
  }

  /// The header lines (Anki's text import reads them before the notes).
  static func header(style: DeckStyle, deck: String) -> String {
    let (first, second) = style.fields
    return """
      #separator:tab
      #html:true
      #notetype:\(style.noteType)
      #deck:\(deck)
      #columns:GUID\t\(first)\t\(second)\tTags
      #guid column:1
      #tags column:4

      """
  }

  /// The header waits for the first note: a deck of verbs that are all errors, or whose
  /// cells the filters all leave out, is no file at all, as the conjugation batch writes
  /// nothing for them.
  mutating func begin(into bytes: inout ByteArena) {}

  mutating func write(_ conjugation: Conjugation, into bytes: inout ByteArena) {
    guard written.insert(conjugation.infinitive).inserted else { return }
    let irregularity = DeckIrregularity(conjugation, conjugator: conjugator)
    for form in forms where !conjugation.cell(form).forms.isEmpty {
      let cell = irregularity.cell(form)
      if irregularOnly && !cell.isIrregular { continue }
      if noteCount == 0 { bytes.append(utf8: Self.header(style: style, deck: deck)) }
      bytes.append(utf8: DeckNote(conjugation, form, cell: cell, style: style).line)
      noteCount += 1
    }
  }
}
