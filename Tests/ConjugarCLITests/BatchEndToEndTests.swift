import Foundation
import Testing

/// Runs of the built binary over input files such as learners and spreadsheets write.
@Suite(.enabled(if: BuiltBinary.url != nil, BuiltBinary.missing))
struct BatchEndToEndTests {
  /// A list saved with a byte-order mark, mixing infinitives, a conjugated form, a spelling
  /// slip and a new verb: the infinitives and the new verb are conjugated, the form and the
  /// slip are errors with their line numbers, and nothing else reaches the TSV.
  @Test func aMixedListWithAByteOrderMark() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("conjugar-e2e-\(UUID().uuidString).txt")
    try Data("\u{FEFF}hablar\r\ntuvieron\r\n# a slip\r\nablar\r\ntuitear\r\nser\r\n".utf8)
      .write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let path = url.path
    let result = try runBinary([
      "--format", "tsv", "-t", "indicativo.presente", "-p", "yo", "--file", path,
    ])
    #expect(result.status == 1)
    #expect(
      result.outputText == """
        hablar\tindicativo.presente\tyo\thablo
        tuitear\tindicativo.presente\tyo\ttuiteo
        ser\tindicativo.presente\tyo\tsoy

        """)
    #expect(
      result.errorOutput == """
        conjugar: error: \(path):2: 'tuvieron' is a form of tener, not an infinitive; \
        to look up forms, use --lookup
        conjugar: error: \(path):4: 'ablar' is not a Spanish verb; did you mean hablar?
        conjugar: warning: \(path):5: 'tuitear' is not in the tables; conjugated as regular -ar, \
        guessed from the ending -ear (did you mean tutear?)

        """)
  }

  @Test func aSlipArgumentExits1WithNothingOnStandardOutput() throws {
    let result = try runBinary(["empesar"])
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(
      result.errorOutput
        == "conjugar: error: 'empesar' is not a Spanish verb; did you mean empezar?\n")
  }
}
