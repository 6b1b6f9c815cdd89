import BundledTables
import ConjugarCore
import Foundation
import Testing

@testable import ConjugarCLI

/// The man page and the shell completions stay in step with the options and ids.
@Suite struct DocumentationTests {
  private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  private static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  private static let completions = [
    "Resources/completions/conjugar.bash", "Resources/completions/_conjugar",
    "Resources/completions/conjugar.fish",
  ]

  /// Every option of every command, with its command's name (nil: conjugating).
  private static let options: [(command: String?, option: OptionSpec)] =
    CommandLineInterface.commands.flatMap { command in command.options.map { (command.name, $0) } }

  /// README's picture is what `conjugar hablar` prints on an 80-column terminal with colour
  /// off and the settings a newcomer has; `make readme` rewrites it.
  @Test func readmesPictureIsTheRealTable() throws {
    var environment = TestEnvironment(["hablar"])
    environment.outputIsTerminal = true
    environment.terminalSize = TerminalSize(rows: 1_000, columns: 80)
    environment.variables = ["NO_COLOR": "1"]
    let table = environment.run().output
    let marker =
      "<!-- conjugar hablar at 80 columns; a test keeps it true, `make readme` rewrites it -->"
    let readmeURL = Self.root.appendingPathComponent("README.md")
    var readme = try Self.text("README.md")
    let start = try #require(readme.range(of: marker + "\n```text\n"))
    let end = try #require(readme.range(of: "\n```\n", range: start.upperBound..<readme.endIndex))
    if ProcessInfo.processInfo.environment["CONJUGAR_UPDATE_README"] == "1" {
      readme.replaceSubrange(start.upperBound..<end.lowerBound, with: table.dropLast())
      try readme.write(to: readmeURL, atomically: true, encoding: .utf8)
    }
    let picture = try Self.text("README.md")[start.upperBound...]
    #expect(picture.hasPrefix(table + "```\n"), "README's picture is stale: run `make readme`")
    #expect(table.split(separator: "\n").allSatisfy { $0.count <= 80 })
  }

  /// README is for users: at most 3,000 words, the picture included.
  @Test func readmeIsShort() throws {
    let words = try Self.text("README.md").split(whereSeparator: \.isWhitespace).count
    #expect(words <= 3_000, "README.md has \(words) words")
  }

  /// The licences travel with the code: LICENSE for ours, NOTICE for the data the binary
  /// carries, each licence NOTICE names present, and all three installed.
  @Test func theLicencesAreCarried() throws {
    let license = try Self.text("LICENSE")
    let notice = try Self.text("NOTICE")
    #expect(license.hasPrefix("MIT License"))
    #expect(license.contains("NOTICE"))
    let bundled = try FileManager.default.contentsOfDirectory(
      atPath: Self.root.appendingPathComponent("LICENSES").path)
    #expect(!bundled.isEmpty)
    for name in bundled {
      #expect(notice.contains("LICENSES/" + name), "NOTICE does not name LICENSES/\(name)")
    }
    // conjugate-esp's MIT licence asks that its copyright notice be carried.
    let conjugateEsp = try Self.text("LICENSES/conjugate-esp-MIT.txt")
    #expect(conjugateEsp.contains("Copyright (c) 2020 Jiri Mracek"))
    #expect(notice.contains("Copyright (c) 2020 Jiri Mracek"))
    for source in ["doozan/spanish_data", "wordfreq", "CC BY-SA 3.0", "CC BY-SA 4.0"] {
      #expect(notice.contains(source))
    }
    let makefile = try Self.text("Makefile")
    #expect(makefile.contains("install -m 644 LICENSE NOTICE"))
    #expect(makefile.contains("install -m 644 LICENSES/*"))
  }

  @Test func theCommittedDocsAreWhatTheDeclarationsGive() throws {
    let manPage = try Self.text("Resources/man/conjugar.1")
    for (path, generated) in GeneratedDocs.files(manPage: manPage) {
      let committed = try Self.text("Resources/" + path)
      #expect(generated == committed, "Resources/\(path) is stale: run `make docs`")
    }
  }

  @Test func everyDeclaredCaseIsInItsCommandsHelpOnce() {
    func check<Option: CommandOption>(_ type: Option.Type, _ command: CommandSpec) {
      for option in Option.allCases {
        let count = command.options.filter { $0.long == option.spec.long }.count
        #expect(count == 1, "--\(option.spec.long) listed \(count) times")
      }
      #expect(command.options.count == Option.allCases.count)
    }
    check(ConjugateOption.self, ConjugateOption.command)
    check(SettingsOption.self, SettingsOption.command)
    check(InfoOption.self, InfoOption.command)
    check(QuizOption.self, QuizOption.command)
    check(DeckOption.self, DeckOption.command)
    check(CheckOption.self, CheckOption.command)
  }

  @Test func theManPageDescribesEveryOption() throws {
    let page = try Self.text("Resources/man/conjugar.1")
    for (_, option) in Self.options {
      #expect(page.contains("Fl -\(option.long)"), "\(option.long)")
    }
  }

  @Test(arguments: ["0", "1", "64", "70", "74"])
  func theManPageDocumentsEveryExitStatus(_ status: String) throws {
    #expect(try Self.text("Resources/man/conjugar.1").contains(".It \(status)\n"))
  }

