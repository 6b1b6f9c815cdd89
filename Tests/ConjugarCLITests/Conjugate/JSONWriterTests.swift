import ConjugarCore
import Foundation
import Testing

@testable import ConjugarCLI

@Suite struct JSONWriterTests {
  private func document(_ arguments: String...) throws -> [String: Any] {
    let output = TestEnvironment(arguments).run().output
    let object = try JSONSerialization.jsonObject(with: Data(output.utf8))
    return try #require(object as? [String: Any])
  }

  @Test func failuresMixedInStillGiveOneWellFormedDocument() throws {
    let json = try document("--format", "json", "hablar", "xyz", "ser", "hablarrr")
    let verbs = try #require(json["verbs"] as? [[String: Any]])
    let errors = try #require(json["errors"] as? [[String: Any]])
    #expect(verbs.map { $0["infinitive"] as? String } == ["hablar", "ser"])
    #expect(errors.map { $0["input"] as? String } == ["xyz", "hablarrr"])
    #expect((errors[1]["message"] as? String)?.contains("did you mean hablar") == true)
  }

  @Test func onlyFailuresStillGiveADocument() throws {
    let json = try document("--format", "json", "xyz")
    #expect((json["verbs"] as? [Any])?.isEmpty == true)
    #expect((json["errors"] as? [Any])?.count == 1)
  }

  @Test func aVerbCarriesItsModelsGuessAndGloss() throws {
    let json = try document("--format", "json", "hablar")
    let verb = try #require((json["verbs"] as? [[String: Any]])?.first)
    #expect(verb["models"] as? [String] == ["hablar"])
    #expect(verb["guessed"] as? Bool == false)
    #expect(verb["regular"] as? Bool == true)
    #expect(verb["gloss"] as? String == "to speak, talk")
  }

