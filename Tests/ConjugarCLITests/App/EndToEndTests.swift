import Foundation
import Testing

@testable import ConjugarCLI

/// Runs of the built `conjugar` binary, for what only a real process shows: exit statuses,
/// closed pipes, raw byte arguments, streaming through pipes and terminals.
@Suite(.enabled(if: BuiltBinary.url != nil, BuiltBinary.missing))
struct EndToEndTests {
  @Test func helpExits0() throws {
    let result = try runBinary(["--help"])
    #expect(result.status == 0)
    #expect(result.outputText.hasPrefix("usage: conjugar"))
  }

  @Test func versionExits0() throws {
    #expect(try runBinary(["--version"]).outputText.hasPrefix("conjugar 0.1.0\n"))
  }

  @Test func aTableExits0() throws {
    let result = try runBinary(["--no-vos", "hablar"])
    #expect(result.status == 0)
    #expect(tableBody(result.outputText).count == 138)
    #expect(result.errorOutput.isEmpty)
  }

  @Test func aNonVerbExits1() throws {
    let result = try runBinary(["xyz"])
    #expect(result.status == 1)
    #expect(result.errorOutput == "conjugar: error: no Spanish verb form matches 'xyz'\n")
  }

  @Test func aFormIsLookedUp() throws {
    let result = try runBinary(["--lookup", "-f", "tsv", "tuvieron"])
    #expect(result.status == 0)
    #expect(result.outputText == "tuvieron\ttener\tindicativo.preterito\tellos\t-\n")
    #expect(result.errorOutput.isEmpty)
  }

  @Test func anUnknownOptionExits64() throws {
    let result = try runBinary(["--tence", "x", "hablar"])
    #expect(result.status == 64)
    #expect(result.errorOutput.contains("did you mean --tense?"))
  }

  @Test func aMissingFileExits74() throws {
    #expect(try runBinary(["--file", "/nonexistent/verbs"]).status == 74)
  }

  /// `conjugar hablar | head -1`: the first line, nothing on standard error.
  @Test func pipingIntoHeadEndsQuietly() throws {
    let binary = try #require(BuiltBinary.url).path
    let result = try runShell("\"$0\" hablar | head -1", binary)
    #expect(result.status == 0)
    #expect(result.outputText == "hablar — to speak, talk\n")
    #expect(result.errorOutput.isEmpty)
  }

  /// A closed pipe while output is still coming: exit 74, no message, no crash.
  @Test func aClosedPipeExits74Quietly() throws {
    let binary = try #require(BuiltBinary.url).path
    let script = "\"$0\" --all --format tsv | head -1; echo \"status ${PIPESTATUS[0]}\""
    let result = try runShell(script, binary)
    #expect(result.outputText.hasSuffix("\nstatus 74\n"))
    #expect(result.errorOutput.isEmpty)
  }

  @Test func anInvalidUTF8ArgumentExits1WithAMessage() throws {
    let binary = try #require(BuiltBinary.url).path
    let result = try runShell("\"$0\" \"$(printf 'habl\\377\\376ar')\"", binary)
    #expect(result.status == 1)
    #expect(
      result.errorOutput == "conjugar: error: 'habl\\u{FFFD}\\u{FFFD}ar' is not valid UTF-8\n")
  }

  /// Linux refuses single arguments over 128 KiB, so the 1 MB case is tested in-process.
  @Test func aHundredKilobyteArgumentExits1WithAShortMessage() throws {
    let result = try runBinary([String(repeating: "a", count: 100_000)])
    #expect(result.status == 1)
    #expect(result.errorOutput.hasSuffix("aaaa…'\n"))
    #expect(result.errorOutput.count < 200)
  }

  /// With almost no file descriptors to spare, `--all` still renders on every processor: its
  /// threads need none (Dispatch trapped here).
  @Test func allRunsWithAlmostNoFileDescriptors() throws {
    let binary = try #require(BuiltBinary.url).path
    let script = "ulimit -n 4; exec \"$0\" --all --model hablar -f list -t infinitivo --vos"
    let result = try runShell(script, binary)
    #expect(result.status == 0)
    #expect(result.outputText.hasPrefix("ababillarse\nabacorar\n"))
    #expect(result.errorOutput.isEmpty)
  }

  /// A co-process gets each verb's lines while its standard input is still open.
  @Test func aVerbIsAnsweredBeforeStandardInputCloses() throws {
    try answersBeforeStandardInputCloses(
      ["--format", "tsv", "--no-vos", "-"], line: "hablar", expectedLines: 121)
  }

  /// The same for a looked-up form.
  @Test func aFormIsAnsweredBeforeStandardInputCloses() throws {
    try answersBeforeStandardInputCloses(
      ["--lookup", "--format", "tsv", "-"], line: "fue", expectedLines: 2)
  }

  private func answersBeforeStandardInputCloses(
    _ arguments: [String], line: String, expectedLines: Int
  ) throws {
    let binary: URL = try #require(BuiltBinary.url)
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    input.fileHandleForWriting.write(Data((line + "\n").utf8))
    let received = TestBox(Data())
    let answered = DispatchSemaphore(value: 0)
    let reader = output.fileHandleForReading
    DispatchQueue.global().async {
      while received.value.filter({ $0 == 0x0A }).count < expectedLines {
        let chunk = reader.availableData
        if chunk.isEmpty { break }
        received.modify { $0.append(chunk) }
      }
      answered.signal()
    }
    let result = answered.wait(timeout: .now() + 30)
    #expect(result == .success, "no answer within 30 s while standard input was open")
    #expect(process.isRunning)
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(received.value.filter { $0 == 0x0A }.count == expectedLines)
  }

  private func runShell(_ script: String, _ argument: String) throws -> ProcessResult {
    try runProcess(
      "/bin/bash", ["-c", script, argument], environment: ProcessInfo.processInfo.environment)
  }
}
