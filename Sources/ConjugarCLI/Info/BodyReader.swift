import ConjugarCore

/// Reads the body of a topic: paragraphs, `## ` headings, `- ` items and `> ` examples (both
/// continued by lines indented two spaces), each example followed by `= ` its translation,
/// and the directives `@endings [ID]` and `@forms VERB TENSE`.
struct BodyReader {
  private enum Pending {
    case none
    case paragraph([(String, Int)])
    case bullet([(String, Int)])
    case example([(String, Int)])
  }

  private var pending = Pending.none

  mutating func read(_ line: String, number: Int, into topic: inout InfoTopic)
    throws(InfoFormatError)
  {
    let continued = (line.trimmingSpaces(), number)
    if case .example(let lines) = pending {
      if line.hasPrefix("  ") {
        pending = .example(lines + [continued])
        return
      }
      guard line.hasPrefix("= ") else {
        throw InfoFormatError(line: number, "an example (> ) needs its translation (= ) next")
      }
      let text = try MarkReader.text(lines, topic: topic)
      topic.blocks.append(.example(spanish: text, english: String(line.dropFirst(2))))
      pending = .none
      return
    }
    if line.hasPrefix("  "), case .bullet(let lines) = pending {
      pending = .bullet(lines + [continued])
      return
    }
    if line.hasPrefix(" ") {
      throw InfoFormatError(line: number, "only a continued item (- ) or example (> ) is indented")
    }
    if line.isEmpty || line.hasPrefix("## ") || line.hasPrefix("- ") || line.hasPrefix("> ")
      || line.hasPrefix("@") || line.hasPrefix("= ")
    {
      try flush(into: &topic)
    }
    if line.isEmpty { return }
    if line.hasPrefix("## ") {
      topic.blocks.append(.heading(String(line.dropFirst(3))))
    } else if line.hasPrefix("- ") {
      pending = .bullet([(String(line.dropFirst(2)), number)])
    } else if line.hasPrefix("> ") {
      pending = .example([(String(line.dropFirst(2)), number)])
    } else if line.hasPrefix("= ") {
      throw InfoFormatError(line: number, "a translation (= ) without its example (> )")
    } else if line.hasPrefix("@") {
      topic.blocks.append(try Self.directive(line, number: number, topic: topic))
    } else if case .paragraph(let lines) = pending {
      pending = .paragraph(lines + [(line, number)])
    } else {
      pending = .paragraph([(line, number)])
    }
  }

  /// Ends the paragraph or item being read.
  mutating func flush(into topic: inout InfoTopic) throws(InfoFormatError) {
    switch pending {
    case .none: break
    case .paragraph(let lines):
      topic.blocks.append(.paragraph(try MarkReader.text(lines, topic: topic)))
    case .bullet(let lines):
      topic.blocks.append(.bullet(try MarkReader.text(lines, topic: topic)))
    case .example(let lines):
      throw InfoFormatError(
        line: lines.last?.1 ?? 0, "an example (> ) needs its translation (= ) next")
    }
    pending = .none
  }

  private static func directive(_ line: String, number: Int, topic: InfoTopic)
    throws(InfoFormatError) -> InfoBlock
  {
    let words = line.split(separator: " ").map(String.init)
    switch (words[0], words.count) {
    case ("@endings", 1):
      guard let tense = topic.tense else {
        throw InfoFormatError(line: number, "@endings outside a tense's topic needs a tense id")
      }
      return .endings(tense)
    case ("@endings", 2):
      guard let tense = TenseID(id: words[1]) else {
        throw InfoFormatError(line: number, "'\(words[1])' is not a tense id")
      }
      return .endings(tense)
    case ("@forms", 3):
      guard let tense = Tense(rawValue: words[2]) else {
        throw InfoFormatError(line: number, "'\(words[2])' is not a tense id")
      }
      return .forms(verb: words[1], tense: tense, line: number)
    default:
      throw InfoFormatError(line: number, "expected @endings [TENSE] or @forms VERB TENSE")
    }
  }
}
