import ConjugarCore

/// A topic as text for 80 columns: its name, title and other names, then its body, indented
/// under bold section headings, and the related topics.
struct InfoRenderer {
  /// The widest a line may be.
  static let width = 80

  let conjugator: Conjugator
  let style: TextStyle

  func render(_ topic: InfoTopic) throws(InfoFormatError) -> String {
    var lines = header(topic)
    var previous: InfoBlock?
    // `@forms` lines sit under the item they follow, and a run of them stays together.
    var formsIndent = "  "
    for block in topic.blocks {
      if !Self.continues(previous, block) { lines.append("") }
      switch previous {
      case .bullet?: formsIndent = "    "
      case .forms?: break
      default: formsIndent = "  "
      }
      lines += try render(block, topic: topic, formsIndent: formsIndent)
      previous = block
    }
    if !topic.seeAlso.isEmpty {
      lines.append("")
      let see = "See also: " + topic.seeAlso.joined(separator: ", ")
      lines += TextWrap.lines(see, width: Self.width, first: "", rest: "  ").map(style.detail)
    }
    return lines.map { $0 + "\n" }.joined()
  }

  private func header(_ topic: InfoTopic) -> [String] {
    var lines: [String] = []
    var others = topic.aliases
    var english: [String] = []
    if let tense = topic.tense {
      let id = tense.heading == tense.id ? "" : " (\(tense.id))"
      lines.append(style.heading(tense.heading) + id)
      english = TenseName.englishDisplayNames(tense)
      others = TenseName.displayNames(tense).filter {
        $0 != tense.id && $0 != spanishName(tense) && !english.contains($0)
      }
    } else {
      lines.append(style.heading(topic.id))
    }
    let title = topic.title.prefix(1).uppercased() + topic.title.dropFirst()
    lines += TextWrap.lines(title, width: Self.width, first: "", rest: "")
    if !others.isEmpty {
      let label = topic.tense == nil ? "Also: " : "Also called: "
      let text = label + others.joined(separator: ", ")
      lines += TextWrap.lines(text, width: Self.width, first: "", rest: "  ").map(style.detail)
    }
    if !english.isEmpty {
      let text = "In English: " + english.joined(separator: ", ")
      lines += TextWrap.lines(text, width: Self.width, first: "", rest: "  ").map(style.detail)
    }
    return lines
  }

  private func spanishName(_ tense: TenseID) -> String? {
    if case .finite(let finite) = tense { return finite.spanishName }
    return nil
  }

  /// Whether `block` goes right under `previous`, with no blank line between them.
  private static func continues(_ previous: InfoBlock?, _ block: InfoBlock) -> Bool {
    switch (previous, block) {
    case (.heading?, _), (.bullet?, .bullet), (.example?, .example), (.bullet?, .forms),
      (.forms?, .forms), (.forms?, .bullet):
      true
    default: false
    }
  }

  private func render(_ block: InfoBlock, topic: InfoTopic, formsIndent: String)
    throws(InfoFormatError) -> [String]
  {
    switch block {
    case .heading(let text):
      return [style.heading(text)]
    case .paragraph(let text):
      return wrap(text.printed, first: "  ", rest: "  ")
    case .bullet(let text):
      return wrap(text.printed, first: "  - ", rest: "    ")
    case .example(let spanish, let english):
      return wrap(spanish.printed, first: "  ", rest: "    ")
        + wrap(english, first: "    ", rest: "    ").map(style.detail)
    case .endings(let tense):
      guard let lines = EndingsTable.lines(tense, conjugator: conjugator) else {
        throw InfoFormatError(line: topic.line, "hablar, comer or vivir cannot be conjugated")
      }
      return lines
    case .forms(let verb, let tense, let line):
      guard case .success(let conjugation) = conjugator.conjugate(verb) else {
        throw InfoFormatError(line: line, "'\(verb)' cannot be conjugated")
      }
      let forms = tense.persons(includeVos: false).map { person in
        let cell = conjugation.cell(.finite(tense, person))
        let forms = cell.forms.map { $0.replacing(" ", with: TextWrap.glue) }
        return forms.isEmpty ? "—" : forms.joined(separator: "/")
      }
      let label = topic.tense == .finite(tense) ? verb : "\(verb) (\(tense.heading))"
      let text = label + ": " + forms.joined(separator: ", ")
      return wrap(text, first: formsIndent, rest: formsIndent + "  ")
    }
  }

  private func wrap(_ text: String, first: String, rest: String) -> [String] {
    TextWrap.lines(text, width: Self.width, first: first, rest: rest)
  }
}
