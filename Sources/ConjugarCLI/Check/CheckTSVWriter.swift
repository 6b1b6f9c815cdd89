import ConjugarCore

/// Every row: `line verdict infinitive tense person answer accepted`, `-` where there is
/// nothing to say, accepted forms joined with `|`.
struct CheckTSVWriter: CheckWriter {
  mutating func write(_ result: CheckResult, into bytes: inout ByteArena) {
    bytes.append(utf8: String(result.line))
    for column in [
      result.verdict.rawValue, result.infinitive ?? "", result.tenseID ?? "",
      result.form?.personID ?? "", result.answer ?? "",
    ] {
      bytes.append(0x09)
      Self.append(column, to: &bytes)
    }
    bytes.append(0x09)
    if result.accepted.isEmpty { bytes.append(UInt8(ascii: "-")) }
    for (index, form) in result.accepted.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: "|")) }
      Self.append(form, to: &bytes)
    }
    bytes.append(0x0A)
  }

  mutating func end(_ summary: CheckSummary, into bytes: inout ByteArena) {}

  /// Appends a value fit for one TSV column: tabs and line breaks as spaces, `-` for nothing.
  private static func append(_ text: String, to bytes: inout ByteArena) {
    guard !text.isEmpty else { return bytes.append(UInt8(ascii: "-")) }
    bytes.append(
      contentsOf: text.utf8.lazy.map { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D ? 0x20 : $0 })
  }
}
