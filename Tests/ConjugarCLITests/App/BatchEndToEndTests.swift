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
        guessed from the ending -ear

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

  /// Words that are no verb are refused as typed, never stripped or folded into another verb:
  /// a digit, a byte that is not UTF-8, slips whose shape is no infinitive's, ü for u. The
  /// punctuation a CSV line leaves around a verb is forgiven.
  @Test func wordsThatAreNoVerbAreRefusedAsTyped() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("conjugar-e2e-\(UUID().uuidString).txt")
    // A line that is not UTF-8 stops the run with 74 (issue 26: one rule for every reader).
    var bytes = Array("hablar,\nhablar2\nablár\n".utf8)
    bytes += Array("hablarr\naverigüar\nser\n".utf8) + [0xFF] + Array("ir\n".utf8)
    try Data(bytes).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let path = url.path
    let result = try runBinary(["-f", "tsv", "-t", "gerundio", "--file", path])
    #expect(result.status == 74)
    #expect(result.outputText == "hablar\tgerundio\t-\thablando\nser\tgerundio\t-\tsiendo\n")
    #expect(
      result.errorOutput == """
        conjugar: error: \(path):2: 'hablar2' is not a Spanish verb: '2' is not a letter
        conjugar: error: \(path):3: 'ablár' is not a Spanish verb; did you mean hablar?
        conjugar: error: \(path):4: 'hablarr' is not a Spanish verb; did you mean hablar?
        conjugar: error: \(path):5: 'averigüar' is not a Spanish verb; did you mean averiguar?
        conjugar: error: cannot read \(path): line 7 has a NUL byte or is not UTF-8; the lines \
        before it were read (text in UTF-16 or Windows-1252 needs saving as UTF-8 first)

        """)
  }

  @Test(arguments: [
    (["zzz123"], "'zzz123' is not a Spanish verb: '1' is not a letter"),
    (["deck", "nope123"], "'nope123' is not a Spanish verb: '1' is not a letter"),
    (["--lookup", "hablo2"], "'hablo2' is not a Spanish verb form: '2' is not a letter"),
    (["ablár"], "'ablár' is not a Spanish verb; did you mean hablar?"),
    (["hablarr"], "'hablarr' is not a Spanish verb; did you mean hablar?"),
    (["averigüar"], "'averigüar' is not a Spanish verb; did you mean averiguar?"),
  ])
  func aWordThatIsNoVerbExits1AsTyped(_ arguments: [String], _ message: String) throws {
    let result = try runBinary(arguments)
    #expect(result.status == 1)
    #expect(result.errorOutput == "conjugar: error: \(message)\n")
    #expect(!result.outputText.contains("habl"))
  }
}
