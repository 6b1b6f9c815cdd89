import Testing

@testable import ConjugarCLI

@Suite struct TextStyleTests {
  private let escape = "\u{1B}["

  private func table(terminal: Bool, variables: [String: String] = [:], _ arguments: String...)
    -> String
  {
    var environment = TestEnvironment(arguments + ["hablar"])
    environment.outputIsTerminal = terminal
    environment.variables = variables
    return environment.run().output
  }

  @Test func aTerminalGetsColour() {
    #expect(table(terminal: true).contains(escape))
  }

  @Test func aPipeGetsNoColour() {
    #expect(!table(terminal: false).contains(escape))
  }

  @Test func noColorTurnsColourOff() {
    #expect(!table(terminal: true, variables: ["NO_COLOR": "1"]).contains(escape))
  }

  @Test func aDumbTerminalGetsNoColour() {
    #expect(!table(terminal: true, variables: ["TERM": "dumb"]).contains(escape))
    #expect(table(terminal: true, variables: ["TERM": "xterm"]).contains(escape))
    #expect(
      table(terminal: true, variables: ["TERM": "dumb"], "--color", "always").contains(escape))
  }

  @Test func marksPutIrregularLettersInBracketsWithoutColour() {
    let output = run("--marks", "-t", "presente", "-p", "yo", "tener", "hablar").output
    #expect(output.contains("  yo                   ten[g]o\n"))
    #expect(output.contains("  yo                   hablo\n"))
    #expect(!output.contains(escape))
  }

  /// Forms whose irregularity is a dropped or changed letter are marked too.
  @Test(arguments: [
    ("poder", "futuro", "yo", "po[dr]é"), ("querer", "futuro", "yo", "que[rr]é"),
    ("caber", "futuro", "yo", "ca[br]é"), ("tener", "imperativo", "tu", "te[n]"),
    ("poner", "imperativo", "tu", "po[n]"), ("salir", "imperativo", "tu", "sa[l]"),
    ("venir", "imperativo", "tu", "ve[n]"),
  ])
  func everyIrregularFormIsMarked(_ verb: String, _ tense: String, _ person: String, _ text: String)
  {
    let output = run("--marks", "-t", tense, "-p", person, verb).output
    #expect(output.contains(" " + text + "\n"), "\(output)")
  }

  @Test(arguments: ["decir", "hacer"])
  func theFutureOfDecirAndHacerIsMarked(_ verb: String) {
    let line = run("--marks", "-t", "futuro", "-p", "yo", verb).outputLines.first {
      $0.hasPrefix("  yo ")
    }
    #expect(line?.contains("[") == true)
  }

  @Test func spellingChangesGetNoBrackets() {
    #expect(run("--marks", "-t", "preterito", "-p", "yo", "sacar").output.contains(" saqué\n"))
  }

  @Test func marksAndColourGoTogether() {
    let output = table(terminal: true, "--marks", "-t", "presente", "-p", "yo")
    #expect(output.contains(escape))
    #expect(!output.replacing(/\x1B\[[0-9;]*m/, with: "").contains("["))
    let tener = TestEnvironment(["--marks", "--color", "always", "-t", "presente", "tener"])
    #expect(tener.run().output.contains("ten[\u{1B}[1;31mg\u{1B}[0m]o"))
  }

  @Test(arguments: ["tsv", "json", "list"])
  func marksLeaveMachineFormatsAlone(_ format: String) {
    #expect(
      run("--marks", "--format", format, "tener").output == run("--format", format, "tener").output)
  }

  @Test func anEmptyNoColorIsIgnored() {
    #expect(table(terminal: true, variables: ["NO_COLOR": ""]).contains(escape))
  }

  @Test func colorAlwaysWinsOverAPipeAndNoColor() {
    #expect(
      table(terminal: false, variables: ["NO_COLOR": "1"], "--color", "always").contains(escape))
  }

  @Test func colorNeverWinsOverATerminal() {
    #expect(!table(terminal: true, "--color=never").contains(escape))
  }

  @Test(arguments: ["tsv", "json", "list"])
  func machineFormatsAreNeverColoured(_ format: String) {
    #expect(!table(terminal: true, "--color", "always", "--format", format).contains(escape))
  }

  @Test func theColouredTableHasTheSameLinesAsThePlainOne() {
    let colored = table(terminal: true, "--no-vos", "--layout", "list")
    #expect(tableBody(colored).count == 138)
  }
}
