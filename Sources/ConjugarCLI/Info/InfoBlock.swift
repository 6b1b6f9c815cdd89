import ConjugarCore

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
