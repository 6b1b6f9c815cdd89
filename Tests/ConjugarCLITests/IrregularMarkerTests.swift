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
      forms: [.finite(.presente, .yo)], style: .colored, compact: false,
      regularReference: { _ in cantar })
    let captured = TestBox("")
    let sink = ByteSink { bytes in
      captured.modify { $0 += String(decoding: bytes, as: UTF8.self) }
      return 0
    }
    let buffer = OutputBuffer(sink: sink)
    writer.write(contar, to: buffer)
    buffer.flush()
    #expect(captured.value.contains("c\u{1B}[1;31mue\u{1B}[0mnto"))
  }
}