  @Test(arguments: completions)
  func everyCompletionOffersEveryOption(_ path: String) throws {
    let script = try Self.text(path)
    for (_, option) in Self.options {
      let fishSpelling = "-l \(option.long) "
      #expect(
        script.contains("--" + option.long) || script.contains(fishSpelling), "\(option.long)")
    }
  }

  @Test(arguments: completions)
  func everyCompletionOffersEveryTenseAndPersonId(_ path: String) throws {
    let words = Set(try Self.text(path).split { " \n\t\"'():\\".contains($0) })
    for id in Choices.tenseIDs + Choices.personIDs + Choices.moods + Choices.formats {
      #expect(words.contains(Substring(id)), "\(id)")
    }
  }

  @Test func bashCompletesTenseIds() throws {
    let script = Self.root.appendingPathComponent("Resources/completions/conjugar.bash").path
    let result = try runProcess(
      "/bin/bash",
      [
        "-c",
        "source \"$0\"; COMP_WORDS=(conjugar --tense subjuntivo.imp); COMP_CWORD=2; _conjugar; "
          + "printf '%s\\n' \"${COMPREPLY[@]}\"",
        script,
      ],
      environment: [:])
    #expect(result.outputText == "subjuntivo.imperfecto_ra\nsubjuntivo.imperfecto_se\n")
  }

  @Test(arguments: completions)
  func everyCompletionOffersInfoAndEveryTopic(_ path: String) throws {
    let words = Set(try Self.text(path).split { " \n\t\"'():\\".contains($0) })
    #expect(words.contains("info"))
    for topic in try InfoDocument(parsing: BundledTexts.info).topics {
      #expect(words.contains(Substring(topic.id)), "\(topic.id)")
    }
  }

  @Test func bashCompletesInfoTopics() throws {
    let script = Self.root.appendingPathComponent("Resources/completions/conjugar.bash").path
    let result = try runProcess(
      "/bin/bash",
      [
        "-c",
        "source \"$0\"; COMP_WORDS=(conjugar info spell); COMP_CWORD=2; _conjugar; "
          + "printf '%s\\n' \"${COMPREPLY[@]}\"",
        script,
      ],
      environment: [:])
    #expect(result.outputText == "spelling-changes\nspelling-2010\n")
  }

  @Test func bashCompletesVerbsWithoutTheirAccents() throws {
    let script = Self.root.appendingPathComponent("Resources/completions/conjugar.bash").path
    let binary = try #require(BuiltBinary.url).deletingLastPathComponent().path
    let result = try runProcess(
      "/bin/bash",
      [
        "-c",
        "PATH=\"$1:$PATH\"; source \"$0\"; COMP_WORDS=(conjugar sonrei); COMP_CWORD=1; "
          + "_conjugar; printf '%s\\n' \"${COMPREPLY[@]}\"",
        script, binary,
      ],
      environment: [:])
    // Two verbs: the letters typed kept, so that bash's common beginning deletes none.
    #expect(result.outputText == "sonreir\nsonreirse\n")
  }

  /// fish keeps only candidates that begin with what was typed, accents included: a verb whose
  /// accent falls there comes spelled as typed, described by its own spelling.
  @Test(
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: "/usr/bin/fish"), "fish is not installed"))
  func fishCompletesVerbsWithoutTheirAccents() throws {
    let script = Self.root.appendingPathComponent("Resources/completions/conjugar.fish").path
    let binary = try #require(BuiltBinary.url).deletingLastPathComponent().path
    func complete(_ line: String) throws -> String {
      try runProcess(
        "/usr/bin/fish",
        [
          "-c", "set PATH $argv[2] $PATH; source $argv[1]; complete -C \"\(line)\"", script, binary,
        ],
        environment: [:]
      ).outputText
    }
    #expect(try complete("conjugar sonrei") == "sonreir\tsonreír\nsonreirse\tsonreírse\n")
    #expect(try complete("conjugar oi") == "oir\toír\n")
    #expect(try complete("conjugar reí") == "reír\nreírse\n")
    #expect(try complete("conjugar hablab") == "")
    #expect(try complete("conjugar habla").hasPrefix("hablar\n"))
  }

  @Test(
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh"), "zsh is not installed"))
  func zshCompletesVerbsWithoutTheirAccents() throws {
    let script = Self.root.appendingPathComponent("Resources/completions/_conjugar").path
    let binary = try #require(BuiltBinary.url).deletingLastPathComponent().path
    let result = try runProcess(
      "/usr/bin/zsh",
      [
        "-c",
        "PATH=\"$2:$PATH\"; compadd() { print -l -- \"${@[${@[(i)--]}+1,-1]}\" }; "
          + "source \"$1\" 2>/dev/null; PREFIX=sonrei; _conjugar_verbs",
        "zsh", script, binary,
      ],
      environment: [:])
    #expect(result.outputText == "sonreir\nsonreirse\n")
  }

  @Test func theManPageAndHelpDescribeInfo() throws {
    #expect(try Self.text("Resources/man/conjugar.1").contains(".Cm info Ar TOPIC\n"))
    #expect(run("--help").output.contains("  info    "))
  }
}
