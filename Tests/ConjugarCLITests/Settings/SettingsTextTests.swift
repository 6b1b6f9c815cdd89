import Testing

@testable import ConjugarCLI

@Suite struct SettingsTextTests {
  private func problem(_ json: String) -> String? {
    do {
      _ = try SettingsText(parsing: Array(json.utf8))
      return nil
    } catch {
      return error.phrase
    }
  }

  /// `json` with `values` written into it, as text.
  private func replacing(_ json: String, _ values: [(String, String)]) throws -> String {
    let text = try SettingsText(parsing: Array(json.utf8))
    return String(decoding: text.replacing(values), as: UTF8.self)
  }

  @Test func anUnknownKeysTextIsKeptByteForByte() throws {
    let json =
      #"{"big": 12345678901234567890, "pi": 3.14159265358979323846264338327950288,"#
      + #" "huge": 1e400, "odd": [ 1 , {"a" :"\u00e9\n"} ], "vos": false}"#
    let written = try replacing(json, [("vos", "true")])
    #expect(written == json.replacingOccurrences(of: #""vos": false"#, with: #""vos": true"#))
  }

  @Test func aLeadingByteOrderMarkIsReadPastAndKept() throws {
    let written = try replacing("\u{FEFF}{\"vos\": false}", [("vos", "true")])
    #expect(written == "\u{FEFF}{\"vos\": true}")
  }

  @Test func aByteOrderMarkElsewhereIsStillAProblem() {
    #expect(problem("{\"vos\": false}\u{FEFF}") != nil)
  }

  @Test func missingKeysAreAddedAfterTheLastMemberOnePerLine() throws {
    let written = try replacing(#"{"a": 1}"#, [("vos", "true"), ("useCount", "2")])
    #expect(written == "{\"a\": 1,\n  \"vos\": true,\n  \"useCount\": 2}")
  }

  @Test func aNewFileListsEachKeyOnItsOwnLine() {
    let written = SettingsText.empty.replacing([("vos", "true"), ("lastReviewPrompt", "null")])
    #expect(String(decoding: written, as: UTF8.self) == "{\n  \"vos\": true\n}\n")
  }

  @Test func everyOccurrenceOfARepeatedKeyIsReplaced() throws {
    #expect(
      try replacing(#"{"vos":1,"vos":2}"#, [("vos", "false")]) == #"{"vos":false,"vos":false}"#)
  }

  @Test func nestingFarDeeperThan512IsAccepted() throws {
    let deep = String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000)
    #expect(problem(#"{"deep": \#(deep), "vos": true}"#) == nil)
  }

  @Test(arguments: [
    (#"{"vos": tru"#, "is not valid JSON (line 1, column 9: expected a value)"),
    ("{\"vos\": true,\n  \"x\" 1}", "is not valid JSON (line 2, column 7: expected ':')"),
    (#"{"a": 1 "b": 2}"#, "is not valid JSON (line 1, column 9: expected ',' or '}')"),
    (#"{"a": [1, 2}"#, "is not valid JSON (line 1, column 12: expected ',' or ']')"),
    (#"{"a": 01}"#, "is not valid JSON (line 1, column 8: expected ',' or '}')"),
    (#"{"a": 1.}"#, "is not valid JSON (line 1, column 9: expected a digit)"),
    (#"{"a": "\q"}"#, "is not valid JSON (line 1, column 9: invalid escape in a string)"),
    ("{\"a\": \"\t\"}", "is not valid JSON (line 1, column 8: control character in a string)"),
    (#"{"a": 1} x"#, "is not valid JSON (line 1, column 10: unexpected text after the end)"),
    ("[1, 2]", "holds an array, not a JSON object"),
    (#""vos""#, "holds a string, not a JSON object"),
    ("1e400", "holds a number, not a JSON object"),
  ])
  func aProblemIsNamedWithItsPlace(json: String, phrase: String) {
    #expect(problem(json) == phrase)
  }

  @Test func bytesThatAreNotUTF8AreAProblem() throws {
    #expect(throws: SettingsText.Problem("is not UTF-8 text")) {
      try SettingsText(parsing: [0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D])
    }
  }
}
