import ConjugarCore
import ConjugarTestSupport
import Foundation
import Testing

/// Runs every verb of each reference source through the engine and compares cell by cell.
/// Differences must be explained by a reviewed reason in `deviations.tsv`: against
/// conjugate-esp at least 99.9% of cells agree after them; against Jehle, UniMorph and
/// Apertium every difference is explained. The full report goes to the temporary directory.
@Suite(.serialized) struct ConformanceTests {
  static let sources = ["conjugate_esp", "jehle", "unimorph", "apertium"]

  @Test func sharedSpecIsPresentInCI() {
    if SharedSpec.isCI {
      #expect(SharedSpec.directory != nil, "CI=true but ../shared is missing")
    }
  }

  @Test(SharedSpec.needed)
  func referenceSourcesAgree() throws {
    let deviations = try Self.deviations()
    var used = Set<Int>()
    for source in Self.sources {
      let comparison = try Comparison(source: source, deviations: deviations)
      used.formUnion(comparison.usedDeviations)
      let report = comparison.report()
      print(report.summary)
      let file = FileManager.default.temporaryDirectory
        .appendingPathComponent("conjugar-conformance-\(source).txt")
      try? report.full.write(to: file, atomically: true, encoding: .utf8)
      // The issue asks for 99.9% against conjugate-esp; every difference being explained is
      // stricter, and catches a regression in a single cell.
      if source == "conjugate_esp" {
        #expect(comparison.agreement >= 0.999, "\(report.summary)\nsee \(file.path)")
      }
      #expect(comparison.unexplained.count == 0, "\(report.summary)\nsee \(file.path)")
    }
    let stale = deviations.filter { !used.contains($0.line) }.map { "line \($0.line)" }
    #expect(stale.isEmpty, "deviations.tsv reasons that explain no cell: \(stale)")
  }

  static func deviations() throws -> [Deviation] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("deviations.tsv")
    let text = try String(contentsOf: url, encoding: .utf8)
    var result: [Deviation] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    where !line.isEmpty && !line.hasPrefix("#") {
      result.append(try Deviation(line: line, number: index + 1))
    }
    return result
  }
}
