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

  @Test(arguments: OptionName.allCases)
  func theManPageDescribesEveryOption(_ option: OptionName) throws {
    #expect(try Self.text("Resources/man/conjugar.1").contains("Fl -\(option.rawValue)"))
  }

  @Test(arguments: ["0", "1", "64", "70", "74"])
  func theManPageDocumentsEveryExitStatus(_ status: String) throws {
    #expect(try Self.text("Resources/man/conjugar.1").contains(".It \(status)\n"))
  }

  @Test(arguments: completions)
  func everyCompletionOffersEveryOption(_ path: String) throws {
    let script = try Self.text(path)
    for option in OptionName.allCases {
      let fishSpelling = "-l \(option.rawValue) "
      #expect(script.contains(option.long) || script.contains(fishSpelling), "\(option.long)")
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

  @Test func theManPageAndHelpDescribeInfo() throws {
    #expect(try Self.text("Resources/man/conjugar.1").contains(".Cm info\n.Op Ar topic\n"))
    #expect(HelpText.full.contains("conjugar info [TOPIC]"))
  }
}
