/// What `conjugar deck` was asked for.
struct DeckOptions: Equatable, Sendable {
  /// Where verbs come from, in command-line order.
  enum Source: Equatable, Sendable {
    case verbs(VerbSource)
    /// `--top N`: the N most common verbs.
    case top(Int)
  }

  var sources: [Source] = []
  var selection = Selection()
  /// `--vos` or `--no-vos`; nil means the saved setting.
  var vos: Bool?
  /// `--irregular`: irregular cells only.
  var irregularOnly = false
  var style = DeckStyle.basic
  /// The Anki deck (`--deck`); `::` separates subdecks.
  var deck = "Conjugar"
}

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
