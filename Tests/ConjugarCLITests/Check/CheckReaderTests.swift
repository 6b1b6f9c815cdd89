import Testing

@testable import ConjugarCLI

/// How `conjugar check` reads files: records, delimiters, quotes, headers, field markup.
@Suite struct CheckReaderTests {
  /// A reader of `text`.
  private func reader(_ text: String) -> RecordReader {
    RecordReader(source: .reading(text))
  }

  /// Every item a reader gives for `text`.
  private func items(_ text: String) -> [RecordReader.Item] {
    var reader = reader(text)
    var result: [RecordReader.Item] = []
    while let item = reader.next() { result.append(item) }
    return result
  }

  private func fields(_ text: String) -> [[String]] {
    items(text).compactMap { item in
      if case .record(let record) = item { return record.fields }
      return nil
    }
  }

  @Test(arguments: [
    "tener\tpresente\tyo\ttengo\n", "tener,presente,yo,tengo\n", "tener;presente;yo;tengo\n",
    "#separator:Pipe\ntener|presente|yo|tengo\n", "#separator:semicolon\ntener;presente;yo;tengo",
    "\u{FEFF}tener,presente,yo,tengo\r\n",
  ])
  func theDelimiterIsFound(_ text: String) {
    #expect(fields(text) == [["tener", "presente", "yo", "tengo"]])
  }

  @Test func moreSemicolonsThanCommasMakeSemicolonsTheDelimiter() {
    #expect(
      fields("freír;participio;-;frito, freído\n") == [
        ["freír", "participio", "-", "frito, freído"]
      ])
  }

  @Test func quotedFieldsKeepDelimitersQuotesAndLineBreaks() {
    let text =
      "freír,participio,-,\"frito, freído\"\nhablar,\"imperativo\",tú,\"\"\"habla\"\"\"\n"
      + "hablar,presente,yo,\"hablo\nI speak\"\n"
    #expect(
      fields(text) == [
        ["freír", "participio", "-", "frito, freído"], ["hablar", "imperativo", "tú", "\"habla\""],
        ["hablar", "presente", "yo", "hablo\nI speak"],
      ])
  }

  @Test func aQuoteNeverClosedMakesTheRowUnreadableAndReadingGoesOn() {
    let lines = (2...120).map { "x,\($0)" }.joined(separator: "\n")
    let read = items("a,\"b\n" + lines)
    #expect(read.first == .unreadable(line: 1, reason: "a quoted field is never closed"))
    #expect(read.last == .record(.init(line: 120, fields: ["x", "120"])))
    #expect(read.count == 1 + 120 - RecordReader.maximumRecordLines)
  }

  @Test func blankLinesAndCommentsAreSkippedAndLinesCounted() {
    let read = items("# a comment\n\ntener,presente,yo,tengo\n  \n#another\nser,presente,yo,soy\n")
    #expect(
      read == [
        .record(.init(line: 3, fields: ["tener", "presente", "yo", "tengo"])),
        .record(.init(line: 6, fields: ["ser", "presente", "yo", "soy"])),
      ])
  }

  @Test func aLineWithoutDelimiterIsUnreadable() {
    #expect(
      items("tengo\n") == [
        .unreadable(line: 1, reason: "no tab, comma or semicolon separates columns")
      ])
  }

  @Test func ankisHeaderLinesAreRead() {
    var reader = reader(
      "#separator:tab\n#html:true\n#tags column:4\n#columns:GUID\tFront\tBack\tTags\nx\ty\tz\tw\n")
    #expect(reader.next() == .record(.init(line: 5, fields: ["x", "y", "z", "w"])))
    #expect(reader.ankiHeaders["tags column"] == "4")
    #expect(reader.ankiHeaders["columns"] == "GUID\tFront\tBack\tTags")
    #expect(reader.delimiter == UInt8(ascii: "\t"))
  }

  static let headerNames: [(String, CheckLayout.Role)] = CheckLayout.Role.allCases.flatMap { role in
    CheckLayout.names(role).map { ($0, role) }
  }

  @Test(arguments: headerNames)
  func everyHeaderSpellingNamesItsColumn(name: String, role: CheckLayout.Role) throws {
    for spelling in [name, name.uppercased(), " " + name.capitalized + " "] {
      let other = role == .answer ? "verb" : "answer"
      let layout = try #require(CheckLayout.named(["notes", spelling, "xyz", other]))
      let column: Int? =
        switch role {
        case .verb: layout.verb
        case .tense: layout.tense
        case .mood: layout.mood
        case .person: layout.person
        case .answer: layout.answer
        case .tags: layout.tags
        }
      #expect(column == 1, "\(spelling)")
    }
  }

  @Test func headerNamesIgnoreAccentsAndOrder() {
    let layout = CheckLayout.named(["Respuesta", "PRONOMBRE", "tiempo", "Verbo"])
    #expect(layout == CheckLayout(verb: 3, tense: 2, person: 1, answer: 0))
    #expect(CheckLayout.named(["Fórma", "Infinitivo", "Persona", "Tiempo"])?.answer == 0)
  }

  /// A spreadsheet's header may pad its names with tabs or no-break spaces, not just spaces.
  @Test func headerNamesIgnoreAnySpaceAroundThem() {
    #expect(CheckLayout.key("\u{A0}Verbo\t") == "verbo")
    #expect(CheckLayout.named(["\tanswer ", "\u{A0}verb"]) == CheckLayout(verb: 1, answer: 0))
  }

  @Test func aRecordWithOneColumnNameIsNoHeader() {
    #expect(CheckLayout.named(["tener", "presente", "yo", "forma"]) == nil)
  }

  @Test func aHeaderLackingAColumnSaysWhich() {
    #expect(CheckLayout.named(["verb", "tense", "person"])?.missing?.contains("no answer") == true)
    #expect(CheckLayout.named(["verb", "tense", "answer"])?.missing?.contains("no person") == true)
    #expect(CheckLayout.named(["front", "back", "tags"])?.missing == nil)
  }

  @Test func htmlAndClozeMarkupAreLeftOut() {
    #expect(AnswerField.text("ten<b>g</b>o<br>to have · like tener") == "tengo")
    #expect(AnswerField.text("yo {{c1::t<b>en</b>go::tener, presente}}") == "tengo")
    #expect(AnswerField.text("{{c1::no}} {{c2::hables}}") == "no hables")
    #expect(AnswerField.text("<div>Hablo</div><div>I speak</div>") == "hablo")
    #expect(AnswerField.text("&nbsp;fr&iacute;o &amp; fr&#237;o&#xE9;") == "frío & fríoé")
    #expect(AnswerField.text("¡HABLA!") == "habla")
    #expect(AnswerField.text("  he   hablado ") == "he hablado")
    #expect(AnswerField.text("-") == "-")
    #expect(AnswerField.text("ha\u{0301}blo") == "háblo")
  }
}
