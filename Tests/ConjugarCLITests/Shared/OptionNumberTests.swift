import Testing

@testable import ConjugarCLI

@Suite struct OptionNumberTests {
  @Test func aWholeNumberInRangeIsRead() throws {
    #expect(try OptionNumber.parse("20", for: "--questions", in: 1...500) == 20)
    #expect(try OptionNumber.parse("0", for: "--seed", in: 0...UInt64.max) == 0)
    #expect(
      try OptionNumber.parse("18446744073709551615", for: "--seed", in: 0...UInt64.max) == .max)
  }

  @Test(arguments: ["0", "501", "-3", "x", "", "2.5", "99999999999999999999"])
  func anythingElseNamesTheOptionAndTheRange(_ text: String) {
    #expect(
      throws: UsageError(
        "invalid value '\(text)' for --questions; expected a whole number from 1 to 500")
    ) {
      try OptionNumber.parse(text, for: "--questions", in: 1...500)
    }
  }

  @Test func aRangeWithoutEndSaysSo() {
    #expect(throws: UsageError("invalid value '0' for --top; expected a whole number from 1 up")) {
      try OptionNumber.parse("0", for: "--top", in: 1...)
    }
  }

  /// The commands read their numbers through it, and say so in the same words.
  @Test(arguments: [
    (["deck", "--top", "0"], "invalid value '0' for --top; expected a whole number from 1 up"),
    (
      ["quiz", "--questions", "many"],
      "invalid value 'many' for --questions; expected a whole number from 1 to 500"
    ),
    (
      ["quiz", "--seed", "-1"],
      "invalid value '-1' for --seed; expected a whole number from 0 to 18446744073709551615"
    ),
  ])
  func theCommandsShareTheMessage(_ arguments: [String], _ message: String) {
    let result = TestEnvironment(arguments).run()
    #expect(result.status == 64)
    #expect(result.errorOutput.hasPrefix("conjugar: error: " + message + "\n"))
  }
}
