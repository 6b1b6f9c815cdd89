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
