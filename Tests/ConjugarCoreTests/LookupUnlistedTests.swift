import ConjugarCore
import Testing

/// Forms of verbs no table lists, and forms a slip away from listed ones.
@Suite struct LookupUnlistedTests {
  private func lookup() throws -> Lookup { try #require(LookupFixture.lookup) }

  private func readings(_ query: String) throws -> [String] {
    LookupFixture.readings(try lookup().analyses(of: query, includeVos: false))
  }

  @Test func aFormOfAGuessedVerbIsFoundAndMarked() throws {
    let found = try lookup().analyses(of: "tuiteo", includeVos: false)
    #expect(
      LookupFixture.readings(found) == [
        "tuitear indicativo.presente yo", "tuitear indicativo.preterito el ~",
      ])
    #expect(found.allSatisfy { $0.isGuessed })
  }

  @Test(arguments: [
    ("googleamos", "googlear indicativo.presente nosotros"),
    ("customizó", "customizar indicativo.preterito el"),
  ])
  func verbsFormedAsNewVerbsAreFound(query: String, reading: String) throws {
    #expect(try readings(query).contains(reading))
  }

  @Test func aListedVerbsReadingLeavesGuessesOut() throws {
    let found = try lookup().analyses(of: "hablo", includeVos: false)
    #expect(!found.isEmpty)
    #expect(found.allSatisfy { !$0.isGuessed })
  }

  /// perro would be a form of a verb perrar, which nothing forms; ablo of ablar, which is
  /// hablar misspelt.
  @Test(arguments: ["perro", "ablo"])
  func aNounOrASlipIsNoGuessedVerbsForm(_ query: String) throws {
    #expect(try readings(query).isEmpty)
  }

  @Test(arguments: [
    ("tuviron", "tuvieron"), ("llendo", "yendo"), ("dijimso", "dijimos"), ("abló", "habló"),
    ("hablamo", "hablamos"),
  ])
  func aFormOneSlipAwayIsSuggested(query: String, form: String) throws {
    let close = try lookup().closeForms(to: query, includeVos: false) { _ in true }
    #expect(close.contains(form))
    #expect(close.count <= 3)
  }

  @Test func closeFormsAreThoseAccepted() throws {
    let close = try lookup().closeForms(to: "tuviron", includeVos: false) { _ in false }
    #expect(close.isEmpty)
  }

  @Test func punctuationIsLeftOutOfCloseForms() throws {
    let close = try lookup().closeForms(to: "¿tuviron?", includeVos: false) { _ in true }
    #expect(close.first == "tuvieron")
  }
}
