import ConjugarCore
import Testing

@testable import ConjugarCLI

/// The periphrases learners are taught, as `-t`, the table, TSV, JSON and `check` take them:
/// named in Spanish and English, shown only when named, formed by the engine for listed,
/// pronominal and guessed verbs alike.
@Suite struct PeriphrasisTenseTests {
  static let names: [(String, String)] = [
    ("presente progresivo", "progresivo.indicativo.presente"),
    ("present progressive", "progresivo.indicativo.presente"),
    ("present continuous", "progresivo.indicativo.presente"),
    ("estar + gerundio", "progresivo.indicativo.presente"),
    ("progresivo", "progresivo.indicativo.presente"),
    ("pretérito imperfecto progresivo", "progresivo.indicativo.imperfecto"),
    ("past progressive", "progresivo.indicativo.imperfecto"),
    ("past continuous", "progresivo.indicativo.imperfecto"),
    ("pretérito indefinido progresivo", "progresivo.indicativo.preterito"),
    ("futuro progresivo", "progresivo.indicativo.futuro"),
    ("future continuous", "progresivo.indicativo.futuro"),
    ("condicional progresivo", "progresivo.indicativo.condicional"),
    ("present perfect progressive", "progresivo.indicativo.perfecto"),
    ("presente progresivo de subjuntivo", "progresivo.subjuntivo.presente"),
    ("present progressive subjunctive", "progresivo.subjuntivo.presente"),
    ("futuro perifrástico", "ir-a.indicativo.presente"),
    ("Futuro Perifrastico", "ir-a.indicativo.presente"),
    ("near future", "ir-a.indicativo.presente"),
    ("ir a + infinitivo", "ir-a.indicativo.presente"),
    ("going to", "ir-a.indicativo.presente"),
    ("futuro perifrástico en imperfecto", "ir-a.indicativo.imperfecto"),
    ("was going to", "ir-a.indicativo.imperfecto"),
    ("ir-a.indicativo.imperfecto", "ir-a.indicativo.imperfecto"),
  ]

  @Test(arguments: names)
  func namesResolve(name: String, id: String) {
    #expect(TenseName.resolve(name)?.id == id, "\(name)")
  }

  @Test func everyPeriphrasisHasAnIdAndAHeadingThatResolveToIt() {
    #expect(PeriphrasisTense.allCases.count == 20)
    for periphrasis in PeriphrasisTense.allCases {
      #expect(TenseID(id: periphrasis.id) == .periphrasis(periphrasis))
      #expect(TenseName.resolve(periphrasis.heading) == .periphrasis(periphrasis))
    }
    #expect(TenseName.ambiguousKeys().isEmpty)
  }

  @Test func theFullTableHasNoPeriphrasis() {
    let result = run("hablar")
    #expect(!result.output.contains("estar + gerundio"))
    #expect(!result.output.contains("estoy hablando"))
  }

  @Test func theTableShowsThemWhenNamed() {
    let result = run("-t", "presente progresivo", "-t", "near future", "-p", "yo", "hacer")
    #expect(result.status == 0)
    #expect(result.output.contains("estar + gerundio · presente\n  yo"))
    #expect(result.output.contains("estoy haciendo"))
    #expect(result.output.contains("voy a hacer"))
  }

  @Test func aMoodNarrowsTheName() {
    let result = run(
      "--format", "tsv", "-m", "subjuntivo", "-t", "presente progresivo", "-p", "nosotros",
      "decir")
    #expect(result.output == "decir\tprogresivo.subjuntivo.presente\tnosotros\testemos diciendo\n")
  }

  /// A pronominal verb puts its pronoun first, the attached form second, in any tense.
  @Test func pronominalVerbs() {
    let result = run("--format", "tsv", "-t", "past continuous", "-p", "nosotros", "ducharse")
    #expect(
      result.output
        == "ducharse\tprogresivo.indicativo.imperfecto\tnosotros\t"
        + "nos estábamos duchando|estábamos duchándonos\n")
  }

  /// Made-up verbs, guessed from their endings, get the periphrases of their model: an
  /// irregular gerund (-ducir, -eír, a vowel before -er) and a regular one.
  @Test(arguments: [
    ("tuitear", "estoy tuiteando"), ("prelucir", "estoy preluciendo"),
    ("sobreleer", "estoy sobreleyendo"), ("contradormir", "estoy contradurmiendo"),
  ])
  func guessedVerbs(verb: String, form: String) {
    let result = run("--guess", "--format", "tsv", "-t", "presente progresivo", "-p", "yo", verb)
    #expect(result.output == "\(verb)\tprogresivo.indicativo.presente\tyo\t\(form)\n", "\(verb)")
  }

  @Test func jsonCarriesTheId() {
    let result = run("--format", "json", "-t", "futuro perifrástico", "-p", "ellos", "ver")
    #expect(
      result.output.contains(
        "{\"tense\":\"ir-a.indicativo.presente\",\"person\":\"ellos\",\"forms\":[\"van a ver\"]"))
  }

  @Test func onlyPeriphrasesIsNoEmptySelection() {
    let result = run("--format", "list", "-t", "progresivo.indicativo.presente", "-p", "yo", "ir")
    #expect(result.status == 0)
    #expect(result.output == "estoy yendo\n")
  }

  @Test func checkReadsRowsThatNameThem() {
    let rows = [
      "hablar\tpresente progresivo\tyo\testoy hablando",
      "comer\tpresent continuous\tnosotros\testamos comido",
      "salir\tnear future\tellos\tvan a salir",
      "vestirse\tpresente progresivo\tyo\testoy vistiéndome",
      "vestirse\tpresente progresivo\ttú\tte estas vistiendo",
    ]
    var environment = TestEnvironment(["check", "--format", "tsv", "-"])
    environment.input = rows.joined(separator: "\n") + "\n"
    let lines = environment.run().output.split(separator: "\n")
    #expect(lines.count == 5)
    guard lines.count == 5 else { return }
    #expect(lines[0].hasPrefix("1\tok\thablar\tprogresivo.indicativo.presente\tyo"))
    #expect(lines[1].hasPrefix("2\twrong\tcomer\tprogresivo.indicativo.presente\tnosotros"))
    #expect(lines[1].hasSuffix("\testamos comiendo"))
    #expect(lines[2].hasPrefix("3\tok\tsalir\tir-a.indicativo.presente\tellos"))
    #expect(lines[3].hasPrefix("4\tok\tvestirse"))
    #expect(lines[4].hasPrefix("5\taccent\tvestirse"))
  }
}
