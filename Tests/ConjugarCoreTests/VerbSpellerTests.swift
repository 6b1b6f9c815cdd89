import BundledTables
import Testing

@testable import ConjugarCore

/// Finding the listed verb a misspelt word stands for.
@Suite struct VerbSpellerTests {
  private static let speller = Result {
    VerbSpeller(table: try VerbTable.bundled(), words: .bundled())
  }

  private func speller() throws -> VerbSpeller { try Self.speller.get() }

  private func suggestions(_ word: String) throws -> [String] {
    try speller().suggestions(for: word).map(\.infinitive)
  }

  @Test(arguments: [("reir", "reír"), ("írse", "irse"), ("hablár", "hablar"), ("oirse", "oírse")])
  func accentsAreIgnored(word: String, listed: String) throws {
    #expect(try speller().infinitive(matchingAccentsOf: word) == listed)
  }

  @Test func anUnlistedWordHasNoAccentMatch() throws {
    #expect(try speller().infinitive(matchingAccentsOf: "tuitear") == nil)
  }

  /// One of each kind of slip, and two together (aser: h and s for c).
  @Test(arguments: [
    ("ablar", "hablar"), ("hechar", "echar"), ("proibir", "prohibir"), ("bever", "beber"),
    ("empesar", "empezar"), ("conoser", "conocer"), ("hazer", "hacer"), ("yamar", "llamar"),
    ("elejir", "elegir"), ("cojer", "coger"), ("kerer", "querer"), ("atakar", "atacar"),
    ("segir", "seguir"), ("aburir", "aburrir"), ("enrredar", "enredar"), ("anadir", "añadir"),
    ("enpezar", "empezar"), ("comerr", "comer"), ("escibir", "escribir"), ("aser", "hacer"),
    ("acostarce", "acostarse"), ("lebantarse", "levantarse"), ("desir", "decir"),
  ])
  func aSlipLeadsToTheVerb(word: String, verb: String) throws {
    #expect(try speller().slipTargets(of: word).contains(verb))
  }

  @Test(arguments: ["tuitear", "googlear", "hablar", "reir", "xyz", "he hablado"])
  func aNewVerbAListedOneOrANonWordIsNoSlip(_ word: String) throws {
    #expect(try speller().slipTargets(of: word).isEmpty)
  }

  /// setear is a verb of its own, a slip away from the rare sestear only.
  @Test func aRareVerbIsNoSlipTarget() throws {
    #expect(try speller().slipTargets(of: "setear").isEmpty)
    let close = try speller().suggestions(for: "setear", maximumDistance: 1)
    #expect(close.contains(SpellingSuggestion(infinitive: "sestear", isSlip: false)))
  }

  @Test func theMoreCommonSlipTargetComesFirst() throws {
    #expect(try speller().slipTargets(of: "acer").first == "hacer")
    #expect(try suggestions("ablar").first == "hablar")
    #expect(try suggestions("empesar").first == "empezar")
  }

  /// A slip is the likelier mistake: the close amar (yamar without y) is not suggested.
  @Test func slipsLeaveCloseSpellingsOut() throws {
    #expect(try speller().suggestions(for: "yamar") == [.init(infinitive: "llamar", isSlip: true)])
  }

  /// asear (one slip: a dropped e) is far rarer than hacer (two: h, and s for c); pablar and
  /// tablar than hablar.
  @Test func aFarRarerVerbIsLeftOut() throws {
    #expect(try suggestions("aser") == ["hacer"])
    #expect(try suggestions("ablar") == ["hablar"])
  }

  @Test func amongSlipsOfOneCountTheMoreCommonComesFirst() throws {
    #expect(try suggestions("cojer").first == "coger")
  }

  @Test func closeVerbsAreSuggestedByDistanceThenFrequency() throws {
    let found = try speller().suggestions(for: "hablarqt")
    #expect(found.first == SpellingSuggestion(infinitive: "hablar", isSlip: false))
  }

  @Test func aMaximumDistanceNarrowsTheCloseVerbs() throws {
    #expect(try speller().suggestions(for: "hablarqt", maximumDistance: 1).isEmpty)
    #expect(try suggestions("hablarx").first == "hablar")
  }

  @Test(arguments: [
    ("hablar", true), ("írse", true), ("hablár", true), ("tuitear", true), ("tuvieron", false),
    ("he hablado", false),
  ])
  func anInfinitiveShapeIsToldWithoutTheTable(word: String, shaped: Bool) {
    #expect(VerbSpeller.mayBeInfinitive(word) == shaped)
  }
}
