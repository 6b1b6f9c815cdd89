import ConjugarCore
import Testing

@testable import ConjugarCLI

@Suite struct CommandLineTests {
  private func options(_ arguments: [String]) throws -> Options {
    guard case .conjugate(let options) = try CommandLineInterface.command(arguments) else {
      Issue.record("expected a conjugating command for \(arguments)")
      return Options()
    }
    return options
  }

  private func usageError(_ arguments: [String]) -> UsageError? {
    do {
      _ = try CommandLineInterface.command(arguments)
      return nil
    } catch {
      return error
    }
  }

  @Test func lookupIsAModeForEveryInput() throws {
    let parsed = try options(["--lookup", "fue", "-", "--file", "forms.txt"])
    #expect(parsed.lookup)
    #expect(parsed.sources == [.word("fue"), .standardInput, .file("forms.txt")])
  }

  @Test func guessAllowsSlipsToBeConjugated() throws {
    #expect(try options(["--guess", "ablar"]).guess)
    #expect(try !options(["ablar"]).guess)
  }

  @Test func guessDoesNotGoWithLookup() {
    #expect(
      usageError(["--guess", "--lookup", "fue"])?.message
        == "--guess goes with verbs to conjugate, not --lookup")
  }

  @Test func lookupTakesNoValue() {
    #expect(usageError(["--lookup=fue"])?.message == "--lookup takes no value, got 'fue'")
  }

  @Test func lookupDoesNotGoWithAll() {
    #expect(usageError(["--lookup", "--all"])?.message == "--lookup takes forms, not --all")
  }

  @Test func lookupDoesNotGoWithListVerbs() {
    #expect(
      usageError(["--lookup", "--list-verbs"])?.message == "--lookup does not go with --list-verbs")
  }

  @Test func lookupNeedsAForm() {
    #expect(usageError(["--lookup"])?.message == "no form given")
  }

  @Test func wordsBecomeVerbSourcesInOrder() throws {
    #expect(try options(["ser", "estar"]).sources == [.word("ser"), .word("estar")])
  }

  @Test(arguments: OutputFormat.allCases)
  func formatTakesEachValue(_ format: OutputFormat) throws {
    #expect(try options(["--format", format.rawValue, "ser"]).format == format)
  }

  @Test func anEqualsSignJoinsOptionAndValue() throws {
    #expect(try options(["--format=json", "ser"]).format == .json)
  }

  @Test func shortOptionsTakeValuesSeparateOrAttached() throws {
    #expect(try options(["-f", "tsv", "ser"]).format == .tsv)
    #expect(try options(["-ftsv", "ser"]).format == .tsv)
  }

  @Test func vosAndNoVosOverrideForOneRun() throws {
    #expect(try options(["--vos", "ser"]).vos == true)
    #expect(try options(["--no-vos", "ser"]).vos == false)
    #expect(try options(["ser"]).vos == nil)
  }

  @Test func tenseIsRepeatable() throws {
    let selection = try options(["-t", "indicativo.presente", "--tense=participio", "ser"])
      .selection
    #expect(selection.tenses == [.presente])
    #expect(selection.nonFinites == [.participio])
  }

  @Test func moodAndPersonTakeTheirIds() throws {
    let selection = try options(["--mood", "subjuntivo", "-p", "yo", "-p", "vos", "ser"]).selection
    #expect(selection.moods == [.subjuntivo])
    #expect(selection.persons == [.yo, .vos])
  }

  @Test func simpleAndCompoundAreFlags() throws {
    #expect(try options(["--simple", "ser"]).selection.simple)
    #expect(try options(["--compound", "ser"]).selection.compound)
  }

  @Test(arguments: ColorMode.allCases)
  func colorTakesEachMode(_ mode: ColorMode) throws {
    #expect(try options(["--color", mode.rawValue, "ser"]).color == mode)
  }

  @Test func compactIsALayout() throws {
    #expect(try options(["--compact", "ser"]).layout == .compact)
    #expect(try options(["--layout", "grid", "ser"]).layout == .grid)
    #expect(try options(["--layout", "list", "--compact", "ser"]).layout == .compact)
    #expect(try options(["ser"]).layout == nil)
  }

  @Test func dashFileAndAllAreSourcesInOrder() throws {
    let sources = try options(["ser", "-", "--file", "verbs.txt", "--all"]).sources
    #expect(sources == [.word("ser"), .standardInput, .file("verbs.txt"), .all])
  }

  @Test func everythingAfterDoubleDashIsAVerb() throws {
    #expect(try options(["--", "--vos", "-"]).sources == [.word("--vos"), .word("-")])
  }

  @Test func helpAndVersionAreCommands() throws {
    #expect(try CommandLineInterface.command(["-h"]) == .briefHelp)
    #expect(try CommandLineInterface.command(["--help"]) == .help(nil))
    #expect(try CommandLineInterface.command(["ser", "--help"]) == .help(nil))
    #expect(try CommandLineInterface.command(["--version"]) == .version)
    #expect(try CommandLineInterface.command(["help", "settings"]) == .help("settings"))
    #expect(try CommandLineInterface.command(["info", "-h"]) == .help("info"))
  }

  @Test func settingsFirstIsTheSubcommand() throws {
    #expect(
      try CommandLineInterface.command(["settings", "vos", "on"]) == .settings(.set(.vos, true)))
  }

  @Test func aSubcommandsUsageErrorPointsToItsHelp() {
    #expect(
      usageError(["settings", "--vos"])?.hint == "Run 'conjugar settings --help' for usage.\n")
    #expect(usageError(["help", "quizz"])?.message.contains("'quizz'") == true)
  }

  @Test func tensesByTheNamesPeopleUse() throws {
    func selection(_ arguments: String...) throws -> Selection {
      try options(arguments + ["ser"]).selection
    }
    #expect(try selection("-t", "presente").tenses == [.presente])
    #expect(try selection("-t", "pretérito").tenses == [.preterito])
    #expect(try selection("-t", "preterito").tenses == [.preterito])
    #expect(try selection("-t", "present subjunctive").tenses == [.subjuntivoPresente])
    #expect(try selection("-m", "subjuntivo", "-t", "presente").tenses == [.subjuntivoPresente])
    #expect(try selection("-t", "gerund").nonFinites == [.gerundio])
  }

  @Test func anUnknownTenseNamesTheThreeClosest() {
    let message = usageError(["-t", "presnte", "ser"])?.message ?? ""
    #expect(
      message
        == "unknown tense 'presnte'; closest: indicativo.presente, subjuntivo.presente, "
        + "indicativo.preterito"
    )
  }

  @Test func personsByTheirPronouns() throws {
    let pronouns = ["tú", "él", "ella", "usted", "ustedes", "ellas"]
    let persons = try options(pronouns.flatMap { ["-p", $0] } + ["ser"]).selection.persons
    #expect(persons == [.tu, .el, .ellos])
  }

  @Test func listVerbsTakesPrefixes() throws {
    #expect(
      try CommandLineInterface.command(["--list-verbs", "rei"])
        == .listVerbs(VerbFilter(prefixes: ["rei"])))
    #expect(
      usageError(["--list-verbs", "-"])?.message == "--list-verbs takes no --file, --all or -")
  }

  @Test func listVerbsTakesModelAndIrregular() throws {
    #expect(
      try CommandLineInterface.command(["--list-verbs", "--model", "contar"])
        == .listVerbs(VerbFilter(model: "contar")))
    #expect(
      try CommandLineInterface.command(["--list-verbs", "--irregular"])
        == .listVerbs(VerbFilter(irregularOnly: true)))
  }

  @Test func anUnknownOptionSuggestsTheClosest() {
    #expect(usageError(["--tence", "x", "ser"])?.message.contains("did you mean --tense?") == true)
  }

  @Test func anUnknownShortOptionIsAnError() {
    #expect(usageError(["-x", "ser"])?.message.contains("unknown option '-x'") == true)
  }

  @Test func aBadValueListsTheValidOnes() throws {
    let message = try #require(usageError(["--format", "tvs", "ser"])).message
    #expect(message.contains("did you mean 'tsv'?"))
    #expect(message.contains("valid values: table, tsv, json, list"))
  }

  @Test(arguments: [
    ["--format", "xml", "ser"], ["--mood", "condicional", "ser"], ["--person", "ustedas", "ser"],
    ["--color", "sometimes", "ser"],
  ])
  func badValuesAreUsageErrors(_ arguments: [String]) {
    #expect(usageError(arguments)?.message.contains("valid values:") == true)
  }

  @Test func aMissingValueIsAnError() {
    #expect(usageError(["ser", "--tense"])?.message.contains("--tense needs a value") == true)
  }

  @Test func aFlagGivenAValueIsAnError() {
    #expect(usageError(["--vos=yes", "ser"])?.message.contains("takes no value") == true)
  }

  @Test func aValueGivenToAFlagIsEchoedEscapedAndCut() throws {
    let message = try #require(usageError(["--vos=\u{1B}[31m", "ser"])?.message)
    #expect(message == "--vos takes no value, got '\\x1B[31m'")
    let long = try #require(usageError(["--all=" + String(repeating: "x", count: 100_000)]))
    #expect(long.message.count < 200)
    #expect(long.message.hasSuffix("x…'"))
  }

  @Test func aValueJoinedToAShortFlagIsEchoedEscaped() throws {
    let message = try #require(usageError(["-h\u{1B}]0;title\u{07}"])?.message)
    #expect(!message.contains("\u{1B}"))
    #expect(message.hasSuffix("got '-h\\x1B]0;title\\x07'"))
  }

  @Test func noVerbIsAnError() {
    #expect(usageError([])?.message == "no verb given")
    #expect(usageError(["--vos"])?.message == "no verb given")
  }

  @Test func modelWithoutListOrAllIsAnError() {
    #expect(usageError(["--model", "contar", "ser"]) != nil)
  }

  @Test func usageErrorsExit64WithAHint() {
    let result = run("--tence", "ser")
    #expect(result.status == 64)
    #expect(result.output.isEmpty)
    #expect(result.errorOutput.hasPrefix("conjugar: error: unknown option '--tence'"))
    #expect(result.errorOutput.hasSuffix("Run 'conjugar --help' for usage.\n"))
  }

  @Test func aBadValueExits64() {
    #expect(run("--tense", "nope", "ser").status == 64)
  }
}
