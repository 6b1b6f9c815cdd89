import ConjugarCore
import Foundation
import Testing

@testable import ConjugarCLI

/// The grid a terminal gets: persons down, tenses across, to the terminal's width; golden
/// files at several sizes (`make golden` rewrites them), the line budgets of issue 24, and
/// no line wider than the terminal for any listed verb.
@Suite struct GridLayoutTests {
  private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Golden/grids")

  /// A run on a terminal of `columns` (and `rows`) with colour off, so marks are brackets.
  private func terminal(_ columns: Int, rows: Int = 1_000, _ arguments: [String]) -> CLIResult {
    var environment = TestEnvironment(arguments)
    environment.outputIsTerminal = true
    environment.terminalSize = TerminalSize(rows: rows, columns: columns)
    environment.variables = ["NO_COLOR": "1"]
    return environment.run()
  }

  static let goldenCases: [(name: String, columns: Int, arguments: [String])] = [
    ("hablar-80", 80, ["--no-vos", "hablar"]),
    ("hablar-120", 120, ["--no-vos", "hablar"]),
    ("hablar-200", 200, ["--no-vos", "hablar"]),
    ("tener-vos-80", 80, ["--vos", "tener"]),
    ("irse-vos-100", 100, ["--vos", "irse"]),
    ("arrepentirse-vos-60", 60, ["--vos", "arrepentirse"]),
    (
      "ser-selected-120", 120, ["--no-vos", "-t", "presente", "-t", "preterite", "-p", "yo", "ser"]
    ),
    ("poder-subjuntivo-80", 80, ["--no-vos", "-m", "subjuntivo", "poder"]),
  ]

  @Test(arguments: goldenCases.map(\.name))
  func gridsAreAsRecorded(name: String) throws {
    let item = try #require(Self.goldenCases.first { $0.name == name })
    let output = terminal(item.columns, item.arguments).output
    let file = Self.folder.appendingPathComponent(name + ".txt")
    if ProcessInfo.processInfo.environment["CONJUGAR_UPDATE_GOLDEN"] == "1" {
      try output.write(to: file, atomically: true, encoding: .utf8)
    }
    let recorded = try String(contentsOf: file, encoding: .utf8)
    #expect(output == recorded, "run `make golden` if the change is intended")
  }

  /// `conjugar hablar` without vos: one screen of 120x40, at most 60 lines at 80x24.
  @Test func hablarFitsTheBudgets() {
    let wide = terminal(120, ["--no-vos", "hablar"]).outputLines.filter { _ in true }
    #expect(wide.count - 1 <= 40)
    let narrow = terminal(80, ["--no-vos", "hablar"]).outputLines
    #expect(narrow.count - 1 <= 60)
  }

  /// The table fits a 120x40 screen, so the pager is not opened; at 80x24 it is.
  @Test func thePagerOpensOnlyWhenTheTableDoesNotFit() {
    var fits = TestEnvironment(["--no-vos", "hablar"])
    fits.outputIsTerminal = true
    fits.terminalSize = TerminalSize(rows: 40, columns: 120)
    _ = fits.run()
    #expect(fits.pager.record.value.launches.isEmpty)
    var tall = fits
    tall.pager = TestPager()
    tall.terminalSize = TerminalSize(rows: 24, columns: 80)
    _ = tall.run()
    #expect(tall.pager.record.value.launches.count == 1)
  }

  @Test func columnsWinsOverTheTerminalsWidth() {
    var environment = TestEnvironment(["--no-vos", "hablar"])
    environment.outputIsTerminal = true
    environment.terminalSize = TerminalSize(rows: 1_000, columns: 200)
    environment.variables = ["COLUMNS": "80", "NO_COLOR": "1"]
    #expect(environment.run().output == terminal(80, ["--no-vos", "hablar"]).output)
  }

  @Test func aPipeGetsTheListUnlessItAsks() {
    let piped = run("--no-vos", "hablar").output
    #expect(piped.contains("indicativo · presente\n"))
    let asked = run("--no-vos", "--layout", "grid", "hablar").output
    #expect(asked.contains("indicativo  presente"))
    #expect(asked.split(separator: "\n").allSatisfy { CellText.visibleWidth(String($0)) <= 80 })
  }

  @Test func theLayoutIsASettingTheFlagOverrides() {
    var environment = TestEnvironment(["--no-vos", "hablar"])
    environment.outputIsTerminal = true
    environment.terminalSize = TerminalSize(rows: 1_000, columns: 120)
    environment.variables = ["NO_COLOR": "1"]
    var saved = Settings()
    saved.layout = .list
    environment.store = .inMemory(saved)
    #expect(environment.run().output.contains("indicativo · presente\n"))
    environment.arguments = ["--no-vos", "--layout", "grid", "hablar"]
    #expect(environment.run().output.contains("indicativo  presente"))
    environment.arguments = ["--no-vos", "--compact", "hablar"]
    #expect(environment.run().output.contains("INDICATIVO"))
  }

