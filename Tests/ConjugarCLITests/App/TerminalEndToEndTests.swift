import Foundation
import Testing

@testable import ConjugarCLI

/// Runs of the built binary on a pseudo-terminal (`script`), as a person runs it.
@Suite(
  .enabled(if: BuiltBinary.url != nil, BuiltBinary.missing),
  .enabled(
    if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"),
    "util-linux `script` is needed for a pseudo-terminal"))
struct TerminalEndToEndTests {
  private let promptLine = "Enjoying conjugar?"

  /// The environment of a run: a fresh config directory (home and state directory beside it),
  /// prompts not disabled.
  private func variables(_ configHome: URL) -> [String: String] {
    var variables = ProcessInfo.processInfo.environment
    variables["XDG_CONFIG_HOME"] = configHome.path
    variables["XDG_STATE_HOME"] = configHome.appendingPathComponent("state").path
    variables["HOME"] = configHome.appendingPathComponent("home").path
    variables["CONJUGAR_NO_REVIEW_PROMPT"] = nil
    variables["NO_COLOR"] = nil
    variables["TERM"] = "xterm-256color"
    variables["CONJUGAR_PAGER"] = nil
    variables["PAGER"] = nil
    return variables
  }

  @Test func nineInteractiveRunsPromptOnceOnTheNinth() async throws {
    let binary = try #require(BuiltBinary.url).path
    try await withTemporaryDirectory { directory in
      var prompted: [Int] = []
      for run in 1...9 {
        let result = try runProcess(
          "/usr/bin/script", ["-qec", "'\(binary)' -t participio hablar", "/dev/null"],
          environment: variables(directory))
        #expect(result.status == 0)
        if result.outputText.contains(promptLine) { prompted.append(run) }
      }
      #expect(prompted == [9])
      // The count is all that is kept: no lock file, no temporary.
      let kept = try FileManager.default.subpathsOfDirectory(atPath: directory.path)
      #expect(Set(kept) == ["conjugar", "conjugar/settings.json"])
    }
  }

  @Test func ninePipedRunsShowNothingAndLeaveNoFiles() async throws {
    let binary = try #require(BuiltBinary.url).path
    try await withTemporaryDirectory { directory in
      for _ in 1...9 {
        let result = try runProcess(
          binary, ["-t", "participio", "hablar"], environment: variables(directory))
        #expect(!result.outputText.contains(promptLine))
        #expect(!result.errorOutput.contains(promptLine))
      }
      // Uncounted runs leave nothing: no settings file, no directory, no lock.
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }
  }

  @Test func aLookedUpFormOffersTheTableOnATerminalOnly() async throws {
    let binary = try #require(BuiltBinary.url).path
    try await withTemporaryDirectory { directory in
      let environment = variables(directory)
      let command = ["-qec", "'\(binary)' --color never tuvieron", "/dev/null"]
      let terminal = try runProcess("/usr/bin/script", command, environment: environment)
      let piped = try runProcess(binary, ["tuvieron"], environment: environment)
      #expect(terminal.outputText.contains("to see the table: conjugar tener"))
      #expect(piped.status == 0)
      #expect(piped.outputText.hasPrefix("tuvieron\n  tener (to have): tuvieron\n"))
      #expect(!piped.outputText.contains("conjugar tener"))
    }
  }

  /// A message on a terminal wraps at its width between words (the terminal would have cut
  /// `hablar` in two at 60 columns).
  @Test func aWarningWrapsAtTheTerminalsWidthBetweenWords() async throws {
    let binary = try #require(BuiltBinary.url).path
    try await withTemporaryDirectory { directory in
      var environment = variables(directory)
      environment["COLUMNS"] = nil
      let result = try runProcess(
        "/usr/bin/script",
        [
          "-qec", "stty rows 24 cols 60; '\(binary)' --guess -t presente ablar >/dev/null",
          "/dev/null",
        ],
        environment: environment)
      let lines = result.outputText.replacing("\r\n", with: "\n").split(separator: "\n")
      #expect(lines.count == 3)
      #expect(lines.allSatisfy { CellText.visibleWidth(String($0)) <= 60 })
      #expect(lines.last == "  hablar?)")
    }
  }

  /// `conjugar hablar` is a grid that fits one 120x40 screen, so no pager opens; at 80x24 it
  /// does not fit, and the pager opens.
  @Test func theGridFitsA120By40Screen() async throws {
    let binary = try #require(BuiltBinary.url).path
    try await withTemporaryDirectory { directory in
      var environment = variables(directory)
      environment["CONJUGAR_PAGER"] = "sh -c 'echo PAGER-OPENED; cat'"
      environment["COLUMNS"] = nil
      let wide = try runProcess(
        "/usr/bin/script",
        ["-qec", "stty rows 40 cols 120; '\(binary)' --color never --no-vos hablar", "/dev/null"],
        environment: environment)
      #expect(!wide.outputText.contains("PAGER-OPENED"))
      #expect(wide.outputText.contains("indicativo  presente"))
      let lines = wide.outputText.split(whereSeparator: \.isNewline)
      #expect(lines.count <= 40)
      let narrow = try runProcess(
        "/usr/bin/script",
        ["-qec", "stty rows 24 cols 80; '\(binary)' --color never --no-vos hablar", "/dev/null"],
        environment: environment)
      #expect(narrow.outputText.contains("PAGER-OPENED"))
    }
  }

  @Test func aTerminalGetsColourAndNoColorRemovesIt() async throws {
    let binary = try #require(BuiltBinary.url).path
    try await withTemporaryDirectory { directory in
      var environment = variables(directory)
      let command = ["-qec", "'\(binary)' -t participio hablar", "/dev/null"]
      let colored = try runProcess("/usr/bin/script", command, environment: environment)
      environment["NO_COLOR"] = "1"
      let plain = try runProcess("/usr/bin/script", command, environment: environment)
      #expect(colored.outputText.contains("\u{1B}[1m"))
      #expect(!plain.outputText.contains("\u{1B}["))
    }
  }

  /// The live launcher, with a stand-in for a pager that copies what it is given to a file.
  @Test func aTallTableGoesThroughThePagerCommandAndAMissingOneIsReplaced() async throws {
    let binary = try #require(BuiltBinary.url).path
    try await withTemporaryDirectory { directory in
      var environment = variables(directory)
      environment["CONJUGAR_NO_REVIEW_PROMPT"] = "1"
      let paged = directory.appendingPathComponent("paged.txt").path
      environment["CONJUGAR_PAGER"] = "cat > '\(paged)'"
      let command = "stty rows 20 cols 80; '\(binary)' --color never hablar"
      let result = try runProcess(
        "/usr/bin/script", ["-qec", command, "/dev/null"], environment: environment)
      #expect(result.status == 0)
      let text = try String(contentsOfFile: paged, encoding: .utf8)
      #expect(text.hasPrefix("hablar — to speak"))
      #expect(text.contains("hubiéramos hablado"))
      #expect(!result.outputText.contains("hablar — to speak"))
      environment["CONJUGAR_PAGER"] = "no-such-pager-here"
      let missing = try runProcess(
        "/usr/bin/script", ["-qec", command, "/dev/null"], environment: environment)
      #expect(missing.status == 0)
      #expect(missing.outputText.contains("hubiéramos hablado"))
      #expect(missing.outputText.contains("the pager 'no-such-pager-here' exited with status 127"))
    }
  }
}
