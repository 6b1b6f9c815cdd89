/// The bundled verb tables: the models of `models.txt` and the verbs of `verbs.tsv`.
///
/// Nothing is parsed when the table is built: a lookup binary-searches the sorted verb lines
/// and parses the one it finds, and models are parsed when first used, so start-up does not grow
/// with the size of the tables. `validate()` parses every line.
public struct VerbTable: Sendable {
  /// The models every verb refers to.
  public let models: ModelTable
  /// How verbs no table lists are conjugated (`guessing.txt`).
  public let guessing: GuessingRules
  private let text: String
  /// Where the verb lines start, after the comments at the top of the file.
  private let firstLine: (offset: Int, number: Int)

  /// Builds a table from the text of `models.txt`, `verbs.tsv` (one verb per line, sorted in
  /// byte order as `LC_ALL=C sort` leaves it, comments only at the top) and `guessing.txt`.
  public init(models: String, verbs: String, guessing: String = "") throws(VerbTableError) {
    self.models = try ModelTable(indexing: models)
    self.guessing = try GuessingRules(parsing: guessing)
    self.text = verbs
    var offset = 0
    var number = 1
    let bytes = Array(verbs.utf8.prefix(4_096))
    while offset < bytes.count, bytes[offset] == UInt8(ascii: "#") || bytes[offset] == newline {
      offset = (bytes[offset...].firstIndex(of: newline) ?? bytes.count - 1) + 1
      number += 1
    }
    firstLine = (offset, number)
  }

  /// The table compiled into the binary.
  public static func bundled() throws(VerbTableError) -> VerbTable {
    try VerbTable(
      models: EmbeddedTables.models, verbs: EmbeddedTables.verbs, guessing: EmbeddedTables.guessing)
  }

  /// How many verbs the table lists.
  public var count: Int { lines().count }

  /// Every infinitive, in table order.
  public var infinitives: [String] {
    lines().map { line in
      let key = line.bytes.prefix { $0 != tab }
      return String(decoding: key, as: UTF8.self)
    }
  }

  /// The entry for an infinitive exactly as listed, or nil when the table lacks it.
  public func entry(for infinitive: String) throws(VerbTableError) -> VerbEntry? {
    let key = Array(infinitive.utf8)
    let found: (line: String, start: Int)? =
      text.utf8.withContiguousStorageIfAvailable { bytes in
        var low = firstLine.offset
        var high = bytes.count
        while low < high {
          var start = (low + high) / 2
          while start > low, bytes[start - 1] != newline { start -= 1 }
          var end = start
          while end < bytes.count, bytes[end] != newline { end += 1 }
          var keyEnd = start
          while keyEnd < end, bytes[keyEnd] != tab { keyEnd += 1 }
          let order = Self.compare(UnsafeBufferPointer(rebasing: bytes[start..<keyEnd]), key)
          if order == 0 {
            let line = String(
              decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            return (line, start)
          }
          if order < 0 { low = end + 1 } else { high = start }
        }
        return nil
      } ?? nil
    guard let found else { return nil }
    do {
      return try VerbEntry(line: found.line[...], lineNumber: 0)
    } catch {
      throw VerbTableError(
        file: "verbs.tsv", line: lineNumber(at: found.start), reason: error.reason)
    }
  }

  /// Every entry, in table order; throws at the first malformed line.
  public func entries() throws(VerbTableError) -> [VerbEntry] {
    var result: [VerbEntry] = []
    for line in lines() {
      result.append(
        try VerbEntry(
          line: String(decoding: line.bytes, as: UTF8.self)[...],
          lineNumber: line.number))
    }
    return result
  }

  /// Parses every line, checks order, and that each names known models.
  public func validate() throws(VerbTableError) {
    try models.validate()
    for (ending, model) in guessing.endings where models[model] == nil {
      throw VerbTableError(
        file: "guessing.txt", line: 0, reason: "ending \(ending): unknown model \(model)")
    }
    var previous: [UInt8]?
    for line in lines() {
      let key = Array(line.bytes.prefix { $0 != tab })
      if let previous, Self.compare(previous, key) >= 0 {
        let reason = previous == key ? "duplicate verb" : "verbs are not sorted (LC_ALL=C sort)"
        throw VerbTableError(file: "verbs.tsv", line: line.number, reason: reason)
      }
      previous = key
      let entry = try VerbEntry(
        line: String(decoding: line.bytes, as: UTF8.self)[...],
        lineNumber: line.number)
      for model in entry.models where models[model] == nil {
        throw VerbTableError(file: "verbs.tsv", line: line.number, reason: "unknown model \(model)")
      }
    }
  }

  /// The verb lines with their numbers.
  private func lines() -> [(bytes: ArraySlice<UInt8>, number: Int)] {
    let bytes = Array(text.utf8)
    var result: [(bytes: ArraySlice<UInt8>, number: Int)] = []
    result.reserveCapacity(bytes.count / 24)
    var start = firstLine.offset
    var number = firstLine.number
    while start < bytes.count {
      let end = bytes[start...].firstIndex(of: newline) ?? bytes.count
      if end > start { result.append((bytes[start..<end], number)) }
      start = end + 1
      number += 1
    }
    return result
  }

  private func lineNumber(at offset: Int) -> Int {
    text.utf8.prefix(offset).reduce(1) { $1 == newline ? $0 + 1 : $0 }
  }

  private static func compare<A: Collection, B: Collection>(_ a: A, _ b: B) -> Int
  where A.Element == UInt8, B.Element == UInt8 {
    for (x, y) in zip(a, b) where x != y { return x < y ? -1 : 1 }
    return a.count == b.count ? 0 : (a.count < b.count ? -1 : 1)
  }
}

private let newline = UInt8(ascii: "\n")
private let tab = UInt8(ascii: "\t")