  /// Each heading is a name `-t` and `conjugar info` take for its tense, with its mood.
  @Test(arguments: Tense.allCases)
  func headingsAreNamesOfTheirTenses(tense: Tense) {
    let mood = tense.mood == .subjuntivo ? " de subjuntivo" : ""
    #expect(TenseName.resolve(GridLayout.heading(tense) + mood) == .finite(tense))
  }

  /// No heading reads "imperativo · imperativo", in any layout.
  @Test(arguments: ["grid", "list", "compact"])
  func headingsNeverRepeatTheMood(layout: String) {
    var output = terminal(120, ["--layout", layout, "--vos", "hacer"]).output.lowercased()
    output += terminal(40, ["--layout", layout, "--vos", "hacer"]).output.lowercased()
    #expect(!output.contains("imperativo · imperativo"))
    #expect(!output.contains("imperativo  imperativo "))
    #expect(!output.contains("imperativo\nimperativo"))
  }

  /// Every listed verb, vos and pronominal verbs included, at every width from the narrowest:
  /// no line wider than the terminal.
  @Test(arguments: [GridLayout.minimumWidth, 60, 80, 100, 120, 200])
  func noLineIsWiderThanTheTerminal(columns: Int) throws {
    let conjugator = try TestConjugator.shared.get()
    let forms = Form.all(includeVos: true)
    var writer = TableWriter(
      forms: forms, style: .plain, layout: .grid, width: columns, offersTables: false,
      irregularities: { _ in nil })
    var widest = (width: 0, verb: "")
    for entry in try conjugator.table.entries() {
      guard case .success(let conjugation) = conjugator.conjugate(entry.infinitive) else {
        continue
      }
      var bytes = ByteArena(capacity: 8_192)
      writer.write(conjugation, into: &bytes)
      for line in String(decoding: bytes.bytes, as: UTF8.self).split(separator: "\n") {
        let width = CellText.visibleWidth(String(line))
        if width > widest.width { widest = (width, entry.infinitive) }
      }
    }
    #expect(widest.width <= columns, "\(widest.verb) takes \(widest.width) columns")
  }

  /// Wider terminals, on the verbs with the widest cells: reflexive compounds with vos and
  /// verbs with two forms in a cell.
  @Test(arguments: [60, 100, 120, 200])
  func theWidestVerbsFitEveryWidth(columns: Int) {
    for verb in ["arrepentirse", "adscribirse", "proveerse", "imprimirse", "freírse", "acostarse"] {
      let output = terminal(columns, ["--vos", verb]).output
      let widest = output.split(separator: "\n").map { CellText.visibleWidth(String($0)) }.max()
      #expect((widest ?? 0) <= columns, "\(verb) at \(columns)")
    }
  }

  /// A cell wider than the room breaks between its forms, then between words.
  @Test func wideCellsBreak() {
    #expect(
      GridLayout.wrap("habríamos adscrito / adscripto", width: 20) == [
        "habríamos adscrito /", "adscripto",
      ])
    #expect(
      GridLayout.wrap("nos hubiésemos arrepentido", width: 16) == ["nos hubiésemos", "arrepentido"])
    #expect(GridLayout.wrap("hablo", width: 16) == ["hablo"])
  }

  /// With colour off on a terminal, irregular letters are in brackets; --no-marks drops them.
  @Test func marksSurviveWithoutColour() {
    #expect(terminal(120, ["-t", "presente", "-p", "yo", "tener"]).output.contains("ten[g]o"))
    let off = terminal(120, ["--no-marks", "-t", "presente", "-p", "yo", "tener"]).output
    #expect(off.contains("tengo") && !off.contains("["))
    var dumb = TestEnvironment(["-t", "presente", "-p", "yo", "tener"])
    dumb.outputIsTerminal = true
    dumb.variables = ["TERM": "dumb"]
    #expect(dumb.run().output.contains("ten[g]o"))
    var colored = dumb
    colored.variables = [:]
    let output = colored.run().output
    #expect(output.contains("\u{1B}[") && !output.contains("ten[g]o"))
    colored.arguments = ["--no-marks", "-t", "presente", "-p", "yo", "tener"]
    #expect(!colored.run().output.contains("\u{1B}[1;31m"))
  }
}
