import BundledTables
import ConjugarCore
import Foundation
import Testing

@testable import ConjugarCLI

/// The project's own output for a few hundred verbs that cover every model, checked against
/// `Golden/golden.tsv`, so that a clone without ../shared still tests every model. After an
/// intended change, `make golden` rewrites the file; review its diff.
@Suite struct GoldenTests {
  private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden")
  private static let verbList = folder.appendingPathComponent("verbs.txt")

  @Test func goldenVerbsConjugateAsRecorded() throws {
    let expected = try String(
      contentsOf: Self.folder.appendingPathComponent("golden.tsv"), encoding: .utf8)
    let result = TestEnvironment(
      ["--guess", "--format", "tsv", "--vos", "--file", Self.verbList.path]
    ).run()
    #expect(result.status == ExitStatus.success, "\(result.errorOutput)")
    let actual = result.output.split(separator: "\n", omittingEmptySubsequences: false)
    let wanted = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let differing = zip(actual, wanted).filter { $0 != $1 }.prefix(5)
    let hint = "if the change is intended, run `make golden` and review the diff"
    #expect(differing.isEmpty, "first differences (now, recorded): \(Array(differing)); \(hint)")
    #expect(
      actual.count == wanted.count, "\(actual.count) lines, \(wanted.count) recorded; \(hint)")
  }

  @Test func goldenVerbsCoverEveryModel() throws {
    let table = try VerbTable.bundled()
    let listed = try String(contentsOf: Self.verbList, encoding: .utf8)
      .split(separator: "\n").filter { !$0.hasPrefix("#") }
    var covered = Set<String>()
    for verb in listed {
      if let entry = try table.entry(for: String(verb)) { covered.formUnion(entry.models) }
    }
    let missing = table.models.names.filter { !covered.contains($0) }
    #expect(missing.isEmpty, "models with no golden verb: \(missing)")
  }
}
