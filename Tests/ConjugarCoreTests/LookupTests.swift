import ConjugarCore
import Testing

@Suite struct LookupTests {
  private func analyses(_ query: String, vos: Bool = false) throws -> [Analysis] {
    try #require(LookupFixture.lookup).analyses(of: query, includeVos: vos)
  }

  /// `infinitive tense person`, `+` pronouns, `~` for a match with accents ignored.
  private func readings(_ query: String, vos: Bool = false) throws -> [String] {
    LookupFixture.readings(try analyses(query, vos: vos))
  }

  @Test func fueIsThePreteriteOfSerAndOfIr() throws {
    #expect(try readings("fue") == ["ser indicativo.preterito el", "ir indicativo.preterito el"])
  }

  @Test func vinoIsVenir() throws {
    #expect(try readings("vino") == ["venir indicativo.preterito el"])
  }

  /// The commonest reading first: saber's present before ser's imperative, though ser is the
  /// commoner verb, as an imperative is far rarer than a present.
  @Test func seIsSaberAndTheImperativeOfSer() throws {
    #expect(
      try readings("sé") == ["saber indicativo.presente yo", "ser imperativo.afirmativo tu"])
  }

  @Test func veIsAFormOfVerAndTheImperativeOfIr() throws {
    #expect(
      try readings("ve") == [
        "ver indicativo.presente el", "ir imperativo.afirmativo tu", "ver imperativo.afirmativo tu",
      ])
  }

  /// Made-up and real pairs of the same kind: a common verb's imperative against another
  /// common verb's present or past goes after it; against a rare verb's present, before it.
  @Test func anImperativeGoesAfterACommonVerbsPresentButBeforeARareOnes() throws {
    #expect(try readings("dime").first?.hasPrefix("decir imperativo.afirmativo tu") == true)
    #expect(try readings("di").first == "dar indicativo.preterito yo")
    #expect(try readings("vete").first == "irse imperativo.afirmativo tu")
  }

  @Test func hablamosIsPresentAndPreterite() throws {
    #expect(
      try readings("hablamos") == [
        "hablar indicativo.presente nosotros", "hablar indicativo.preterito nosotros",
      ])
  }

  @Test func aVosOnlyFormIsLabelledVos() throws {
    let found = try analyses("hablás", vos: true)
    #expect(LookupFixture.readings(found) == ["hablar indicativo.presente vos"])
    #expect(found.map(\.isVos) == [true])
  }

  @Test func aVosOnlyFormHasNoAnalysisWithoutVos() throws {
    #expect(try analyses("hablás", vos: false).isEmpty)
  }

  @Test func aFormSharedByTuAndVosGivesBothWithVos() throws {
    let found = try analyses("hablabas", vos: true)
    #expect(
      LookupFixture.readings(found) == [
        "hablar indicativo.imperfecto tu", "hablar indicativo.imperfecto vos",
      ])
    #expect(found.map(\.isVos) == [false, true])
  }

  @Test func vosCellsAreLeftOutWithoutVos() throws {
    #expect(try readings("hablabas") == ["hablar indicativo.imperfecto tu"])
  }

  @Test func aCompoundFormIsReadWithItsAuxiliary() throws {
    let found = try analyses("he hablado")
    #expect(LookupFixture.readings(found) == ["hablar indicativo.perfecto yo"])
    #expect(found.first?.matched == "he hablado")
  }

  @Test func aCompoundFormWithAnIrregularParticiple() throws {
    #expect(
      try readings("hubiésemos dicho") == ["decir subjuntivo.pluscuamperfecto_se nosotros"])
  }

  @Test func aNegativeImperativeIsReadWithItsNo() throws {
    // vengas is also vengar's present: "no vengas" is "you do not avenge" too.
    #expect(
      try readings("no vengas") == [
        "venir imperativo.negativo tu", "vengar indicativo.presente tu",
      ])
  }

  @Test func aPronounBeforeAFormMakesItPronominal() throws {
    let found = try readings("me lavo")
    #expect(found.first == "lavarse indicativo.presente yo")
    #expect(!found.contains("lavar indicativo.presente yo +me"))
  }

  @Test func anImperativeWithItsOwnPronounIsPronominal() throws {
    #expect(try readings("lávate") == ["lavarse imperativo.afirmativo tu"])
  }

  @Test func attachedPronounsArePeeledAndNamed() throws {
    let expected = Analysis(
      infinitive: "decir", form: .finite(.imperativoAfirmativo, .tu), matched: "di", exact: true,
      isVos: false, clitics: ["me", "lo"])
    #expect(try analyses("dímelo").contains(expected))
  }

  /// The more common verb's reading comes first, even with more pronouns (dimir's dime has
  /// none); a pronominal verb goes with its base verb (lavarse with lavar).
  @Test(arguments: [
    ("dime", "decir imperativo.afirmativo tu +me"),
    ("dímelo", "decir imperativo.afirmativo tu +me,lo"),
    ("no te lo laves", "lavarse imperativo.negativo tu +lo"),
  ])
  func aCommonVerbsReadingComesFirst(query: String, first: String) throws {
    let found = try readings(query)
    #expect(found.first == first)
    #expect(found.contains { $0.hasPrefix("dimir") } == query.hasPrefix("d"))  // still there
  }

  /// A se before lo, la, los, las is mostly the dative (se lo dijo: decir + se, lo, not
  /// decirse + lo), whichever verb; a lone se of a verb that is not pronominal is rarer than a
  /// pronominal verb's own (se fue: irse before ser + se).
  @Test(arguments: [
    ("se lo dijo", "decir indicativo.preterito el +se,lo"),
    ("se lo contó", "contar indicativo.preterito el +se,lo"),
    ("se la pidieron", "pedir indicativo.preterito ellos +se,la"),
    ("se los compré", "comprar indicativo.preterito yo +se,los"),
    ("se fue", "irse indicativo.preterito el"),
    ("se fueron", "irse indicativo.preterito ellos"),
  ])
  func theDativeSeAndPronominalVerbsComeFirst(query: String, first: String) throws {
    #expect(try readings(query).first == first)
  }

  /// venir is commoner than vengar, creer than crear, sentir than sentar.
  @Test(arguments: [
    ("venga", "venir subjuntivo.presente yo", "vengar"),
    ("creo", "creer indicativo.presente yo", "crear"),
    ("siento", "sentir indicativo.presente yo", "sentar"),
    ("me siento", "sentirse indicativo.presente yo", "sentarse"),
  ])
  func theCommonerVerbComesFirst(query: String, first: String, rarer: String) throws {
    let found = try readings(query)
    #expect(found.first == first)
    #expect(found.contains { $0.hasPrefix(rarer + " ") })
  }

  @Test func vamonosIsTheImperativeOfIrse() throws {
    #expect(try readings("vámonos") == ["irse imperativo.afirmativo nosotros"])
  }

  @Test func idosIsTheVosotrosImperativeOfIrse() throws {
    #expect(try readings("idos") == ["irse imperativo.afirmativo vosotros"])
  }

  @Test func aQueryWithoutAccentsMatchesAccentedFormsInexactly() throws {
    #expect(
      try readings("hablo") == [
        "hablar indicativo.presente yo", "hablar indicativo.preterito el ~",
      ])
  }

  @Test func aTypedAccentMustBeInTheForm() throws {
    #expect(try readings("habló") == ["hablar indicativo.preterito el"])
  }

  @Test func aMissingDieresisMatchesInexactly() throws {
    #expect(try readings("averigue").contains("averiguar subjuntivo.presente yo ~"))
  }

  @Test func aTildeOnA2010MonosyllableMatchesInexactly() throws {
    #expect(try readings("rió") == ["reír indicativo.preterito el ~"])
  }

  @Test func aWordNoVerbHasGivesNothing() throws {
    #expect(try analyses("xyz").isEmpty)
    #expect(try analyses("").isEmpty)
  }

  @Test func pronounsBeforeAVerbAreNamed() throws {
    #expect(try readings("se lo dije") == ["decir indicativo.preterito yo +se,lo"])
  }

  @Test func aPronominalVerbKeepsItsPronounBeforeOthers() throws {
    #expect(try readings("no te lo laves").first == "lavarse imperativo.negativo tu +lo")
  }

  @Test func aNoBeforeAnIndicativeIsSetApart() throws {
    #expect(try readings("no lo sé") == ["saber indicativo.presente yo +lo"])
  }

  @Test func seAloneGoesOnlyWithThirdPersons() throws {
    #expect(
      try readings("cantase", vos: true) == [
        "cantar subjuntivo.imperfecto_se yo", "cantar subjuntivo.imperfecto_se el",
      ])
  }

  @Test func caseAndSurroundingPunctuationAreIgnored() throws {
    #expect(try analyses("¿Fue?") == analyses("fue"))
  }

  @Test func aVerbsOwnCellIsFound() throws {
    #expect(try readings("hay") == ["haber indicativo.presente el"])
  }

  @Test func aParticipleIsAlsoThePronominalVerbs() throws {
    #expect(try readings("lavado") == ["lavar participio -", "lavarse participio -"])
  }

  @Test func aGerundTakesAttachedPronouns() throws {
    #expect(try readings("diciéndomelo") == ["decir gerundio - +me,lo"])
  }

  @Test func anInfinitiveTakesAttachedPronouns() throws {
    #expect(try readings("dármelo").contains("dar infinitivo - +me,lo"))
  }

  @Test func aVosImperativeWithOnePronounHasNoTilde() throws {
    #expect(try readings("decime", vos: true).contains("decir imperativo.afirmativo vos +me"))
  }

  @Test func aPrefixedVerbOfAnIrregularModel() throws {
    #expect(try readings("contuvieron") == ["contener indicativo.preterito ellos"])
  }

  @Test func lookupsOnSeveralThreadsAgreeWithOneByOne() async throws {
    let lookup = try #require(LookupFixture.lookup)
    let queries = ["fue", "vino", "sé", "ve", "dímelo", "me lavo", "no vengas", "hablo"]
    let serial = queries.map { lookup.analyses(of: $0, includeVos: true) }
    let parallel = await withTaskGroup(of: (Int, [Analysis]).self) { group in
      for (index, query) in queries.enumerated() {
        group.addTask { (index, lookup.analyses(of: query, includeVos: true)) }
      }
      var results = [[Analysis]](repeating: [], count: queries.count)
      for await (index, found) in group { results[index] = found }
      return results
    }
    #expect(parallel == serial)
  }

  @Test func anAnalysisGivesItsTenseAndPerson() throws {
    let found = try #require(try analyses("vino").first)
    #expect(found.tense == .preterito)
    #expect(found.person == .el)
  }
}
