import Testing

@testable import ConjugarCore

@Suite struct LookupQueryTests {
  private func splits(_ query: String) -> [String] {
    LookupQuery(LookupSpelling.words(query)).splits.map { split in
      ([split.key] + split.clitics).joined(separator: " +")
    }
  }

  @Test func aWordIsReadAsTypedFirst() {
    #expect(splits("hablo").first == "hablo")
  }

  @Test func twoAttachedPronounsArePeeled() {
    #expect(splits("dímelo").contains("di +me +lo"))
  }

  @Test func aNosotrosImperativeGetsBackItsS() {
    #expect(splits("vámonos").contains("vamos +nos"))
  }

  @Test func aVosotrosImperativeGetsBackItsD() {
    #expect(splits("lavaos").contains("lavad +os"))
  }

  @Test func pronounsInTheWrongOrderAreNotPeeled() {
    #expect(!splits("dalome").contains("da +lo +me"))
  }

  @Test func pronounsBeforeAFormAreSetApartOrKeptForAPronominalVerb() {
    let found = splits("no te lo laves")
    #expect(found.contains("no laves +te +lo"))
    #expect(found.contains("no te laves +lo"))
  }

  @Test func aNoIsSetApartToo() {
    #expect(splits("no lo sé").contains("se +lo"))
  }

  @Test func aLongWordHasNoReading() {
    #expect(splits(String(repeating: "a", count: 61)).isEmpty)
  }

  @Test func aPronounOrParticipleAllowsPronominalVerbs() {
    #expect(LookupQuery(["me", "lavo"]).mayBePronominal)
    #expect(LookupQuery(["lávatelo"]).mayBePronominal)
    #expect(LookupQuery(["lavado"]).mayBePronominal)
  }

  @Test func otherFormsRuleOutPronominalVerbs() {
    #expect(!LookupQuery(["lavo"]).mayBePronominal)
    #expect(!LookupQuery(["dímelo"]).mayBePronominal)
    #expect(!LookupQuery(["he", "lavado"]).mayBePronominal)
  }
}
