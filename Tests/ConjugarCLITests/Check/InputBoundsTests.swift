import ConjugarCore
import ConjugarTestSupport
import Foundation
import Testing

@testable import ConjugarCLI

/// Issue 26: every number read is range-checked, every reader stops on text that is not text,
/// names too long to be a name are refused at once, and what the file holds cannot disguise
/// a verdict or a deck header.
@Suite struct InputBoundsTests {
  @Test(arguments: [
    "0", "-1", "-9223372036854775808", "9223372036854775807", "99999999999999999999", "1001",
    "x", "",
  ])
  func anAnkiColumnOutOfRangeIsAnErrorNamingItsLine(value: String) {
    for key in ["tags column", "guid column", "deck column", "notetype column"] {
      let result = runCheck(
        "#separator:tab\n#\(key):\(value)\nx\ty\ttener presente yo\ttengo\n", "-f", "tsv")
      #expect(result.errorOutput.contains("<stdin>:2: #\(key):"), "\(key):\(value)")
      #expect(result.errorOutput.contains("is not a column number from 1 to 1000"))
      #expect(result.status == 1)
    }
  }

  @Test func anAnkiColumnInRangeIsStillRead() {
    #expect(RecordReader.column("4") == 3)
    #expect(RecordReader.column(" 1 ") == 0)
    #expect(RecordReader.column("1000") == 999)
    #expect(RecordReader.column("1001") == nil)
  }

  @Test(arguments: ["", "\n\n", "# a comment\n#another\n", "  \t \n# x\n"])
  func aFileWithoutRowsSaysNothingWasChecked(input: String) {
    let result = runCheck(input)
    #expect(result.errorOutput.contains("nothing was checked: <stdin> has no rows"))
    #expect(result.status == ExitStatus.ioError)
  }

  @Test func quittingThePagerEndsCheckWithZero() {
    var environment = TestEnvironment(["check", "-"])
    environment.input = String(repeating: "tener\tpresente\tyo\tteno\n", count: 200)
    environment.outputIsTerminal = true
    environment.errorIsTerminal = true
    environment.terminalSize = TerminalSize(rows: 24, columns: 80)
    environment.pager.quitsAfter = 100
    let result = environment.run()
    #expect(result.status == 0)
    #expect(result.errorOutput.isEmpty)
  }

  @Test(arguments: ["\u{202E}", "\u{200B}", "\u{2066}", "\u{061C}", "\u{1B}[2J", "\u{2028}"])
  func invisibleAndBidiCharactersAreEscapedInTheTable(mark: String) throws {
    let result = runCheck("tener\tpresente\tyo\tte\(mark)no\n\(mark)ablar\tpresente\tyo\tx\n")
    #expect(
      !result.output.unicodeScalars.contains { scalar in
        [.format, .control, .lineSeparator].contains(scalar.properties.generalCategory)
          && scalar != "\n"
      })
    let scalar = try #require(mark.unicodeScalars.first)
    if scalar.properties.generalCategory == .format {
      #expect(result.output.contains("\\u{" + String(format: "%04X", scalar.value)))
    }
  }

  @Test(arguments: ["\u{1B}]0;x\u{07}", "\u{1B}[31mred", "a\u{202E}b", "a\u{85}b", "a\u{2028}b"])
  func aDeckNameWithControlCharactersIsRefused(name: String) {
    let result = run("deck", "--deck", name, "hablar")
    #expect(result.status == ExitStatus.usage)
    #expect(result.output.isEmpty)
    #expect(!result.errorOutput.contains("\u{1B}"))
  }

  @Test func aLongTenseNameIsRefusedAtOnce() {
    let name = String(repeating: "presente", count: 16 * 1024)
    let clock = ContinuousClock()
    let start = clock.now
    let result = run("-t", name, "hablar")
    let row = runCheck("tener\t\(name)\tyo\ttengo\n", "-f", "tsv")
    #expect(clock.now - start < .seconds(2))
    #expect(result.status == ExitStatus.usage)
    #expect(!result.errorOutput.contains("closest"))
    #expect(row.output.contains("unreadable"))
    // A plausible slip still gets its suggestions.
    #expect(run("-t", "presnte", "hablar").errorOutput.contains("closest"))
  }

  @Test(arguments: [
    "hablar\ncomer\u{0}\nvivir\n", "hablar\ncomer\u{FFFF}\u{0}\nvivir\n",
    "hablar\n" + String(repeating: "\u{0}", count: 3 << 20),
  ])
  func everyReaderStopsAtANulByteNamingTheLine(input: String) {
    for lookup in [false, true] {
      var environment = TestEnvironment(
        lookup ? ["--lookup", "-f", "tsv", "-"] : ["-f", "tsv", "-"])
      environment.input = input
      let result = environment.run()
      #expect(result.status == ExitStatus.ioError)
      #expect(result.errorOutput.contains("line 2 has a NUL byte or is not UTF-8"))
      #expect(!result.output.contains("vivir"))
    }
  }

  @Test func deckOfADirectorySaysOneThing() throws {
    let directory = FileManager.default.temporaryDirectory.path
    let result = run("deck", "--file", directory)
    #expect(result.status == ExitStatus.ioError)
    #expect(!result.errorOutput.contains("no notes"))
  }
}
