import ConjugarCore

/// One topic of `conjugar info`, as `Resources/info.txt` gives it.
struct InfoTopic: Sendable {
  /// The topic's id: a tense id (`indicativo.presente`), a non-finite id, or a name (`vos`).
  var id: String
  /// One line for the list of topics.
  var title: String
  /// The heading the topic is listed under.
  var group: String
  /// Other names that find the topic (a tense's names are TenseName's instead).
  var aliases: [String] = []
  /// Ids of related topics.
  var seeAlso: [String] = []
  var blocks: [InfoBlock] = []
  /// The line of `info.txt` that starts the topic.
  var line: Int

  /// The tense or non-finite form the topic explains, if it is one.
  var tense: TenseID? { TenseID(id: id) }

  /// Every form the topic quotes.
  var marks: [FormMark] {
    blocks.flatMap { block -> [FormMark] in
      switch block {
      case .paragraph(let text), .bullet(let text): text.marks
      case .example(let spanish, _): spanish.marks
      case .heading, .endings, .forms: []
      }
    }
  }
}

/// A piece of a topic's body.
enum InfoBlock: Sendable {
  /// `## Heading`: a section heading.
  case heading(String)
  /// Lines of text, joined and wrapped.
  case paragraph(InfoText)
  /// `- text`: an item of a list.
  case bullet(InfoText)
  /// `> Spanish` followed by `= English`.
  case example(spanish: InfoText, english: String)
  /// `@endings [ID]`: the regular forms of hablar, comer and vivir in a tense.
  case endings(TenseID)
  /// `@forms VERB TENSE`: one verb's forms in one tense, as the engine gives them.
  case forms(verb: String, tense: Tense, line: Int)
}

/// Text that may quote conjugated forms.
struct InfoText: Sendable {
  enum Piece: Sendable {
    case text(String)
    case form(FormMark)
  }

  var pieces: [Piece]

  /// The quoted forms.
  var marks: [FormMark] {
    pieces.compactMap { if case .form(let mark) = $0 { return mark } else { return nil } }
  }

  /// The text as printed: each quoted form as written, with its spaces kept together by
  /// `TextWrap.glue` so that wrapping never splits `he hablado`.
  var printed: String {
    pieces.map { piece in
      switch piece {
      case .text(let text): text
      case .form(let mark): mark.written.replacing(" ", with: TextWrap.glue)
      }
    }.joined()
  }
}

/// A conjugated form quoted in a topic, `{tengo: tener indicativo.presente yo}`: printed as
/// written, and checked by the tests against the engine.
struct FormMark: Equatable, Sendable {
  /// The form as printed, perhaps capitalized at the start of a sentence.
  var written: String
  /// The infinitive it belongs to.
  var verb: String
  /// The cell it must be one of the accepted forms of.
  var form: Form
  /// Its line in `info.txt`.
  var line: Int
}

/// A mistake in `info.txt`: its line and what is wrong.
struct InfoFormatError: Error, Equatable, Sendable, CustomStringConvertible {
  var line: Int
  var reason: String

  init(line: Int, _ reason: String) {
    self.line = line
    self.reason = reason
  }

  var description: String { "info.txt:\(line): \(reason)" }
}
