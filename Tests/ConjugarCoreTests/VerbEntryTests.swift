import Testing

@testable import ConjugarCore

/// The lines of `verbs.tsv`: fields, and notes as `key=value` separated by commas.
@Suite struct VerbEntryTests {
  private func entry(_ line: String) throws(VerbTableError) -> VerbEntry {
    try VerbEntry(line: line[...], lineNumber: 7)
  }

  @Test func notesAreSeparatedByCommasAndListsByBars() throws {
    let parsed = try entry("empecer\tnacer\tdefective=third,missing=gerundio|participio\tto harm")
    #expect(parsed.defectiveness == .third)
    #expect(parsed.missing == [.nonFinite(.gerundio), .nonFinite(.participio)])
    #expect(parsed.gloss == "to harm")
  }

  @Test func aCellNoteKeepsItsAlternatives() throws {
    let parsed = try entry("irse\tir\timperativo.afirmativo.vosotros=idos|iros")
    #expect(parsed.cells[.finite(.imperativoAfirmativo, .vosotros)] == ["idos", "iros"])
  }

  @Test func aMissingTenseTakesEveryPerson() throws {
    let parsed = try entry("soler\tmover\tmissing=indicativo.futuro")
    #expect(parsed.missing.count == 7)
  }

  @Test func anEmptyNotesFieldIsNoNote() throws {
    let parsed = try entry("hablar\thablar\t\tto speak")
    #expect(parsed.isRegular)
    #expect(parsed.gloss == "to speak")
  }

  @Test func aRankIsANote() throws {
    #expect(try entry("hablar\thablar\trank=16\tto speak").rank == 16)
    #expect(try entry("abadernar\thablar").rank == nil)
  }

  @Test(arguments: [
    ("hablar\thablar\trank=0", "rank `0` is not a whole number above 0"),
    ("hablar\thablar\trank=x", "rank `x` is not a whole number above 0"),
    ("soler\tmover\tmissing=indicativo.futuro indicativo.condicional", "unknown tense or cell"),
    ("soler\tmover\tmissing=indicativo.futuro,indicativo.condicional", "is not key=value"),
    ("soler\tmover\tmissing=indicativo.futuro||gerundio", "unknown tense or cell ``"),
    ("acaecer\tnacer\tdefective=third,", "is not key=value"),
    ("acaecer\tnacer\tdefective=some", "unknown defectiveness"),
  ])
  func aMalformedNoteNamesItsLine(line: String, reason: String) {
    #expect {
      try entry(line)
    } throws: { error in
      guard let error = error as? VerbTableError else { return false }
      return error.line == 7 && error.reason.contains(reason)
    }
  }
}
