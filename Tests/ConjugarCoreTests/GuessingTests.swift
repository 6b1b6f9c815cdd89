import ConjugarCore
import Testing

/// Verbs no table lists are conjugated by what the listed verbs with their ending mostly follow,
/// and the result says which model was used and why. Every verb here is made up.
@Suite struct GuessingTests {
  @Test func unknownVerbIsConjugatedAsRegularAndFlagged() throws {
    let conjugation = try #require(try bundled?.conjugate("googlear").get())
    #expect(conjugation.isGuessed)
    #expect(conjugation.isRegular)
    #expect(conjugation.guess == Guess(models: ["hablar"], reason: .ending("-ear")))
    #expect(conjugation.cell(.finite(.preterito, .yo)) == .forms(["googleé"]))
  }

  @Test func orthographicRulesApplyToGuessedVerbs() {
    #expect(cell("wasapear", .subjuntivoPresente, .yo) == "wasapee")
    #expect(cell("tuitear", .preterito, .el) == "tuiteó")
  }

  /// Each ending class the listed verbs settle, with a made-up verb of the class: its model, the
  /// ending named as the reason, and cells that tell the model apart.
  @Test(arguments: [
    ("flontuar", ["actuar"], "-uar", [(Tense.presente, Person.yo, "flontúo")]),
    ("zanguar", ["hablar"], "-guar", [(.presente, .yo, "zanguo"), (.preterito, .yo, "zangüé")]),
    ("trecuar", ["hablar", "actuar"], "-cuar", [(.presente, .yo, "trecuo|trecúo")]),
    ("zoografiar", ["vaciar"], "-fiar", [(.presente, .yo, "zoografío")]),
    ("tosaizar", ["enraizar"], "-aizar", [(.presente, .yo, "tosaízo")]),
    ("brumecer", ["nacer"], "-cer", [(.presente, .yo, "brumezco")]),
    (
      "zonferir", ["sentir"], "-erir",
      [(.presente, .yo, "zonfiero"), (.preterito, .el, "zonfirió")]
    ),
    ("blovertir", ["sentir"], "-ertir", [(.presente, .yo, "blovierto")]),
    ("flameñir", ["pedir"], "-eñir", [(.presente, .yo, "flamiño"), (.preterito, .el, "flamiñó")]),
    ("dreír", ["reír"], "-eír", [(.presente, .yo, "drío"), (.preterito, .el, "drio")]),
    (
      "tresgüir", ["huir"], "-üir",
      [(.presente, .yo, "tresguyo"), (.presente, .nosotros, "tresgüimos")]
    ),
  ])
  func endingClassFollowsTheListedVerbsWithIt(
    verb: String, models: [String], ending: String, cells: [(Tense, Person, String)]
  ) throws {
    let conjugation = try #require(try bundled?.conjugate(verb).get())
    #expect(conjugation.guess == Guess(models: models, reason: .ending(ending)))
    for (tense, person, expected) in cells {
      #expect(conjugation.cell(.finite(tense, person)).canonical == expected)
    }
  }

  /// A new class of verbs needs only its verbs: three made-up -ostrar verbs, two like contar,
  /// make a fourth follow contar, with no ending written anywhere.
  @Test func aNewEndingClassNeedsOnlyItsVerbs() throws {
    let conjugator = try MadeUpVerbs.conjugator([
      "glostrar\tcontar", "plostrar\tcontar", "vostrar\thablar",
    ])
    let conjugation = try conjugator.conjugate("zostrar").get()
    #expect(conjugation.models == ["contar"])
    #expect(conjugation.cell(.finite(.presente, .yo)) == .forms(["zuestro"]))
    let tie = try MadeUpVerbs.conjugator(["glostrar\tcontar", "vostrar\thablar"])
    #expect(try tie.conjugate("zostrar").get().models == ["hablar"])
  }

  /// A model whose forms are partly written out (poner: pus-, pondr-) does not reach a verb
  /// that merely shares a few letters with its many compounds (-ner).
  @Test func literalModelsFitOnlyVerbsEndingLikeTheirModelVerb() throws {
    let conjugator = try MadeUpVerbs.conjugator([
      "componer\tponer", "deponer\tponer", "imponer\tponer", "poner\tponer",
    ])
    let conjugation = try conjugator.conjugate("flaner").get()
    #expect(conjugation.models == ["temer"])
    #expect(conjugation.cell(.finite(.preterito, .el)) == .forms(["flanió"]))
  }

  @Test(arguments: ["xyz", "", "123", "hablar!", "casa"])
  func nonInfinitiveIsAnError(word: String) throws {
    let bundled = try #require(bundled)
    #expect(throws: ConjugationError.invalidInfinitive(word)) { try bundled.conjugate(word).get() }
  }

  @Test func knownVerbIsNotFlagged() throws {
    let conjugation = try #require(try bundled?.conjugate("hablar").get())
    #expect(!conjugation.isGuessed)
    #expect(conjugation.guess == nil)
    #expect(conjugation.isRegular)
    #expect(conjugation.gloss == "to speak, talk")
  }

  @Test func listedVerbCanBeGuessedAsIfUnlisted() throws {
    let conjugation = try #require(try bundled?.conjugateAsUnlisted("recontar").get())
    #expect(conjugation.isGuessed)
    #expect(conjugation.guess?.reason == .prefix("re", base: "contar"))
    #expect(conjugation.cell(.finite(.presente, .yo)) == .forms(["recuento"]))
  }
}
