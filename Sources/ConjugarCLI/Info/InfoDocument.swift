import ConjugarCore

/// The topics of `conjugar info`, read from the text of `Resources/info.txt`, whose first
/// lines describe the format. Reading checks the structure; `TopicIndex` checks that names
/// are unambiguous, and the tests check every quoted form against the engine.
struct InfoDocument: Sendable {
  /// The topics in the order of the file, which is the order of the list.
  var topics: [InfoTopic]

  init(parsing text: String) throws(InfoFormatError) {
    var reader = Reader()
    for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      try reader.read(String(line), number: offset + 1)
    }
    try reader.finish()
    topics = reader.topics
    try checkReferences()
  }

  /// The topic whose id is `id`.
  func topic(id: String) -> InfoTopic? {
    topics.first { $0.id == id }
  }

  private func checkReferences() throws(InfoFormatError) {
    for topic in topics {
      for id in topic.seeAlso where self.topic(id: id) == nil {
        throw InfoFormatError(line: topic.line, "see: no topic '\(id)'")
      }
    }
  }
}

/// Reads `info.txt` line by line.
private struct Reader {
  var topics: [InfoTopic] = []
  /// Whether the current topic's header fields are still being read.
  var inHeader = false
  var body = BodyReader()

  mutating func read(_ line: String, number: Int) throws(InfoFormatError) {
    // Strings compare equal when canonically equivalent, so compare their scalars.
    if !line.unicodeScalars.elementsEqual(line.canonicallyComposed.unicodeScalars) {
      throw InfoFormatError(line: number, "not in NFC (write accented letters precomposed)")
    }
    if line.hasSuffix(" ") { throw InfoFormatError(line: number, "trailing space") }
    if line == "#" || line.hasPrefix("# ") { return }
    if line.hasPrefix("=== ") {
      try startTopic(String(line.dropFirst(4)), number: number)
      return
    }
    guard var topic = topics.popLast() else {
      if line.isEmpty { return }
      throw InfoFormatError(line: number, "text before the first topic (=== ID)")
    }
    defer { topics.append(topic) }
    if inHeader {
      if line.isEmpty {
        inHeader = false
        try Self.checkHeader(topic)
      } else {
        try Self.field(line, number: number, into: &topic)
      }
      return
    }
    try body.read(line, number: number, into: &topic)
  }

  mutating func finish() throws(InfoFormatError) {
    guard var topic = topics.popLast() else {
      throw InfoFormatError(line: 1, "no topics")
    }
    if inHeader { try Self.checkHeader(topic) }
    try body.flush(into: &topic)
    try Self.checkBody(topic)
    topics.append(topic)
  }

  private mutating func startTopic(_ id: String, number: Int) throws(InfoFormatError) {
    if var previous = topics.popLast() {
      if inHeader { try Self.checkHeader(previous) }
      try body.flush(into: &previous)
      try Self.checkBody(previous)
      topics.append(previous)
    }
    let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789._-")
    guard !id.isEmpty, id.allSatisfy(allowed.contains) else {
      throw InfoFormatError(line: number, "a topic id is lower-case ASCII, got '\(id)'")
    }
    if topics.contains(where: { $0.id == id }) {
      throw InfoFormatError(line: number, "topic '\(id)' appears twice")
    }
    topics.append(InfoTopic(id: id, title: "", group: "", line: number))
    inHeader = true
  }

  private static func field(_ line: String, number: Int, into topic: inout InfoTopic)
    throws(InfoFormatError)
  {
    guard let colon = line.firstIndex(of: ":") else {
      throw InfoFormatError(line: number, "expected 'field: value' or a blank line")
    }
    let name = line[..<colon]
    let value = line[line.index(after: colon)...].trimmingSpaces()
    let list = value.split(separator: ",").map { $0.trimmingSpaces() }
    switch name {
    case "title": topic.title = value
    case "group": topic.group = value
    case "also":
      guard topic.tense == nil else {
        throw InfoFormatError(line: number, "a tense's names are listed in TenseName.swift")
      }
      topic.aliases += list
    case "see": topic.seeAlso += list
    default: throw InfoFormatError(line: number, "unknown field '\(name)'")
    }
  }

  private static func checkHeader(_ topic: InfoTopic) throws(InfoFormatError) {
    if topic.title.isEmpty { throw InfoFormatError(line: topic.line, "no title:") }
    if topic.group.isEmpty { throw InfoFormatError(line: topic.line, "no group:") }
  }

  private static func checkBody(_ topic: InfoTopic) throws(InfoFormatError) {
    if topic.blocks.isEmpty { throw InfoFormatError(line: topic.line, "the topic has no text") }
  }
}
