import Testing

@testable import BundledTables
@testable import ConjugarCore

/// The filters of keys that spare searches: never wrong about a key that is there, rarely
/// wrong about one that is not, and, for the bundled tables, built from what they filter.
@Suite struct KeyFilterTests {
  private func mayContain(_ filter: KeyFilter, _ key: String) -> Bool {
    Array(key.utf8).withUnsafeBufferPointer { filter.mayContain($0) }
  }

  private static let lines = (0..<1_000).map { "k\($0)\tline \($0)" }.joined(separator: "\n")

  @Test func everyKeyItWasBuiltFromMayBeThere() throws {
    let filter = try #require(
      KeyFilter(text: KeyFilter.text(forKeysOf: "# a comment\n" + Self.lines)))
    for number in 0..<1_000 { #expect(mayContain(filter, "k\(number)")) }
  }

  @Test func mostOtherKeysAreRuledOut() throws {
    let filter = try #require(KeyFilter(text: KeyFilter.text(forKeysOf: Self.lines)))
    let passed = (0..<10_000).count { mayContain(filter, "x\($0)") }
    #expect(passed < 300, "\(passed) of 10,000 absent keys passed")
    #expect(!mayContain(filter, "# a comment"))
  }

  @Test func aTextOfNoFiltersLengthIsNoFilter() {
    #expect(KeyFilter(text: "") == nil)
    #expect(KeyFilter(text: String(repeating: "0", count: 100)) == nil)
    #expect(KeyFilter(text: String(repeating: "0", count: 64)) != nil)
  }

  @Test func searchesFindTheSameWithTheFilterAsWithout() throws {
    let text = "# comment\n" + Self.lines.split(separator: "\n").sorted().joined(separator: "\n")
    let filtered = SortedLines(
      text, filter: try #require(KeyFilter(text: KeyFilter.text(forKeysOf: text))))
    let plain = SortedLines(text)
    for key in ["k0", "k999", "k5", "k1000", "x", "", "k", "# comment"] {
      #expect(filtered.all(withKey: key.utf8) == plain.all(withKey: key.utf8), "\(key)")
      #expect(filtered.contains(key: key.utf8) == plain.contains(key: key.utf8), "\(key)")
    }
  }

  /// The filters compiled in (EmbedVerbTables) are those of the texts compiled beside them.
  @Test func theBundledFiltersAreThoseOfTheBundledTexts() {
    #expect(EmbeddedTables.verbsFilter == KeyFilter.text(forKeysOf: EmbeddedTables.verbs))
    #expect(EmbeddedTables.slipFilter == KeyFilter.text(forKeysOf: EmbeddedTables.slipIndex))
    #expect(KeyFilter(text: EmbeddedTables.verbsFilter) != nil)
    #expect(KeyFilter(text: EmbeddedTables.slipFilter) != nil)
  }
}
