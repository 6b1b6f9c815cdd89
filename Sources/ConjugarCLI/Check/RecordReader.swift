/// Reads the records of a deck or a table of forms from its lines (`LineReader` drops a
/// byte-order mark): blank lines and `#` comments are skipped, and the header lines of Anki's
/// text files before the first record (`#separator:tab`, `#columns:...`, `#tags column:4`)
/// are kept in `ankiHeaders`. The delimiter is the header's, or else found in the first record:
/// a tab, or whichever of comma and semicolon it has more of. A quoted field may go on over
/// several lines.
struct RecordReader {
  /// One record and the number of its first line.
  struct Record: Equatable {
    var line: Int
    var fields: [String]
  }

  enum Item: Equatable {
    case record(Record)
    case unreadable(line: Int, reason: String)
  }

  /// The header keys Anki's text import reads.
  static let ankiKeys: Set<String> = [
    "separator", "html", "tags", "columns", "notetype", "deck", "notetype column",
    "deck column", "tags column", "guid column", "if matches", "match scope",
  ]
  /// A quoted field may span this many lines at most.
  static let maximumRecordLines = 100
  /// The highest column number a `... column:N` header may name (Anki counts from 1).
  static let maximumColumn = 1_000

  private var lines: LineReader
  private var number = 0
  private var seenRecord = false
  private(set) var delimiter: UInt8?
  /// Anki's header lines read so far, by key (`columns`, `tags column`...).
  private(set) var ankiHeaders: [String: String] = [:]
  /// The `errno` of a failed read.
  var failure: Int32? { lines.failure }
  /// The first line read that is not text: a NUL byte, or bytes that are not UTF-8.
  var firstBinaryLine: Int? { lines.firstBinaryLine }

  init(source: ByteSource) {
    lines = LineReader(source: source)
  }

  /// The next record, or why it cannot be read; nil at the end of the input.
  mutating func next() -> Item? {
    while let line = nextLine() {
      if line.utf8.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
      if line.utf8.first == UInt8(ascii: "#") {
        if !seenRecord, let reason = readHeader(line) {
          return .unreadable(line: number, reason: reason)
        }
        continue
      }
      seenRecord = true
      if delimiter == nil { delimiter = Self.detect(line) }
      guard let delimiter else {
        return .unreadable(line: number, reason: "no tab, comma or semicolon separates columns")
      }
      let first = number
      var record = line
      var count = 1
      while true {
        if let fields = FieldSplitter.fields(record, delimiter: delimiter) {
          return .record(Record(line: first, fields: fields))
        }
        // A field still open stays open until a line brings a quote: split again only then.
        // Re-splitting the whole record after every line made a quote never closed 40 times
        // slower than the file's reading (100 MB: 30 s); now it costs one scan per line.
        var bringsQuote = false
        while !bringsQuote, count < Self.maximumRecordLines,
          record.utf8.count < LineReader.maximumLineLength, let line = nextLine()
        {
          record += "\n" + line
          count += 1
          bringsQuote = line.utf8.contains(UInt8(ascii: "\""))
        }
        guard bringsQuote else { break }
      }
      return .unreadable(line: first, reason: "a quoted field is never closed")
    }
    return nil
  }

  private mutating func nextLine() -> String? {
    guard let line = lines.nextLine() else { return nil }
    number += 1
    return line
  }

  /// Keeps an Anki header line; why it cannot be used, if so (a column number out of range).
  private mutating func readHeader(_ line: String) -> String? {
    guard let colon = line.firstIndex(of: ":") else { return nil }
    let key = line[line.index(after: line.startIndex)..<colon].lowercased()
    guard Self.ankiKeys.contains(key) else { return nil }
    let value = String(line[line.index(after: colon)...])
    if key.hasSuffix(" column"), Self.column(value) == nil {
      return "#\(key): '\(Echo.text(value, limit: 20))' is not a column number from 1 to "
        + "\(Self.maximumColumn)"
    }
    ankiHeaders[key] = value
    if key == "separator" { delimiter = Self.separator(value) }
    return nil
  }

  /// The 0-based index of the column a header's 1-based `value` names, or nil when it is not
  /// a whole number from 1 to `maximumColumn`.
  static func column(_ value: String) -> Int? {
    let trimmed = value.split(separator: " ").joined()
    guard trimmed.utf8.count <= 6, let number = Int(trimmed), (1...maximumColumn).contains(number)
    else { return nil }
    return number - 1
  }

  /// The delimiter `#separator:` names (Anki's names, or the character).
  static func separator(_ name: String) -> UInt8? {
    switch name.lowercased() {
    case "tab", "\t": UInt8(ascii: "\t")
    case "comma", ",": UInt8(ascii: ",")
    case "semicolon", ";": UInt8(ascii: ";")
    case "pipe", "|": UInt8(ascii: "|")
    case "space", " ": UInt8(ascii: " ")
    case "colon", ":": UInt8(ascii: ":")
    default: nil
    }
  }

  /// The delimiter of a record: a tab if it has one, else the comma or the semicolon it has
  /// more of outside quotes (the comma when even); nil when it has none.
  static func detect(_ line: String) -> UInt8? {
    var commas = 0
    var semicolons = 0
    var quoted = false
    for byte in line.utf8 {
      switch byte {
      case UInt8(ascii: "\t"): return byte
      case UInt8(ascii: "\""): quoted.toggle()
      case UInt8(ascii: ",") where !quoted: commas += 1
      case UInt8(ascii: ";") where !quoted: semicolons += 1
      default: break
      }
    }
    if commas == 0 && semicolons == 0 { return nil }
    return UInt8(ascii: commas >= semicolons ? "," : ";")
  }
}
