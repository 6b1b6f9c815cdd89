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
      run("-f", "list", "fue").output == "ir indicativo.preterito el\nser indicativo.preterito el\n"
    )
  }

  @Test func defectiveCellsAreLeftOut() {
    let output = run("-f", "list", "-t", "indicativo.presente", "--no-vos", "acontecer").output
    #expect(output == "acontece\nacontecen\n")
  }
}
