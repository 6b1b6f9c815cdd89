import ConjugarCore
import Testing

/// A verb made of a prefix and a listed verb follows that verb, its compounds, or the verbs
/// ending like it. Every verb here is made up.
@Suite struct PrefixGuessingTests {
  @Test func prefixedKnownVerbFollowsItsBase() {
    #expect(cell("reimponer", .preterito, .el) == "reimpuso")
  }

  /// After a prefix ending in a vowel the listed verb's r is written rr.
  @Test(arguments: [
    ("autorreponer", "reponer", "auto", "autorrepongo"),
    ("fotorrehacer", "rehacer", "foto", "fotorrehago"),
    ("contrarrecontar", "recontar", "contra", "contrarrecuento"),
  ])
  func prefixEndingInAVowelDoublesTheR(verb: String, base: String, prefix: String, yo: String)
    throws
  {
    let conjugation = try #require(try bundled?.conjugate(verb).get())
    #expect(conjugation.guess?.reason == .prefix(prefix, base: base))
    #expect(conjugation.cell(.finite(.presente, .yo)).canonical == yo)
  }

  @Test(arguments: [
    ("fotodeshacer", "foto", "fotodeshecho", "fotodeshago"),
    ("telecomponer", "tele", "telecompuesto", "telecompongo"),
    ("radiodisponer", "radio", "radiodispuesto", "radiodispongo"),
  ])
  func fotoTeleAndRadioArePrefixes(verb: String, prefix: String, participle: String, yo: String)
    throws
  {
    let conjugation = try #require(try bundled?.conjugate(verb).get())
    guard case .prefix(let found, _)? = conjugation.guess?.reason else {
      Issue.record("\(verb): \(String(describing: conjugation.guess))")
      return
    }
    #expect(found == prefix)
    #expect(conjugation.cell(.nonFinite(.participio)).canonical == participle)
    #expect(conjugation.cell(.finite(.presente, .yo)).canonical == yo)
  }

  /// The productive prefixes ending in a vowel (ultra-, micro-, mini-, ...) are prefixes too.
  @Test(arguments: [
    ("ultrarreponer", "ultra", "ultrarrepongo"), ("macrorrevolver", "macro", "macrorrevuelvo"),
    ("minihacer", "mini", "minihago"), ("multiponer", "multi", "multipongo"),
    ("semicerrar", "semi", "semicierro"), ("neotener", "neo", "neotengo"),
    ("plurirreponer", "pluri", "plurirrepongo"), ("microdecir", "micro", "microdigo"),
    ("polidecir", "poli", "polidigo"), ("pseudodecir", "pseudo", "pseudodigo"),
  ])
  func productiveVowelPrefixesArePrefixes(verb: String, prefix: String, yo: String) throws {
    let conjugation = try #require(try bundled?.conjugate(verb).get())
    switch conjugation.guess?.reason {
    case .prefix(let found, _)?, .compounds(let found, _)?: #expect(found == prefix)
    default: Issue.record("\(verb): \(String(describing: conjugation.guess))")
    }
    #expect(conjugation.cell(.finite(.presente, .yo)).canonical == yo)
  }

  /// Listed verbs that start with those letters stay listed, not split.
  @Test(arguments: ["microfilmar", "minimizar", "multiplicar", "politizar", "ultrajar"])
  func listedVerbsStartingLikeAPrefixAreNotGuessed(verb: String) throws {
    let conjugation = try #require(try bundled?.conjugate(verb).get())
    #expect(conjugation.guess == nil)
  }

  /// Compounds of decir take -dice in the tú imperative and both futures (NORMS §6a), as most
  /// listed ones do (predecir, contradecir, desdecir).
  @Test func compoundOfDecirFollowsMostListedCompounds() throws {
    let conjugation = try #require(try bundled?.conjugate("transdecir").get())
    #expect(
      conjugation.guess
        == Guess(models: ["predecir"], reason: .compounds(prefix: "trans", base: "decir")))
    #expect(conjugation.cell(.finite(.imperativoAfirmativo, .tu)) == .forms(["transdice"]))
    #expect(conjugation.cell(.finite(.futuro, .yo)) == .forms(["transdiré", "transdeciré"]))
    #expect(conjugation.cell(.nonFinite(.participio)) == .forms(["transdicho"]))
  }

  /// A split the listed verbs ending like it outvote is not trusted: trans + mentar would be
  /// transmiento, but comentar, dementar and most -mentar verbs are regular.
  @Test func falseSplitIsOutvotedByTheListedVerbsEndingLikeIt() throws {
    let conjugation = try #require(try bundled?.conjugate("transmentar").get())
    #expect(conjugation.guess == Guess(models: ["hablar"], reason: .ending("-mentar")))
    #expect(conjugation.cell(.finite(.presente, .yo)) == .forms(["transmento"]))
  }

  /// The same guard on made-up verbs alone: four regular -lentar verbs outvote the split
  /// des + plentar.
  @Test func falseSplitGuardOnMadeUpVerbs() throws {
    let conjugator = try MadeUpVerbs.conjugator([
      "aplentar\thablar", "emplentar\thablar", "plentar\tacertar", "replentar\thablar",
    ])
    let split = try conjugator.conjugate("desplentar").get()
    #expect(split.models == ["hablar"])
    let trusted = try MadeUpVerbs.conjugator(["plentar\tacertar", "replentar\tacertar"])
    let prefixed = try trusted.conjugate("desplentar").get()
    #expect(prefixed.guess == Guess(models: ["acertar"], reason: .prefix("des", base: "plentar")))
    #expect(prefixed.cell(.finite(.presente, .yo)) == .forms(["despliento"]))
  }

  /// encostar is not en + costar: its listed pronominal form encostarse is regular.
  @Test func pronominalFormWinsOverAPrefixSplit() throws {
    let conjugation = try #require(try bundled?.conjugate("encostar").get())
    #expect(conjugation.guess == Guess(models: ["hablar"], reason: .pronominal("encostarse")))
    #expect(conjugation.cell(.finite(.presente, .yo)) == .forms(["encosto"]))
  }
}
