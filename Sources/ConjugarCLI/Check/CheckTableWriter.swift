import ConjugarCore

/// The rows that are not ok, one line each (`deck.txt:12: wrong: tener indicativo.presente
/// yo: teno; accepted: tengo`), then the summary line.
struct CheckTableWriter: CheckWriter {
  /// How the input is named: a path, or `<stdin>`.
  let source: String

  mutating func write(_ result: CheckResult, into bytes: inout ByteArena) {
    guard result.verdict != .ok else { return }
    var line = "\(source):\(result.line): \(result.verdict.rawValue): "
    switch result.verdict {
    case .unreadable, .unknownVerb:
      line += result.message ?? ""
    default:
      let cell = result.form.map {
        " \(result.tenseID ?? $0.tenseID)" + ($0.personID == "-" ? "" : " \($0.personID)")
      }
      line += (result.infinitive ?? "") + (cell ?? "") + ": "
      line += result.message ?? result.answer ?? ""
      line += "; accepted: " + result.accepted.joined(separator: " | ")
    }
    // Text from the file may hold invisible or right-to-left characters (U+200B, U+202E) that
    // would make a verdict read differently: escaped as control characters are.
    bytes.append(utf8: Echo.text(line, limit: Int.max) + "\n")
  }

  mutating func end(_ summary: CheckSummary, into bytes: inout ByteArena) {
    bytes.append(utf8: summary.line + "\n")
  }
}
