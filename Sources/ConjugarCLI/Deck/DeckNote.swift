import ConjugarCore

/// One note of a deck, a cell of a verb, as its line of the deck file: GUID, the note type's
/// two fields, and the tags.
struct DeckNote: Equatable {
  var guid: String
  /// Front (basic) or Text (cloze).
  var first: String
  /// Back (basic) or Back Extra (cloze).
  var second: String
  var tags: [String]

  /// The note of the cell `form` of `conjugation`, whose irregularity is `cell`.
  init(
    _ conjugation: Conjugation, _ form: Form, cell: DeckIrregularity.Cell, style: DeckStyle
  ) {
    let verb = conjugation.infinitive
    let person = DeckNames.person(form)
    let tense = DeckNames.tense(form)
    let answer = cell.forms.joined(separator: " / ")
    var notes = conjugation.gloss.map { [$0] } ?? []
    notes.append("like " + conjugation.models.joined(separator: ", "))
    let about = HTMLText.escape(notes, separator: " · ")
    guid = NoteGUID.of(verb, form)
    switch style {
    case .basic:
      first = HTMLText.escape([verb] + (person.map { [$0] } ?? []) + [tense], separator: " · ")
      second = answer + "<br>" + about
    case .cloze:
      let hint = HTMLText.escape("\(verb), \(tense)")
      first = (person.map { HTMLText.escape($0) + " " } ?? "") + "{{c1::\(answer)::\(hint)}}"
      second = about
    }
    tags = [verb, form.tenseID] + (person == nil ? [] : [form.personID])
    // Each kind goes under the cell's regularity: irregular::stem-change, regular::spelling-change.
    let regularity = cell.isIrregular ? "irregular" : "regular"
    tags += [regularity] + cell.kinds.map { regularity + "::" + $0 }
    tags += conjugation.models.map { "model::" + $0 }
  }

  /// The note's line: its columns separated by tabs, tags by spaces.
  var line: String {
    "\(guid)\t\(first)\t\(second)\t\(tags.joined(separator: " "))\n"
  }
}
