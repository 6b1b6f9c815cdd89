import Testing

@testable import ConjugarCLI

@Suite struct VerbListingTests {
  @Test func listVerbsPrintsEveryBundledInfinitive() throws {
    let result = runSmall("--list-verbs")
    #expect(result.status == 0)
    #expect(result.output == TestConjugator.smallVerbs.map { $0 + "\n" }.joined())
  }

  @Test func modelNarrowsTheList() {
    #expect(runSmall("--list-verbs", "--model", "contar").output == "contar\nencontrar\n")
  }

  @Test func anUnknownModelIsAUsageErrorWithASuggestion() {
    let result = runSmall("--list-verbs", "--model", "contr")
    #expect(result.status == 64)
    #expect(result.errorOutput.contains("unknown model 'contr'; did you mean contar"))
  }

  @Test func irregularLeavesOutRegularVerbs() {
    let verbs = runSmall("--list-verbs", "--irregular").output.split(separator: "\n")
    #expect(verbs.contains("tener"))
    #expect(!verbs.contains("hablar"))
    #expect(!verbs.contains("vivir"))
  }
}
