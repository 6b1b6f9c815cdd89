import BundledTables
import ConjugarCore
import Testing

@testable import ConjugarCLI

/// The bundled topics of `conjugar info` (Resources/info.txt): complete, unambiguous,
/// within 80 columns, and quoting only forms the engine gives.
@Suite struct InfoDataTests {
  static let document = Result { () throws(InfoFormatError) in
    try InfoDocument(parsing: BundledTexts.info)
  }
  static let topics = (try? document.get().topics) ?? []

  static func conjugator() throws -> Conjugator { try TestConjugator.shared.get() }

  @Test func theBundledTopicsReadAndIndexWithoutError() throws {
    let document = try Self.document.get()
    _ = try TopicIndex(document)
  }

  @Test(arguments: TenseID.allCases)
  func everyTenseAndNonFiniteFormHasATopic(_ id: TenseID) throws {
    let index = try TopicIndex(Self.document.get())
    #expect(index.topic(named: id.id)?.id == id.id)
    for name in TenseName.allNames(id) {
      #expect(index.topic(named: name)?.id == id.id, "\(name)")
    }
  }

  /// Besides the tenses: the grammar, the kinds of irregularity and the 2010 spelling.
  @Test(arguments: [
    "moods", "compound-tenses", "vos", "vosotros", "irregular", "stem-change",
    "zc-g-y-presents", "strong-preterite", "future-stem", "irregular-participle",
    "irregular-imperative", "irregular-gerund", "spelling-changes", "hiatus-accents",
    "spelling-2010",
  ])
  func everyOtherTopicIsThere(_ id: String) throws {
    #expect(try Self.document.get().topic(id: id) != nil)
  }

  @Test(arguments: [
    ("voseo", "vos"), ("vosotros", "vosotros"), ("subjuntivo", "moods"),
    ("compound tenses", "compound-tenses"), ("2010", "spelling-2010"),
    ("irregular verbs", "irregular"), ("stem-changing verbs", "stem-change"),
  ])
  func otherTopicsAreFoundByTheirNames(_ name: String, _ id: String) throws {
    #expect(try TopicIndex(Self.document.get()).topic(named: name)?.id == id)
  }

  @Test(arguments: topics.map(\.id))
  func everyTopicRendersWithin80Columns(_ id: String) throws {
    let topic = try #require(try Self.document.get().topic(id: id))
    for style in [TextStyle.plain, .colored] {
      let text = try InfoRenderer(conjugator: Self.conjugator(), style: style).render(topic)
      for line in text.split(separator: "\n") {
        #expect(CellText.visibleWidth(String(line)) <= 80, "\(id): \(line)")
      }
    }
  }

  @Test func theListOfTopicsFitsIn80ColumnsAndNamesEveryTopic() throws {
    let document = try Self.document.get()
    let list = TopicList.render(document, style: .plain)
    let listed = list.split(separator: "\n").filter { $0.hasPrefix("  ") }
      .map { String($0.dropFirst(2).prefix { $0 != " " }) }
    #expect(listed == document.topics.map(\.id))
    for line in list.split(separator: "\n") { #expect(line.count <= 80, "\(line)") }
  }

  /// Every `{FORM: VERB TENSE PERSON}` of every topic is a form the engine gives.
  @Test(arguments: topics.map(\.id))
  func everyQuotedFormAgreesWithTheEngine(_ id: String) throws {
    let topic = try #require(try Self.document.get().topic(id: id))
    let conjugator = try Self.conjugator()
    for mark in topic.marks {
      let cell = try conjugator.conjugate(mark.verb).get().cell(mark.form)
      let quoted = "{\(mark.written): \(mark.verb) \(mark.form.tenseID) \(mark.form.personID)}"
      #expect(
        cell.forms.contains(mark.written.lowercased()),
        "info.txt:\(mark.line): \(quoted), the engine gives \(cell.forms)")
    }
  }

  /// A tense's topic says what it is for, shows its regular forms, its irregular patterns
  /// and at least two translated examples.
  @Test(arguments: TenseID.allCases)
  func everyTenseTopicHasItsParts(_ id: TenseID) throws {
    let topic = try #require(try Self.document.get().topic(id: id.id))
    var headings: [String] = []
    var endings = 0
    var examples = 0
    for block in topic.blocks {
      switch block {
      case .heading(let text): headings.append(text)
      case .endings(let tense): if tense == id { endings += 1 }
      case .example: examples += 1
      default: break
      }
    }
    #expect(headings.starts(with: ["What it is for", "How it is formed"]), "\(headings)")
    #expect(headings.contains("Irregular patterns") && headings.last == "Examples")
    #expect(endings == 1)
    #expect(examples >= 2)
  }

  @Test func theEndingsComeFromRegularVerbs() throws {
    let conjugator = try Self.conjugator()
    for verb in EndingsTable.verbs {
      #expect(try conjugator.conjugate(verb).get().isRegular, "\(verb)")
    }
  }
}
