import ConjugarCore
import Testing

@testable import ConjugarCLI

@Suite struct TSVWriterTests {
  @Test(arguments: [false, true])
  func theOutputIsEveryCellInCanonicalOrder(vos: Bool) throws {
    let conjugator = try TestConjugator.shared.get()
    for verb in ["hablar", "lavarse", "freír", "acontecer"] {
      let conjugation = try conjugator.conjugate(verb).get()
      let expected = conjugation.cells(includeVos: vos).map { form, cell in
        let forms = cell == .defective ? "-" : cell.forms.joined(separator: "|")
        return "\(verb)\t\(form.tenseID)\t\(form.personID)\t\(forms)\n"
      }
      let result = run(vos ? "--vos" : "--no-vos", "--format", "tsv", verb)
      #expect(result.output == expected.joined())
    }
  }

  @Test func aVerbHas121LinesWithoutVosAnd141With() {
    #expect(run("--no-vos", "-f", "tsv", "hablar").output.split(separator: "\n").count == 121)
    #expect(run("--vos", "-f", "tsv", "hablar").output.split(separator: "\n").count == 141)
  }

  @Test func filtersKeepTheCanonicalLines() {
    let output = run("-f", "tsv", "-t", "indicativo.presente", "-p", "yo", "hablar").output
    #expect(output == "hablar\tindicativo.presente\tyo\thablo\n")
  }

  @Test func aTenseFilterCanNameANonFiniteForm() {
    let output = run("-f", "tsv", "-t", "participio", "freír").output
    #expect(output == "freír\tparticipio\t-\tfrito|freído\n")
  }

  @Test func aLookedUpFormHasFiveColumns() {
    let output = run("--lookup", "-f", "tsv", "--no-vos", "fue", "He  Hablado").output
    #expect(
      output == """
        fue\tser\tindicativo.preterito\tel\t-
        fue\tir\tindicativo.preterito\tel\t-
        he hablado\thablar\tindicativo.perfecto\tyo\t-

        """)
  }

  /// The fifth column says what the match needed: ignoring accents, a guessed verb, or both.
  @Test(arguments: [
    ("ira", "ira\tir\tindicativo.futuro\tel\taccents\n"),
    ("tuiteé", "tuiteé\ttuitear\tindicativo.preterito\tyo\tguessed\n"),
    ("tuitee", "tuitee\ttuitear\tsubjuntivo.presente\tyo\tguessed\n"),
  ])
  func aMarkedReadingSaysSoInTheFifthColumn(query: String, line: String) {
    #expect(run("--lookup", "-f", "tsv", "--no-vos", query).output.hasPrefix(line))
  }

  @Test func aNonFiniteReadingHasADashForPerson() {
    #expect(
      run("-f", "tsv", "--lookup", "hablar").output == "hablar\thablar\tinfinitivo\t-\t-\n")
  }

  @Test func aReadingWithPronounsIsOneLinePerCell() {
    let output = run("--lookup", "-f", "tsv", "dímelo").output
    #expect(output.split(separator: "\n").filter { $0.hasPrefix("dímelo\tdecir\t") }.count == 1)
  }

  @Test func warningsGoToStandardErrorOnly() {
    let result = run("-f", "tsv", "googlear")
    #expect(result.output.split(separator: "\n").allSatisfy { $0.hasPrefix("googlear\t") })
    #expect(result.errorOutput.contains("warning: 'googlear' is not in the tables"))
  }
}
