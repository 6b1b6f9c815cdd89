import BundledTables
import Testing

@testable import ConjugarCore

/// The listed verbs by ending: each family once, any one family left out on request.
@Suite struct EndingIndexTests {
  static let index = EndingIndex(
    lines: [
      "actuar\tactuar", "adecuar\thablar,actuar", "averiguar\thablar", "menguar\thablar",
      "situar\tactuar", "situarse\tactuar", "tatuarse\tactuar",
    ].map { ArraySlice($0.utf8) })

  @Test func familiesSharingAnEndingAreFoundOnceEach() {
    let bases = Self.index.families(endingIn: "uar", hiding: nil).map(\.base).sorted()
    #expect(bases == ["actuar", "adecuar", "averiguar", "menguar", "situar", "tatuar"])
    #expect(Self.index.families(endingIn: "guar", hiding: nil).count == 2)
    #expect(Self.index.families(endingIn: "xuar", hiding: nil).isEmpty)
  }

  @Test func aHiddenFamilyIsLeftOut() {
    let bases = Self.index.families(endingIn: "tuar", hiding: "situar").map(\.base)
    #expect(bases.sorted() == ["actuar", "tatuar"])
  }

  @Test func aMajorityIsMoreThanHalf() {
    let uar = Self.index.families(endingIn: "uar", hiding: nil)
    #expect(Self.index.majority(endingIn: "uar", hiding: nil) == nil)  // 3 of 6 follow actuar
    #expect(EndingIndex.plurality(of: uar) == ["actuar"])
    #expect(Self.index.majority(endingIn: "tuar", hiding: nil) == ["actuar"])
    #expect(Self.index.majority(endingIn: "tuar", hiding: "actuar") == ["actuar"])
  }

  @Test func aTieHasNoPlurality() {
    let cuarOrGuar =
      Self.index.families(endingIn: "cuar", hiding: nil)
      + Self.index.families(endingIn: "enguar", hiding: nil)
    #expect(EndingIndex.plurality(of: cuarOrGuar) == nil)
  }

  /// The index is text searched by key prefix: read back from its text, it finds the same.
  @Test func anIndexReadFromItsTextFindsTheSameFamilies() {
    let read = EndingIndex(text: Self.index.text)
    for ending in ["uar", "tuar", "guar", "ar", "xuar", "situar"] {
      let families = { (index: EndingIndex) in
        index.families(endingIn: ending, hiding: nil).map { "\($0.base) \($0.models)" }.sorted()
      }
      #expect(families(read) == families(Self.index))
    }
  }

  /// A majority counted when the index is built is the one counted when asked, whatever is
  /// counted ahead: on the small index counting ahead every ending two families share, and on
  /// the bundled one, every ending it counted ahead.
  @Test func majoritiesCountedAheadAreTheCountedOnes() throws {
    let lines = [
      "actuar\tactuar", "adecuar\thablar,actuar", "averiguar\thablar", "menguar\thablar",
      "situar\tactuar", "situarse\tactuar", "tatuarse\tactuar", "vaciar\tvaciar",
    ].map { ArraySlice($0.utf8) }
    let ahead = EndingIndex(lines: lines, countingAheadFrom: 2)
    let asked = EndingIndex(lines: lines, countingAheadFrom: .max)
    #expect(ahead.text.contains("=rau\t-\n") && ahead.text.contains("=raut\tactuar\n"))
    #expect(!asked.text.contains("="))
    for ending in ["uar", "tuar", "guar", "uguar", "iar", "ar", "xuar"] {
      #expect(
        ahead.majority(endingIn: ending, hiding: nil)
          == asked.majority(
            endingIn: ending, hiding: nil), "\(ending)")
    }
    let table = try VerbTable.bundled()
    let bundledLines = try table.entries().map {
      ArraySlice("\($0.infinitive)\t\($0.models.joined(separator: ","))".utf8)
    }
    let counting = EndingIndex(lines: bundledLines, countingAheadFrom: .max)
    let endings = table.endingIndexText.split(separator: "\n").filter { $0.hasPrefix("=") }.map {
      String($0.dropFirst().prefix { $0 != "\t" }.reversed())
    }
    #expect(endings.count > 300)
    for ending in endings {
      #expect(
        table.endingIndex.majority(endingIn: ending, hiding: nil)
          == counting.majority(endingIn: ending, hiding: nil), "\(ending)")
    }
  }

  /// The index compiled in (EmbedVerbTables) is the one the bundled verb lines give.
  @Test func theCompiledIndexIsTheOneTheBundledVerbsGive() throws {
    let table = try VerbTable.bundled()
    let lines = try table.entries().map {
      ArraySlice("\($0.infinitive)\t\($0.models.joined(separator: ","))".utf8)
    }
    #expect(table.endingIndexText.utf8.count > 100_000)
    #expect(table.endingIndexText == EndingIndex(lines: lines).text)
  }
}
