/// The conjugation models of a verb table, from `models.txt`, each named after its model verb
/// (`contar`, `tener`).
///
/// Blocks are located when the table is built and parsed the first time a verb needs them, so
/// start-up does not grow with the number of models; ``validate()`` parses them all.
public struct ModelTable: Sendable {
  /// A model's block: its name, the byte offsets of its lines, and its first line's number.
  private struct Block: Sendable {
    var name: [UInt8]
    var bytes: Range<Int>
    var firstLine: Int
  }

  private let text: String
  /// The blocks, sorted by name. An array searched by halves, not a dictionary: building a
  /// dictionary's first instance costs the runtime more than the search ever does.
  private let blocks: [Block]
  /// The byte offsets of the lines before the first block, which may hold comments only.
  private let prelude: Range<Int>
  /// The parsed models by block position, shared by every copy of the table.
  private let models: LazyCache<Parsed>

  /// A parsed model in a box: handing it out of the cache copies a reference, and the model
  /// is copied once, into the caller's.
  private final class Parsed: Sendable {
    let model: Model
    init(_ model: Model) { self.model = model }
  }

  /// The model names, sorted.
  public var names: [String] { blocks.map { String(decoding: $0.name, as: UTF8.self) } }

  /// Reads `models.txt` and parses every model now.
  ///
  /// - Parameter text: The text of `models.txt`.
  /// - Throws: ``VerbTableError`` for the first malformed line.
  public init(parsing text: String) throws(VerbTableError) {
    try self.init(indexing: text)
    try validate()
  }

  /// Locates the model blocks of `models.txt` without parsing them.
  init(indexing text: String) throws(VerbTableError) {
    self.text = text
    let bytes = Array(text.utf8)
    var blocks: [Block] = []
    var preludeEnd = bytes.count
    var lineStart = 0
    var number = 0
    let keyword = Array("model ".utf8)
    while lineStart < bytes.count {
      number += 1
      var lineEnd = lineStart
      while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
      if bytes[lineStart..<lineEnd].starts(with: keyword) {
        if blocks.isEmpty { preludeEnd = lineStart }
        if let last = blocks.indices.last {
          blocks[last].bytes = blocks[last].bytes.lowerBound..<lineStart  // ends where this starts
        }
        let name = bytes[(lineStart + keyword.count)..<lineEnd].prefix {
          $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "#") && $0 != UInt8(ascii: "\t")
        }
        blocks.append(Block(name: Array(name), bytes: lineStart..<bytes.count, firstLine: number))
      }
      lineStart = lineEnd + 1
    }
    blocks.sort { $0.name.lexicographicallyPrecedes($1.name) }
    for (previous, block) in zip(blocks, blocks.dropFirst()) where previous.name == block.name {
      let name = String(decoding: block.name, as: UTF8.self)
      let line = max(previous.firstLine, block.firstLine)
      throw VerbTableError(file: "models.txt", line: line, reason: "duplicate model \(name)")
    }
    self.blocks = blocks
    self.prelude = 0..<preludeEnd
    self.models = LazyCache(count: blocks.count)
  }

  /// The position of the block named `name` in `blocks`.
  private func position(of name: String) -> Int? {
    // Compared with the name's own bytes, in place, as a buffer.
    var name = name
    return name.withUTF8 { key in
      var low = 0
      var high = blocks.count
      while low < high {
        let middle = (low + high) / 2
        if blocks[middle].name.lexicographicallyPrecedes(key) {
          low = middle + 1
        } else {
          high = middle
        }
      }
      return low < blocks.count && blocks[low].name.elementsEqual(key) ? low : nil
    }
  }

  /// The text of a range of byte offsets.
  private func slice(_ bytes: Range<Int>) -> Substring {
    let utf8 = text.utf8
    let start = utf8.index(utf8.startIndex, offsetBy: bytes.lowerBound)
    let end = utf8.index(start, offsetBy: bytes.count)
    return text[start..<end]
  }

  /// Whether the table has a model named `name`; its block is not parsed.
  ///
  /// - Parameter name: A model's name: its model verb (`contar`).
  /// - Returns: True when `models.txt` has a block for it.
  public func contains(_ name: String) -> Bool { position(of: name) != nil }

  /// The model named after `name`, parsed on first use; nil when the table has no such model,
  /// and the file's line and what is wrong when its block is malformed.
  func model(named name: String) throws(VerbTableError) -> Model? {
    guard let position = position(of: name) else { return nil }
    let parsed = try models.value(at: position) { () throws(VerbTableError) -> Parsed in
      let block = blocks[position]
      return Parsed(
        try ModelParser.parse(TableText.words(in: slice(block.bytes), firstLine: block.firstLine)))
    }
    return parsed.model
  }

  /// Parses every model block and checks that nothing but comments precedes the first.
  ///
  /// - Throws: ``VerbTableError`` for the first malformed line.
  public func validate() throws(VerbTableError) {
    if let stray = TableText.words(in: slice(prelude), firstLine: 1).first {
      throw VerbTableError(
        file: "models.txt", line: stray.number, reason: "rule before the first `model` line")
    }
    for block in blocks { _ = try model(named: String(decoding: block.name, as: UTF8.self)) }
  }

}
