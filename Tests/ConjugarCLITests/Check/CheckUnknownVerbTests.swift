import Testing

@testable import ConjugarCLI

/// A row's verb the tables lack is told apart as `conjugar VERB` tells it: a learner's slip of a
/// common verb, a noun or an adjective, an English word, or an unknown word with close verbs.
@Suite struct CheckUnknownVerbTests {
  private func messages(_ verbs: [String]) -> [Substring] {
    var environment = TestEnvironment(["check", "-"])
    environment.input = verbs.map { "\($0)\tpresente\tyo\tx" }.joined(separator: "\n") + "\n"
    return environment.run().output.split(separator: "\n").filter { $0.contains("unknown-verb: ") }
  }

  @Test func eachUnknownVerbIsPlaced() {
    let lines = messages(["éter", "adventurer", "escribar", "vulver", "floobar"])
    #expect(lines.count >= 5)
    guard lines.count >= 5 else { return }
    #expect(lines[0].contains("'éter' is a noun, not a verb"))
    #expect(lines[1].hasSuffix("'adventurer' is an English word, not a Spanish verb"))
    #expect(lines[2].contains("'escribar' is not a Spanish verb; did you mean escribir"))
    #expect(lines[3].contains("'vulver' is not a Spanish verb; did you mean volver"))
    #expect(lines[4].hasSuffix("'floobar' is not in the tables"))
  }

  /// TSV has no column for the words, and spares the placing.
  @Test func tsvKeepsItsColumns() {
    var environment = TestEnvironment(["check", "--format", "tsv", "-"])
    environment.input = "éter\tpresente\tyo\tx\n"
    #expect(environment.run().output == "1\tunknown-verb\téter\tindicativo.presente\tyo\tx\t-\n")
  }
}
