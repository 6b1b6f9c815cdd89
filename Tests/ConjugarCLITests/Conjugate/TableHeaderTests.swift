import ConjugarCore
import Testing

@testable import ConjugarCLI

/// What the lines above a table and the first vos row tell a newcomer.
@Suite struct TableHeaderTests {
  @Test func aPronominalVerbWithoutAGlossShowsItsBasesNamedAsSuch() {
    let output = run("-t", "participio", "hermanarse", "penarse").output
    #expect(output.hasPrefix("hermanarse — pronominal of hermanar: to twin, unite\n"))
    #expect(output.contains("\npenarse — pronominal of penar: to punish, suffer\n"))
  }

  @Test func aGlossOfItsOwnWins() {
    #expect(run("-t", "participio", "irse").output.hasPrefix("irse — to leave, go away\n"))
    #expect(run("-t", "participio", "acordarse").output.hasPrefix("acordarse — to remember\n"))
  }

  @Test func aVerbThatIsNotPronominalBorrowsNoGloss() throws {
    let conjugator = try TestConjugator.shared.get()
    #expect(conjugator.pronominalBase(of: "lavar") == nil)
    #expect(conjugator.pronominalBase(of: "lavarse")?.infinitive == "lavar")
    #expect(conjugator.pronominalBase(of: "zorblarse") == nil)
  }

  @Test func serAndEstarAreToldApart() {
    let lines = run("-t", "participio", "ser", "estar").outputLines
    let ser = lines.first { $0.hasPrefix("ser — ") }
    let estar = lines.first { $0.hasPrefix("estar — ") }
    #expect(ser != nil && estar != nil && ser?.dropFirst(3) != estar?.dropFirst(5))
  }

  /// Every model a header can name (a listed verb's, and so a guessed one's) is one
  /// `--list-models` prints and `--model` accepts.
  @Test func everyModelAHeaderNamesIsListed() throws {
    let conjugator = try TestConjugator.shared.get()
    let listed = Set(
      run("--list-models").outputLines.compactMap { $0.split(separator: "\t").first }
        .map(String.init))
    for entry in try conjugator.table.entries() {
      for model in entry.models { #expect(listed.contains(model), "\(entry.infinitive)") }
    }
    #expect(run("--model", "acertar", "--list-verbs", "sentar").output == "sentar\nsentarse\n")
  }

  @Test func vosIsExplainedOnceARunUnderItsFirstRow() {
    let output = run("--vos", "-t", "presente", "-t", "imperativo", "hablar", "comer").output
    #expect(output.components(separatedBy: TableWriter.vosNote).count == 2)
    #expect(output.contains("  vos                  hablás\n" + TableWriter.vosNote + "\n"))
    #expect(!run("--no-vos", "hablar").output.contains(TableWriter.vosNote))
  }

  @Test func compactTablesExplainVosToo() {
    let output = run("--compact", "--vos", "-m", "imperativo", "hablar").output
    #expect(output.contains("  vos      hablá        vos      no hables\n" + TableWriter.vosNote))
    #expect(output.components(separatedBy: TableWriter.vosNote).count == 2)
  }

  @Test func theVosNoteFitsIn80Columns() {
    #expect(CellText.visibleWidth(TableWriter.vosNote) <= 80)
  }
}
