import ConjugarCore
import Testing

/// A verb listed only as pronominal (calofriarse) lends its models to its plain verb, which is
/// then conjugated without being called unknown.
@Suite struct PronominalBaseTests {
  @Test func plainVerbFollowsItsListedPronominalForm() throws {
    let conjugator = try MadeUpVerbs.conjugator(["zorcontarse\tcontar"])
    let conjugation = try conjugator.conjugate("zorcontar").get()
    #expect(conjugation.guess == Guess(models: ["contar"], reason: .pronominal("zorcontarse")))
    #expect(!conjugation.isGuessed)
    #expect(conjugation.cell(.finite(.presente, .yo)) == .forms(["zorcuento"]))
    #expect(conjugation.cell(.finite(.imperativoAfirmativo, .tu)) == .forms(["zorcuenta"]))
  }

  /// Its gaps come along (a verb of third persons only), its own cells, which carry pronouns,
  /// do not.
  @Test func plainVerbSharesThePronominalFormsGaps() throws {
    let conjugator = try MadeUpVerbs.conjugator([
      "blantarse\thablar\tdefective=third,imperativo.afirmativo.nosotros=blantémonos"
    ])
    let conjugation = try conjugator.conjugate("blantar").get()
    #expect(conjugation.cell(.finite(.presente, .yo)) == .defective)
    #expect(conjugation.cell(.finite(.presente, .el)) == .forms(["blanta"]))
    #expect(conjugation.cell(.finite(.imperativoAfirmativo, .nosotros)) == .defective)
  }

  /// Every base of a verb the bundled tables list only as pronominal (about 480).
  @Test func everyPronominalOnlyVerbLendsItsModels() throws {
    let bundled = try #require(bundled)
    var checked = 0
    var wrong: [String] = []
    for entry in try bundled.table.entries() where entry.infinitive.hasSuffix("se") {
      let base = String(entry.infinitive.dropLast(2))
      guard try bundled.table.entry(for: base) == nil else { continue }
      checked += 1
      let conjugation = try bundled.conjugate(base).get()
      let expected = Guess(models: entry.models, reason: .pronominal(entry.infinitive))
      if conjugation.guess != expected || conjugation.isGuessed { wrong.append(base) }
    }
    #expect(checked > 450)
    #expect(wrong.isEmpty, "\(wrong.prefix(20))")
  }
}
