import Foundation

/// The models of a verb table, from `models.txt`. Blocks are located when the table is built and
/// parsed the first time a verb needs them, so start-up does not grow with the number of models;
/// `validate()` parses them all.
public struct ModelTable: Sendable {
  private let text: String
  /// Each model's block: its first line number and the byte range of its lines.
  private let blocks: [String: Range<String.Index>]
  private let firstLines: [String: Int]
  /// The lines before the first block, which may hold comments only.
  private let prelude: Range<String.Index>
  private let cache = Cache()

  /// The model names, sorted.
  public var names: [String] { blocks.keys.sorted() }

  /// Reads `models.txt` and parses every model now, throwing at the first malformed line.
  public init(parsing text: String) throws(VerbTableError) {
    try self.init(indexing: text)
    try validate()
  }

  /// Locates the model blocks of `models.txt` without parsing them.
  init(indexing text: String) throws(VerbTableError) {
    self.text = text
    var blocks: [String: Range<String.Index>] = [:]
    var firstLines: [String: Int] = [:]
    var open: (name: String, start: String.Index)?
    var preludeEnd = text.endIndex
    var lineStart = text.startIndex
    var number = 0
    let utf8 = text.utf8
    while lineStart < text.endIndex {
      number += 1
      let lineEnd = utf8[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? text.endIndex
      if utf8[lineStart..<lineEnd].starts(with: "model ".utf8) {
        if let open { blocks[open.name] = open.start..<lineStart } else { preludeEnd = lineStart }
        let name = String(text[lineStart..<lineEnd].dropFirst(6).prefix { $0 != " " && $0 != "#" })
        if blocks[name] != nil || open?.name == name {
          throw VerbTableError(file: "models.txt", line: number, reason: "duplicate model \(name)")
        }
        firstLines[name] = number
        open = (name, lineStart)
      }
      lineStart = lineEnd < text.endIndex ? utf8.index(after: lineEnd) : lineEnd
    }
    if let open { blocks[open.name] = open.start..<text.endIndex }
    self.blocks = blocks
    self.firstLines = firstLines
    self.prelude = text.startIndex..<preludeEnd
  }

  /// The model named after `name`, parsed on first use; nil when the table has no such model
  /// or its block is malformed (which `validate()` reports with its line).
  subscript(name: String) -> Model? { try? model(named: name) }

  func model(named name: String) throws(VerbTableError) -> Model? {
    if let model = cache.get(name) { return model }
    guard let range = blocks[name], let first = firstLines[name] else { return nil }
    let lines = TableText.words(in: text[range], firstLine: first)
    let model = try ModelParser.parse(lines)
    cache.set(name, model)
    return model
  }

  /// Parses every model block and checks that nothing but comments precedes the first.
  public func validate() throws(VerbTableError) {
    if let stray = TableText.words(in: text[prelude], firstLine: 1).first {
      throw VerbTableError(
        file: "models.txt", line: stray.number, reason: "rule before the first `model` line")
    }
    for name in names { _ = try model(named: name) }
  }

  /// Parsed models, shared by every copy of the table.
  private final class Cache: @unchecked Sendable {
    private var models: [String: Model] = [:]
    private let lock = NSLock()

    func get(_ name: String) -> Model? { lock.withLock { models[name] } }
    func set(_ name: String, _ model: Model) { lock.withLock { models[name] = model } }
  }
}
