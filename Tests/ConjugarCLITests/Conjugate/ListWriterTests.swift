import Testing

@testable import ConjugarCLI

@Suite struct ListWriterTests {
  @Test func eachFormHasItsOwnLine() {
    let output = run("--format", "list", "-t", "indicativo.presente", "--no-vos", "hablar").output
    #expect(output == "hablo\nhablas\nhabla\nhablamos\nhabláis\nhablan\n")
  }

  @Test func alternativesGetALineEach() {
    #expect(run("-f", "list", "-t", "participio", "freír").output == "frito\nfreído\n")
  }

  @Test func aLookedUpFormGetsALinePerReading() {
    #expect(
      run("--lookup", "-f", "list", "fue").output
        == "ser indicativo.preterito el\nir indicativo.preterito el\n")
  }

  @Test func aMarkedReadingHasAFourthWord() {
    #expect(run("--lookup", "-f", "list", "ira").output == "ir indicativo.futuro el accents\n")
  }

  @Test func defectiveCellsAreLeftOut() {
    let output = run("-f", "list", "-t", "indicativo.presente", "--no-vos", "acontecer").output
    #expect(output == "acontece\nacontecen\n")
  }
}
