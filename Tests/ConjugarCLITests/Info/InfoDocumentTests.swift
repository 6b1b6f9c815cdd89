import ConjugarCore
import Testing

@testable import ConjugarCLI

/// Reading `info.txt`: its structure, quoted forms, and the mistakes it reports by line.
@Suite struct InfoDocumentTests {
  static let small = """
    # A comment.
    === indicativo.presente
    title: the present
    group: Tenses
    see: vos

    ## What it is for
    First line of a paragraph
    and its second line, with {tengo: tener yo}.
    - an item that goes on
      over two lines with {sé: saber
      indicativo.presente yo}
    @forms querer indicativo.presente
    > {Vivo: vivir yo}
      aquí.
    = I live here.
    @endings

    === vos
    title: vos
    group: Grammar
    also: voseo, vos forms

    The {andá: ir imperativo.afirmativo vos} form, and {yendo: ir gerundio}.
    """

  @Test func readsTopicsFieldsAndBlocks() throws {
    let document = try InfoDocument(parsing: Self.small)
    #expect(document.topics.map(\.id) == ["indicativo.presente", "vos"])
    let presente = try #require(document.topic(id: "indicativo.presente"))
    #expect(presente.title == "the present" && presente.group == "Tenses")
    #expect(presente.seeAlso == ["vos"])
    #expect(presente.blocks.count == 6)
    #expect(document.topic(id: "vos")?.aliases == ["voseo", "vos forms"])
  }

  @Test func quotedFormsKeepTheirLineAndTense() throws {
    let document = try InfoDocument(parsing: Self.small)
    let marks = document.topics.flatMap(\.marks)
    #expect(
      marks == [
        FormMark(written: "tengo", verb: "tener", form: .finite(.presente, .yo), line: 9),
        FormMark(written: "sé", verb: "saber", form: .finite(.presente, .yo), line: 11),
        FormMark(written: "Vivo", verb: "vivir", form: .finite(.presente, .yo), line: 14),
        FormMark(
          written: "andá", verb: "ir", form: .finite(.imperativoAfirmativo, .vos), line: 24),
        FormMark(written: "yendo", verb: "ir", form: .nonFinite(.gerundio), line: 24),
      ])
  }

  @Test func aQuotedFormPrintsAsWrittenAndStaysInOnePiece() throws {
    let text = try MarkReader.text(
      "yo {he hablado: hablar indicativo.perfecto yo} hoy", line: 1,
      topic: InfoTopic(id: "x", title: "", group: "", line: 1))
    #expect(text.printed == "yo he\u{A0}hablado hoy")
    #expect(
      TextWrap.lines(text.printed, width: 8, first: "", rest: "") == ["yo", "he hablado", "hoy"])
  }

  @Test(arguments: [
    (
      "=== x\ntitle: t\ngroup: g\n\nSee {tengo: tener yo}.", 5,
      "name the tense in {tengo: tener yo}"
    ),
    (
      "=== x\ntitle: t\ngroup: g\n\nA {tengo tener yo}.", 5,
      "expected {FORM: VERB TENSE PERSON}, got {tengo tener yo}"
    ),
    (
      "=== x\ntitle: t\ngroup: g\n\nA {di: decir imperativo.afirmativo yo}.", 5,
      "imperatives have no yo, in {di: decir imperativo.afirmativo yo}"
    ),
    (
      "=== x\ntitle: t\ngroup: g\n\nA {x: ir presente yo}.", 5,
      "'presente' is not a tense id in {x: ir presente yo}"
    ),
    ("=== x\ntitle: t\ngroup: g\n\nA } here.", 5, "unmatched brace"),
    (
      "=== x\ntitle: t\ngroup: g\n\n> Hola.\nHello.", 6,
      "an example (> ) needs its translation (= ) next"
    ),
    ("=== x\ntitle: t\ngroup: g\n\n= Hello.", 5, "a translation (= ) without its example (> )"),
    (
      "=== x\ntitle: t\ngroup: g\n\n@endings", 5,
      "@endings outside a tense's topic needs a tense id"
    ),
    (
      "=== x\ntitle: t\ngroup: g\n\n@forms tener", 5,
      "expected @endings [TENSE] or @forms VERB TENSE"
    ),
    ("=== x\ntitle: t\n\nText.", 1, "no group:"),
    ("=== x\ntitle: t\ngroup: g\ncolour: red\n\nText.", 4, "unknown field 'colour'"),
    ("=== X\ntitle: t\ngroup: g\n\nText.", 1, "a topic id is lower-case ASCII, got 'X'"),
    ("=== x\ntitle: t\ngroup: g\nsee: y\n\nText.", 1, "see: no topic 'y'"),
    (
      "=== x\ntitle: t\ngroup: g\n\nText.\n=== x\ntitle: t\ngroup: g\n\nText.", 6,
      "topic 'x' appears twice"
    ),
    (
      "=== gerundio\ntitle: t\ngroup: g\nalso: gerund\n\nText.", 4,
      "a tense's names are listed in TenseName.swift"
    ),
    ("Text first.", 1, "text before the first topic (=== ID)"),
    ("=== x\ntitle: t\ngroup: g\n\nText. ", 5, "trailing space"),
    (
      "=== x\ntitle: t\ngroup: g\n\nre\u{301}", 5, "not in NFC (write accented letters precomposed)"
    ),
    ("=== x\ntitle: t\ngroup: g\n\n", 1, "the topic has no text"),
    (
      "=== x\ntitle: t\ngroup: g\n\n  indented", 5,
      "only a continued item (- ) or example (> ) is indented"
    ),
  ])
  func mistakesAreReportedWithTheirLine(_ text: String, _ line: Int, _ reason: String) {
    #expect(throws: InfoFormatError(line: line, reason)) { try InfoDocument(parsing: text) }
  }

  @Test func twoTopicsCannotShareAName() throws {
    let text =
      "=== a\ntitle: t\ngroup: g\nalso: voseo\n\nA.\n=== b\ntitle: t\ngroup: g\n"
      + "also: Voseo\n\nB."
    let document = try InfoDocument(parsing: text)
    #expect(throws: InfoFormatError(line: 7, "'Voseo' also names topic 'a'")) {
      try TopicIndex(document)
    }
  }

  @Test func aTopicIsFoundByItsNamesAndSuggestedByNearOnes() throws {
    let index = try TopicIndex(InfoDocument(parsing: Self.small))
    #expect(index.topic(named: "Present Indicative")?.id == "indicativo.presente")
    #expect(index.topic(named: "VOSEO")?.id == "vos")
    #expect(index.topic(named: "vosotros") == nil)
    #expect(index.closest(to: "voseos") == ["vos", "indicativo.presente"])
    #expect(index.closest(to: "presnt", count: 1) == ["indicativo.presente"])
  }
}
