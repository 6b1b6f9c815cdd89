import BundledTables
import ConjugarCore
import Foundation
import Testing

@testable import ConjugarCLI

/// What the generated completion scripts offer for option values and tense names, run in the
/// shells themselves where they are installed.
@Suite struct ShellCompletionTests {
  private static let completions = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Resources/completions")

  private static let hasFish = FileManager.default.isExecutableFile(atPath: "/usr/bin/fish")

  /// What bash completes for the words of `line`, the last one being completed.
  private func bash(_ line: String) throws -> [String] {
    let script = Self.completions.appendingPathComponent("conjugar.bash").path
    let words = line.split(separator: " ", omittingEmptySubsequences: false)
    let result = try runProcess(
      "/bin/bash",
      [
        "-c",
        "source \"$0\"; COMP_WORDS=($1); COMP_CWORD=\(words.count - 1); _conjugar; "
          + "printf '%s\\n' \"${COMPREPLY[@]}\"",
        script, line,
      ],
      environment: [:])
    return result.outputText.split(separator: "\n").map(String.init)
  }

  /// What fish completes for `line`: a line per candidate, with its description after a tab.
  private func fish(_ line: String) throws -> String {
    let script = Self.completions.appendingPathComponent("conjugar.fish").path
    return try runProcess(
      "/usr/bin/fish", ["-c", "source $argv[1]; complete -C \"\(line)\"", script],
      environment: [:]
    ).outputText
  }

  @Test func bashCompletesTheTenseNamesPeopleStartTyping() throws {
    #expect(try bash("conjugar -t pres") == ["presente", "present"])
    let preterite = ["pretérito", "preterito", "preterite", "preterit"]
    #expect(try bash("conjugar --tense pret") == preterite)
    #expect(try bash("conjugar quiz -t condic") == ["condicional"])
  }

  @Test func bashCompletesInfoTopicsByTheirNames() throws {
    #expect(try bash("conjugar info pret") == ["pretérito", "preterito", "preterite", "preterit"])
    #expect(try bash("conjugar info gerun") == ["gerundio", "gerund"])
  }

  @Test func everyTenseWordResolvesToTheTenseItsDescriptionNames() {
    for word in TenseName.completionWords {
      let id = TenseName.resolve(word.word)
      #expect(id != nil, "\(word.word)")
      #expect(id.map(TenseName.description) == word.meaning, "\(word.word)")
    }
    let words = TenseName.completionWords.map(\.word)
    for name in ["presente", "pretérito", "preterito", "imperfecto", "futuro", "condicional"] {
      #expect(words.contains(name), "\(name)")
    }
  }

  @Test func everyInfoWordNamesATopic() throws {
    let index = try TopicIndex(InfoDocument(parsing: BundledTexts.info))
    for word in InfoTopics.completionWords {
      #expect(index.topic(named: word) != nil, "\(word)")
    }
  }

  @Test func fishDescribesAValueByItsOwnMeaningOrNotAtAll() {
    let option = OptionSpec(
      long: "shade",
      value: .choice(name: "SHADE", values: [.init("red", "like blood"), .init("grey")]),
      help: "a shade: red, grey (default); see the man page")
    let command = CommandSpec(
      name: nil, usage: [], summary: "", groups: [.init("", [.option(option)])], operands: .none)
    let script = FishCompletion.script([command])
    let values = #"-l shade -x -a "red\\t'like blood' grey\\t''""#
    #expect(script.contains(values + #" -d "a shade: red, grey (default); see the man page""#))
  }

  @Test(.enabled(if: hasFish, "fish is not installed"))
  func fishDescribesPersonsFormatsAndLevelsOneByOne() throws {
    #expect(
      try fish("conjugar -p ")
        == "el\tél/ella/usted\nellos\tellos/ellas/ustedes\nnosotros\tnosotros\ntu\ttú\nvos\tvos\n"
        + "vosotros\tvosotros\nyo\tyo\n")
    #expect(try fish("conjugar --format ").contains("tsv\tone line per cell: infinitive,"))
    #expect(try fish("conjugar quiz --difficulty ").contains("difficult\tevery tense\n"))
    #expect(try fish("conjugar quiz --region ").contains("spain\tevery person, vosotros"))
    #expect(try fish("conjugar deck --style ").contains("cloze\tAnki's Cloze note type"))
  }

  @Test(.enabled(if: hasFish, "fish is not installed"))
  func fishDescribesAnOptionByItsWholeHelpLine() throws {
    #expect(
      try fish("conjugar --form")
        == "--format\ttable (default), tsv, json, list; each is described in man conjugar\n")
  }

  @Test(.enabled(if: hasFish, "fish is not installed"))
  func fishCompletesTenseNamesDescribedByTheirTense() throws {
    #expect(
      try fish("conjugar -t preterito")
        == "preterito\tpretérito perfecto simple de indicativo (preterite)\n")
  }
}