  @Test func eachFormSaysWhetherItIsIrregularAfterTheKeysThatWereThere() {
    let output = run(
      "--format", "json", "-t", "futuro", "-t", "participio", "-p", "yo",
      "poder", "freír", "sacar", "soler"
    ).output
    #expect(
      output.contains(
        "{\"tense\":\"indicativo.futuro\",\"person\":\"yo\",\"forms\":[\"podré\"],"
          + "\"irregular\":[true]}"))
    #expect(output.contains("\"forms\":[\"frito\",\"freído\"],\"irregular\":[true,false]}"))
    #expect(output.contains("\"forms\":[\"sacaré\"],\"irregular\":[false]}"))
    #expect(output.contains("\"forms\":[],\"irregular\":[]}"))
  }

  /// The field agrees with the engine's analysis, form by form, in every cell.
  @Test func irregularIsTheEnginesAnswer() throws {
    let conjugator = try TestConjugator.shared.get()
    let json = try document("--format", "json", "--vos", "tener", "acertar", "lavarse")
    for verb in try #require(json["verbs"] as? [[String: Any]]) {
      let infinitive = try #require(verb["infinitive"] as? String)
      let conjugation = try conjugator.conjugate(infinitive).get()
      let analysis = try #require(conjugator.irregularities(of: conjugation))
      let cells = try #require(verb["forms"] as? [[String: Any]])
      for (form, cell) in zip(Form.all(includeVos: true), cells) {
        let expected = analysis.cell(form).forms.map(\.isIrregular)
        #expect(cell["irregular"] as? [Bool] == expected, "\(infinitive) \(form)")
      }
    }
  }

  @Test func aListedVerbHasNoGuess() throws {
    let json = try document("--format", "json", "hablar")
    let verb = try #require((json["verbs"] as? [[String: Any]])?.first)
    #expect(verb["guess"] == nil)
  }

  @Test func aGuessedVerbCarriesTheModelAndWhy() throws {
    let json = try document("--format", "json", "flontuar", "trascordar", "telecomponer")
    let verbs = try #require(json["verbs"] as? [[String: Any]])
    let guesses = verbs.compactMap { $0["guess"] as? [String: Any] }
    #expect(guesses.count == 3)
    #expect(verbs.first?["guessed"] as? Bool == true)
    #expect(guesses.first?["models"] as? [String] == ["actuar"])
    #expect(guesses.first?["reason"] as? String == "ending")
    #expect(guesses.first?["from"] as? String == "-uar")
    #expect(
      guesses.first?["description"] as? String
        == "conjugated like actuar, guessed from the ending -uar")
    #expect(verbs[1]["guessed"] as? Bool == false)
    #expect(guesses[1]["reason"] as? String == "pronominal")
    #expect(guesses[1]["from"] as? String == "trascordarse")
    #expect(guesses.last?["reason"] as? String == "prefix")
    #expect(guesses.last?["from"] as? String == "componer")
    #expect(guesses.last?["prefix"] as? String == "tele")
  }

  @Test func formsUseTheCanonicalIds() throws {
    let json = try document("--format", "json", "--no-vos", "hablar")
    let verb = try #require((json["verbs"] as? [[String: Any]])?.first)
    let forms = try #require(verb["forms"] as? [[String: Any]])
    #expect(forms.count == 121)
    #expect(forms[3]["tense"] as? String == "indicativo.presente")
    #expect(forms[3]["person"] as? String == "yo")
    #expect(forms[3]["forms"] as? [String] == ["hablo"])
  }

  @Test func filtersApplyToJSON() throws {
    let json = try document("--format", "json", "--compound", "--person", "el", "hablar")
    let verb = try #require((json["verbs"] as? [[String: Any]])?.first)
    let forms = try #require(verb["forms"] as? [[String: Any]])
    #expect(forms.count == 9)
    #expect(forms.allSatisfy { $0["person"] as? String == "el" })
  }

  @Test func aBatchErrorRecordsItsLine() throws {
    var environment = TestEnvironment(["--format", "json", "-"])
    environment.input = "hablar\nxyz\n"
    let json = try JSONSerialization.jsonObject(with: Data(environment.run().output.utf8))
    let errors = try #require((json as? [String: Any])?["errors"] as? [[String: Any]])
    #expect(errors.first?["line"] as? Int == 2)
    #expect(errors.first?["source"] as? String == "<stdin>")
  }

  @Test func lookupsParseBackWithEveryField() throws {
    let json = try document("--format", "json", "--lookup", "--vos", "hablabas", "dímelo")
    let lookups = try #require(json["lookups"] as? [[String: Any]])
    #expect(lookups.map { $0["query"] as? String } == ["hablabas", "dímelo"])
    let first = try #require((lookups[0]["analyses"] as? [[String: Any]])?.first)
    #expect(first["infinitive"] as? String == "hablar")
    #expect(first["tense"] as? String == "indicativo.imperfecto")
    #expect(first["person"] as? String == "tu")
    #expect(first["form"] as? String == "hablabas")
    #expect(first["clitics"] as? [String] == [])
    #expect(first["exact"] as? Bool == true)
    #expect(first["vos"] as? Bool == false)
    #expect(first["guessed"] as? Bool == false)
  }

  @Test func aGuessedVerbsReadingIsMarked() throws {
    let json = try document("--format", "json", "--lookup", "tuiteo")
    let lookups = try #require(json["lookups"] as? [[String: Any]])
    let first = try #require((lookups.first?["analyses"] as? [[String: Any]])?.first)
    #expect(first["infinitive"] as? String == "tuitear")
    #expect(first["guessed"] as? Bool == true)
  }

  /// Without --lookup, JSON takes infinitives only: forms are errors, like other bad input.
  @Test func verbsAndErrorsShareOneDocument() throws {
    let json = try document("--format", "json", "fue", "hablar", "xyz", "tuvieron")
    #expect((json["verbs"] as? [[String: Any]])?.map { $0["infinitive"] as? String } == ["hablar"])
    #expect((json["lookups"] as? [Any])?.isEmpty == true)
    let errors = try #require(json["errors"] as? [[String: Any]])
    #expect(errors.map { $0["input"] as? String } == ["fue", "xyz", "tuvieron"])
  }

  @Test func lookupModeStreamsADocumentWithoutVerbs() throws {
    var environment = TestEnvironment(["--format", "json", "--lookup", "-"])
    environment.input = "fue\nzzz\nhablar\n"
    environment.inputArrivesLineByLine = true
    let result = environment.run()
    // One write per form found, the first with the document's start, then its end.
    #expect(result.outputWrites == 3)
    let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8))
    let json = try #require(object as? [String: Any])
    #expect((json["verbs"] as? [Any])?.isEmpty == true)
    #expect((json["lookups"] as? [Any])?.count == 2)
    #expect((json["errors"] as? [[String: Any]])?.first?["line"] as? Int == 2)
  }

  @Test func aRunWithoutLookupsHasAnEmptyLookupsArray() throws {
    #expect((try document("--format", "json", "hablar")["lookups"] as? [Any])?.isEmpty == true)
  }

  @Test func stringsAreEscaped() {
    #expect(JSONText.string("a\"b\\c\nd\u{1}") == #""a\"b\\c\nd\u0001""#)
  }
}
