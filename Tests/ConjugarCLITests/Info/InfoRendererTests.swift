import ConjugarCore
import Testing

@testable import ConjugarCLI

/// Rendering a topic for 80 columns: header, sections, items, engine-made forms, examples.
@Suite struct InfoRendererTests {
  static let text = """
    === subjuntivo.presente
    title: the present subjunctive
    group: Tenses
    see: vos

    ## Irregular patterns
    - A long item that has to be wrapped because it goes on and on, well past the eightieth
      column, quoting {he hablado: hablar indicativo.perfecto yo} as one piece.
    @forms tener subjuntivo.presente
    @forms ir indicativo.presente

    ## Examples
    > Quiero que {vengas: venir tu}.
    = I want you to come.

    === vos
    title: vos and voseo
    group: Grammar
    also: voseo

    @forms tener indicativo.presente

    === gerundio
    title: the gerund
    group: Non-finite forms

    -ar verbs take -ando.
    """

  static func render(_ id: String) throws -> String {
    let document = try InfoDocument(parsing: text)
    let topic = try #require(document.topic(id: id))
    return try InfoRenderer(conjugator: TestConjugator.shared.get(), style: .plain).render(topic)
  }

  @Test func aTenseTopicOpensWithItsHeadingIdTitleAndOtherNames() throws {
    let lines = try Self.render("subjuntivo.presente").split(separator: "\n")
    #expect(lines[0] == "subjuntivo · presente (subjuntivo.presente)")
    #expect(lines[1] == "The present subjunctive")
    #expect(lines[2] == "Also called: presente de subjuntivo")
    #expect(lines[3] == "In English: present subjunctive")
  }

  @Test func englishNamesAreSaidToBeEnglish() throws {
    let lines = try Self.render("gerundio").split(separator: "\n")
    #expect(lines[2] == "In English: gerund, present participle")
    #expect(!lines.contains { $0.hasPrefix("Also called:") && $0.contains("participle") })
  }

  @Test func itemsWrapWithAHangingIndentAndFormsStayWhole() throws {
    let output = try Self.render("subjuntivo.presente")
    #expect(
      output.contains(
        "\n  - A long item that has to be wrapped because it goes on and on, well past the\n"
          + "    eightieth column, quoting he hablado as one piece.\n"))
  }

  @Test func formsComeFromTheEngineUnderTheirItem() throws {
    let output = try Self.render("subjuntivo.presente")
    #expect(output.contains("\n    tener: tenga, tengas, tenga, tengamos, tengáis, tengan\n"))
    #expect(output.contains("\n    ir (indicativo · presente): voy, vas, va, vamos, vais, van\n"))
  }

  @Test func formsOutsideAnItemAreNotIndentedFurther() throws {
    let output = try Self.render("vos")
    #expect(output.contains("\n\n  tener (indicativo · presente): tengo, tienes"))
  }

  @Test func examplesShowTheTranslationBelow() throws {
    let output = try Self.render("subjuntivo.presente")
    #expect(output.contains("\nExamples\n  Quiero que vengas.\n    I want you to come.\n"))
    #expect(output.hasSuffix("\n\nSee also: vos\n"))
  }

  @Test func anotherTopicShowsItsIdAndAliases() throws {
    #expect(try Self.render("vos").hasPrefix("vos\nVos and voseo\nAlso: voseo\n"))
  }

  @Test(arguments: [
    ("hablaré", "hablar", Form.finite(.futuro, .yo), "hablar-é"),
    ("hablara", "hablar", .finite(.subjuntivoImperfectoRa, .yo), "habl-ara"),
    ("no hables", "hablar", .finite(.imperativoNegativo, .tu), "no habl-es"),
    ("he hablado", "hablar", .finite(.perfecto, .yo), "he hablado"),
    ("viviendo", "vivir", .nonFinite(.gerundio), "viv-iendo"),
    ("vivir", "vivir", .nonFinite(.infinitivo), "viv-ir"),
  ])
  func endingsAreSplitFromTheStem(_ form: String, _ verb: String, _ cell: Form, _ split: String) {
    #expect(EndingsTable.split(form, infinitive: verb, cell) == split)
  }
}
