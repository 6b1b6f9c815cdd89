/// The note type of a deck's notes: Anki's own, so that importing asks nothing.
enum DeckStyle: String, CaseIterable, Sendable {
  /// Anki's Basic: Front (the prompt) and Back (the answer, gloss and model).
  case basic
  /// Anki's Cloze: Text (the pronoun and the answer as a cloze) and Back Extra.
  case cloze

  /// The note type's name in Anki.
  var noteType: String {
    switch self {
    case .basic: "Basic"
    case .cloze: "Cloze"
    }
  }

  /// The names of the note type's two fields.
  var fields: (String, String) {
    switch self {
    case .basic: ("Front", "Back")
    case .cloze: ("Text", "Back Extra")
    }
  }
}

extension DeckStyle: OptionChoice {
  var meaning: String {
    switch self {
    case .basic: "Anki's Basic note type: Front and Back (default)"
    case .cloze: "Anki's Cloze note type: Text and Back Extra"
    }
  }
}
