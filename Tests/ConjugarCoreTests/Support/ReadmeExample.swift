import Foundation

/// The example of README's "Use as a library" section: the `Package.swift` and `main.swift` of
/// a package that depends on conjugar, and what it prints, read from the section's fenced
/// blocks so that the test builds the very text a reader copies.
struct ReadmeExample: Equatable {
  /// The first `swift` block, which begins with `// swift-tools-version`.
  var manifest: String
  /// The second `swift` block.
  var main: String
  /// The `text` block: what `swift run` prints.
  var output: String

  static let heading = "## Use as a library"

  /// The example of the section under `heading` in `readme`; nil when the section or one of
  /// its three blocks is missing.
  static func parse(_ readme: String) -> ReadmeExample? {
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0 == heading }) else { return nil }
    let section = lines[(start + 1)...].prefix { !$0.hasPrefix("## ") }
    var blocks: [(language: Substring, text: String)] = []
    var open: (language: Substring, lines: [Substring])?
    for line in section {
      if let block = open {
        if line == "```" {
          blocks.append((block.language, block.lines.joined(separator: "\n") + "\n"))
          open = nil
        } else {
          open?.lines.append(line)
        }
      } else if line.hasPrefix("```") {
        open = (line.dropFirst(3), [])
      }
    }
    let swift = blocks.filter { $0.language == "swift" }.map(\.text)
    let text = blocks.filter { $0.language == "text" }.map(\.text)
    guard swift.count == 2, text.count == 1, swift[0].hasPrefix("// swift-tools-version")
    else { return nil }
    return ReadmeExample(manifest: swift[0], main: swift[1], output: text[0])
  }

  /// The name of the manifest's executable target, where `main.swift` goes.
  var target: String? {
    guard let declaration = manifest.range(of: ".executableTarget("),
      let name = manifest.range(of: "name: \"", range: declaration.upperBound..<manifest.endIndex),
      let end = manifest[name.upperBound...].firstIndex(of: "\"")
    else { return nil }
    return String(manifest[name.upperBound..<end])
  }
}

/// The repository this test file is in: Tests/ConjugarCoreTests/Support/ReadmeExample.swift.
let repositoryRoot: URL = {
  var url = URL(fileURLWithPath: #filePath)
  for _ in 0..<4 { url.deleteLastPathComponent() }
  return url
}()
