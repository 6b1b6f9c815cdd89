import ConjugarCore
import Testing

@testable import ConjugarCLI

@Suite struct IrregularMarkerTests {
  @Test func theDifferingMiddleIsSplitOut() {
    let parts = IrregularMarker.split("cuento", against: "conto")
    #expect(parts == ("c", "ue", "nto"))
  }

  @Test func aStrongPreteriteDiffersAfterTheFirstLetter() {
    #expect(IrregularMarker.split("tuve", against: "tení") == ("t", "uve", ""))
  }

  @Test func colourMarksTheIrregularLetters() {
    let marked = IrregularMarker.mark("tengo", regular: ["teno"], style: .colored)
    #expect(marked == "ten\u{1B}[1;31mg\u{1B}[0mo")
  }

  @Test func plainOutputIsNeverMarked() {
    #expect(IrregularMarker.mark("tengo", regular: ["teno"], style: .plain) == "tengo")
  }

  @Test func aRegularFormIsNotMarked() {
    #expect(
      IrregularMarker.mark("frito", regular: ["freído", "frito"], style: .colored) == "frito")
  }

  /// The wiring: the table asks for the regular conjugation and marks against it.
  @Test func theTableMarksFormsAgainstTheRegularReference() throws {
    let conjugator = try TestConjugator.shared.get()
    let contar = try conjugator.conjugate("contar").get()
    let cantar = try conjugator.conjugate("cantar").get()
    var writer = TableWriter(
      forms: [.finite(.presente, .yo)], style: .colored, compact: false, offersTables: false,
      regularReference: { _ in cantar })
    var bytes = ByteArena()
    writer.write(contar, into: &bytes)
    #expect(String(decoding: bytes.bytes, as: UTF8.self).contains("c\u{1B}[1;31mue\u{1B}[0mnto"))
  }

  @Test func aColouredTableMarksTheIrregularLettersOfTener() {
    let output = run("--color", "always", "-t", "indicativo.presente", "-p", "yo", "tener").output
    #expect(output.contains("  yo                   ten\u{1B}[1;31mg\u{1B}[0mo\n"))
  }

  @Test func aRegularVerbHasNothingMarked() {
    #expect(!run("--color", "always", "--vos", "hablar").output.contains("\u{1B}[1;31m"))
  }
}
