/// The list `conjugar info` prints: every topic's id and title, under its group's heading.
enum TopicList {
  static let introduction = """
    conjugar info TOPIC explains one of these topics. A tense can also be named in
    Spanish or English, with or without accents: conjugar info presente de
    subjuntivo, conjugar info preterite, conjugar info conditional perfect.

    """

  static func render(_ document: InfoDocument, style: TextStyle) -> String {
    let width = (document.topics.map(\.id.count).max() ?? 0) + 2
    var groups: [String] = []
    for topic in document.topics where !groups.contains(topic.group) {
      groups.append(topic.group)
    }
    var text = introduction
    for group in groups {
      text += "\n" + style.heading(group) + "\n"
      for topic in document.topics where topic.group == group {
        let padding = String(repeating: " ", count: width - topic.id.count)
        text += "  " + topic.id + padding + style.detail(topic.title) + "\n"
      }
    }
    return text
  }
}
