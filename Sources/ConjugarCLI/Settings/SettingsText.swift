#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A settings file's text read as a JSON object, each top-level value kept as the exact text it
/// has in the file. A save rewrites only the values of the keys it knows, so the rest of the
/// file (unknown keys, `12345678901234567890`, `1e400`, long decimals, deep nesting, spacing)
/// comes back byte for byte, and the file never grows by more than the known keys. A UTF-8
/// byte-order mark starting the file (as some Windows editors write) is read past and kept.
struct SettingsText {
  /// The UTF-8 byte-order mark.
  static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// A new file's text before any key is added.
  static let empty = SettingsText(bytes: Array("{}\n".utf8), members: [], end: 1)

  /// The file's bytes.
  let bytes: [UInt8]
  /// The top-level members in file order: the key, decoded, and where its value's text is.
  let members: [(key: String, value: Range<Int>)]
  /// Where new members go: after the last member's value, or after `{`.
  private let end: Int

  private init(bytes: [UInt8], members: [(key: String, value: Range<Int>)], end: Int) {
    self.bytes = bytes
    self.members = members
    self.end = end
  }

  /// Reads `bytes`, or throws what is wrong with them.
  init(parsing bytes: [UInt8]) throws(Problem) {
    guard String(validating: bytes, as: UTF8.self) != nil else {
      throw Problem("is not UTF-8 text")
    }
    let start = bytes.starts(with: Self.byteOrderMark) ? Self.byteOrderMark.count : 0
    var scanner = JSONScanner(bytes: bytes, from: start)
    let members: [JSONScanner.Member]?
    do throws(JSONScanner.Failure) {
      members = try scanner.document()
    } catch {
      throw Problem("is not valid JSON (\(error))")
    }
    guard let members else {
      let kinds = ["[": "an array", "\"": "a string", "t": "true", "f": "false", "n": "null"]
      let first = bytes[start...].first { $0 > 0x20 }.map { String(UnicodeScalar($0)) } ?? ""
      throw Problem("holds \(kinds[first] ?? "a number"), not a JSON object")
    }
    self.init(
      bytes: bytes,
      members: members.map { (Self.string(Self.text(bytes[$0.key])) ?? "", $0.value) },
      end: members.last?.value.upperBound ?? (bytes.firstIndex(of: UInt8(ascii: "{")) ?? 0) + 1)
  }

  /// The JSON text of a member's value.
  func text(of value: Range<Int>) -> String {
    Self.text(bytes[value])
  }

  /// The file's text with the value of each key of `values` replaced wherever the key occurs,
  /// and the keys that do not occur added after the last member, one per line (unless their
  /// value is `null`).
  func replacing(_ values: [(key: String, json: String)]) -> [UInt8] {
    var edits: [(range: Range<Int>, text: String)] = []
    var added: [String] = []
    for (key, json) in values {
      let found = members.filter { $0.key == key }
      edits += found.map { ($0.value, json) }
      if found.isEmpty, json != "null" { added.append("\"\(key)\": \(json)") }
    }
    if !added.isEmpty {
      let list = added.joined(separator: ",\n  ")
      edits.append((end..<end, members.isEmpty ? "\n  \(list)\n" : ",\n  \(list)"))
    }
    var result = bytes
    for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      result.replaceSubrange(edit.range, with: Array(edit.text.utf8))
    }
    return result
  }

  /// The string a JSON string literal stands for; nil if `json` is not one.
  static func string(_ json: String) -> String? {
    guard json.count >= 2, json.hasPrefix("\""), json.hasSuffix("\"") else { return nil }
    guard json.contains("\\") else { return String(json.dropFirst().dropLast()) }
    return try? JSONDecoder().decode(String.self, from: Data(json.utf8))
  }

  private static func text(_ bytes: ArraySlice<UInt8>) -> String {
    String(decoding: bytes, as: UTF8.self)
  }

  /// What is wrong with a settings file, as a phrase that follows its name: "is not valid JSON
  /// (line 2, column 5: expected ',' or '}')", "holds an array, not a JSON object".
  struct Problem: Error, Equatable {
    var phrase: String

    init(_ phrase: String) {
      self.phrase = phrase
    }
  }
}
