import Foundation
import Testing

@testable import ConjugarCLI

@Suite struct JSONValueTests {
  @Test func everyKindOfValueSurvivesARoundTrip() throws {
    let value = JSONValue.object([
      "null": .null, "bool": .bool(true), "int": .int(-3), "double": .double(2.5),
      "string": .string("¿qué?"), "array": .array([.int(1), .string("a")]),
      "object": .object(["nested": .bool(false)]),
    ])
    let data = try JSONEncoder().encode(value)
    #expect(try JSONDecoder().decode(JSONValue.self, from: data) == value)
  }

  @Test func booleansStayBooleansAndNumbersStayNumbers() throws {
    let decoded = try JSONDecoder().decode([JSONValue].self, from: Data("[true, 1, 0]".utf8))
    #expect(decoded == [.bool(true), .int(1), .int(0)])
  }
}
