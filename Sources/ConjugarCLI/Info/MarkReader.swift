import ConjugarCore

/// Reads the forms quoted in a topic's text: `{FORM: VERB TENSE PERSON}` or, for a
/// non-finite form, `{FORM: VERB gerundio}`. In a tense's own topic the tense may be left
/// out (`{tengo: tener yo}`).
enum MarkReader {
  /// Lines of one paragraph or item, each with its line number, joined by spaces; a quoted
  /// form may run from one line into the next.
  static func text(_ lines: [(String, Int)], topic: InfoTopic) throws(InfoFormatError)
    -> InfoText
  {
    let joined = lines.map(\.0).joined(separator: " ")
    var starts: [(offset: Int, line: Int)] = []
    var offset = 0
    for (text, line) in lines {
      starts.append((offset, line))
      offset += text.count + 1
    }
    func line(at offset: Int) -> Int {
      starts.last { $0.offset <= offset }?.line ?? lines.first?.1 ?? 0
    }
    var pieces: [InfoText.Piece] = []
    var rest = Substring(joined)
    while let open = rest.firstIndex(where: { $0 == "{" || $0 == "}" }) {
      let number = line(at: joined.distance(from: joined.startIndex, to: open))
      guard rest[open] == "{", let close = rest[open...].firstIndex(of: "}") else {
        throw InfoFormatError(line: number, "unmatched brace")
      }
      let inner = rest[rest.index(after: open)..<close]
      if inner.contains("{") { throw InfoFormatError(line: number, "'{' inside {\(inner)}") }
      if open > rest.startIndex { pieces.append(.text(String(rest[..<open]))) }
      pieces.append(.form(try mark(inner, line: number, topic: topic)))
      rest = rest[rest.index(after: close)...]
    }
    if !rest.isEmpty { pieces.append(.text(String(rest))) }
    return InfoText(pieces: pieces)
  }

  /// One line of text, `line` in `info.txt`.
  static func text(_ source: String, line: Int, topic: InfoTopic) throws(InfoFormatError)
    -> InfoText
  {
    try text([(source, line)], topic: topic)
  }

  private static func mark(_ inner: Substring, line: Int, topic: InfoTopic)
    throws(InfoFormatError) -> FormMark
  {
    let parts = inner.split(separator: ":", maxSplits: 1)
    guard parts.count == 2, !parts[0].isEmpty, parts[0].first != " ", parts[0].last != " " else {
      throw InfoFormatError(line: line, "expected {FORM: VERB TENSE PERSON}, got {\(inner)}")
    }
    let written = String(parts[0])
    let words = parts[1].split(separator: " ").map(String.init)
    guard words.count == 2 || words.count == 3 else {
      throw InfoFormatError(line: line, "expected {FORM: VERB TENSE PERSON}, got {\(inner)}")
    }
    let verb = words[0]
    guard verb.allSatisfy({ $0.isLetter && $0.isLowercase }) else {
      throw InfoFormatError(line: line, "'\(verb)' is not an infinitive in {\(inner)}")
    }
    let form: Form
    if words.count == 2, let nonFinite = NonFinite(rawValue: words[1]) {
      form = .nonFinite(nonFinite)
    } else {
      let tense: Tense
      if words.count == 3 {
        guard let named = Tense(rawValue: words[1]) else {
          throw InfoFormatError(line: line, "'\(words[1])' is not a tense id in {\(inner)}")
        }
        tense = named
      } else {
        guard case .finite(let own)? = topic.tense else {
          throw InfoFormatError(line: line, "name the tense in {\(inner)}")
        }
        tense = own
      }
      guard let person = Person(rawValue: words[words.count - 1]) else {
        throw InfoFormatError(line: line, "'\(words[words.count - 1])' is not a person id")
      }
      if tense.isImperative && person == .yo {
        throw InfoFormatError(line: line, "imperatives have no yo, in {\(inner)}")
      }
      form = .finite(tense, person)
    }
    return FormMark(written: written, verb: verb, form: form, line: line)
  }
}
