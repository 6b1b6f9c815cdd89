import Foundation
import Testing

@testable import ConjugarCLI

/// Runs of the built binary for what the operating system decides: the environment's bytes,
/// a full disk, a missing home directory.
@Suite(.enabled(if: BuiltBinary.url != nil, BuiltBinary.missing))
struct SettingsEndToEndTests {
  /// Runs `script` in bash with the binary as `$0` and an environment of `variables` only.
  private func shell(_ script: String, _ variables: [String: String] = [:]) throws
    -> ProcessResult
  {
    let binary = try #require(BuiltBinary.url).path
    return try runProcess("/bin/bash", ["-c", script, binary], environment: variables)
  }

  @Test func withNeitherHomeNorXDGConfigHomeSavingSaysSoAndExits74() throws {
    let result = try shell("exec \"$0\" settings vos on")
    #expect(result.status == 74)
    #expect(result.outputText.isEmpty)
    #expect(
      result.errorOutput
        == "conjugar: error: cannot save settings: neither XDG_CONFIG_HOME nor HOME is set\n")
  }

  @Test(arguments: [["settings"], ["settings", "vos", "on"], ["settings", "--help"], ["--help"]])
  func aFullDiskExits74WithAMessage(arguments: [String]) async throws {
    try await withTemporaryDirectory { directory in
      let command = (["exec \"$0\""] + arguments).joined(separator: " ") + " > /dev/full"
      let result = try shell(command, ["XDG_CONFIG_HOME": directory.path])
      #expect(result.status == 74)
      #expect(
        result.errorOutput.hasSuffix("cannot write to standard output: No space left on device\n"))
    }
  }

  @Test func bytesThatAreNotUTF8InXDGConfigHomeNameTheDirectoryAsTheyAre() async throws {
    try await withTemporaryDirectory { directory in
      let script = """
        export XDG_CONFIG_HOME="$1/$(printf 'c\\351\\377')"
        "$0" settings vos on >/dev/null && test -f "$XDG_CONFIG_HOME/conjugar/settings.json" \
          && rm -r "$XDG_CONFIG_HOME"
        """
      let binary = try #require(BuiltBinary.url).path
      let result = try runProcess(
        "/bin/bash", ["-c", script, binary, directory.path], environment: [:])
      #expect(result.status == 0)
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }
  }
}
