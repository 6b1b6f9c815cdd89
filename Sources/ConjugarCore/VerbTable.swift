/// The bundled verb tables: the models of `models.txt` and the verbs of `verbs.tsv`.
///
/// Verb lines are indexed, not parsed, when the table is built: a lookup parses one line, so
/// start-up does not grow with the size of the table. `validate()` parses every line.
public struct VerbTable: Sendable {
  /// The models every verb refers to.
  public let models: ModelTable
  /// How verbs no table lists are conjugated (`guessing.txt`).
  public let guessing: GuessingRules
  private let text: [UInt8]
  /// For each verb line, sorted by infinitive: byte offsets of its start, the end of its
  /// infinitive and its end, and its line number.
  private let index: [LineRef]

  private struct LineRef: Sendable {
    var start: Int
    var keyEnd: Int
    var end: Int
    var number: Int
  }

  /// Builds a table from the text of `models.txt` and `verbs.tsv` (sorted by infinitive, in
  /// byte order, as `LC_ALL=C sort` leaves it).
  public init(models: String, verbs: String, guessing: String = "") throws(VerbTableError) {
    self.models = try ModelTable(parsing: models)
    self.guessing = try GuessingRules(parsing: guessing)
    let bytes = Array(verbs.utf8)
    var index: [LineRef] = []
    index.reserveCapacity(bytes.count / 16)
    var start = 0
    var number = 0
    while start < bytes.count {
      number += 1
      let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
      defer { start = end + 1 }
      if start == end || bytes[start] == UInt8(ascii: "#") { continue }
      let keyEnd = bytes[start..<end].firstIndex(of: UInt8(ascii: "\t")) ?? end
      let line = LineRef(start: start, keyEnd: keyEnd, end: end, number: number)
      if let previous = index.last {
        let order = Self.compare(bytes[previous.start..<previous.keyEnd], bytes[start..<keyEnd])
        if order >= 0 {
          let reason = order == 0 ? "duplicate verb" : "verbs are not sorted (LC_ALL=C sort)"
          throw VerbTableError(file: "verbs.tsv", line: number, reason: reason)
        }
      }
      index.append(line)
    }
    self.text = bytes
    self.index = index
  }

  /// The table compiled into the binary.
  public static func bundled() throws(VerbTableError) -> VerbTable {
    try VerbTable(
      models: EmbeddedTables.models, verbs: EmbeddedTables.verbs, guessing: EmbeddedTables.guessing)
  }

  /// How many verbs the table lists.
  public var count: Int { index.count }

  /// Every infinitive, in table order.
  public var infinitives: [String] { index.map { decode($0.start..<$0.keyEnd) } }

  /// The entry for an infinitive exactly as listed, or nil when the table lacks it.
  public func entry(for infinitive: String) throws(VerbTableError) -> VerbEntry? {
    let key = Array(infinitive.utf8)
    var low = 0
    var high = index.count
    while low < high {
      let middle = (low + high) / 2
      let line = index[middle]
      let order = Self.compare(text[line.start..<line.keyEnd], key[...])
      if order == 0 { return try parse(line) }
      if order < 0 { low = middle + 1 } else { high = middle }
    }
    return nil
  }

  /// Every entry, in table order; throws at the first malformed line.
  public func entries() throws(VerbTableError) -> [VerbEntry] {
    var result: [VerbEntry] = []
    result.reserveCapacity(index.count)
    for line in index { result.append(try parse(line)) }
    return result
  }

  /// Parses every line and checks that each names known models.
  public func validate() throws(VerbTableError) {
    for (ending, model) in guessing.endings where models.models[model] == nil {
      throw VerbTableError(
        file: "guessing.txt", line: 0, reason: "ending \(ending): unknown model \(model)")
    }
    for line in index {
      let entry = try parse(line)
      for model in entry.models where models.models[model] == nil {
        throw VerbTableError(file: "verbs.tsv", line: line.number, reason: "unknown model \(model)")
      }
    }
  }

  private func parse(_ line: LineRef) throws(VerbTableError) -> VerbEntry {
    try VerbEntry(line: Substring(decode(line.start..<line.end)), lineNumber: line.number)
  }

  private func decode(_ range: Range<Int>) -> String {
    String(decoding: text[range], as: UTF8.self)
  }

  private static func compare(_ a: ArraySlice<UInt8>, _ b: ArraySlice<UInt8>) -> Int {
    for (x, y) in zip(a, b) where x != y { return x < y ? -1 : 1 }
    return a.count == b.count ? 0 : (a.count < b.count ? -1 : 1)
  }
}
