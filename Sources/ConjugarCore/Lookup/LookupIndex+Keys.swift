extension LookupIndex {
  /// The index's endings, literals and own forms by key, read from its lines once a batch of
  /// lookups has asked for many keys, and shared by every copy of the index. A lookup asks for
  /// the endings and literal tails of every position of a word, most of them absent: a
  /// dictionary answers those in a hash, where the sorted lines take a binary search each; a
  /// single lookup searches, as reading every line costs more than its few searches.
  // Keys in dictionaries, not searched in the sorted lines: 845k → 648k instructions per batch
  // lookup.
  final class Keys: @unchecked Sendable {
    // @unchecked: `table` is written once, under `lock`.
    /// The dictionaries, in a class so that handing them out retains one object (with keys
    /// built in one allocation: 489k → 481k instructions per batch lookup).
    final class Table: @unchecked Sendable {
      // @unchecked: filled by `read` before it is shared, never changed after.
      var endings: [Bytes: Ending] = [:]
      /// By key: `stem TAIL` or `form TAIL`.
      var literals: [Bytes: [Literal]] = [:]
      var ownForms: [Bytes: [String]] = [:]
      /// The most bytes a literal's tail has, stems and forms alike: no key is longer.
      var longestTail = 0
    }

    private let lock = Lock()
    private var table: Table?
    private var queries = 0
    /// The keys asked for before the table is read: a few lookups' worth.
    private static let batch = 200

    /// The table of `lines`, read when a batch has asked for enough keys; nil before.
    func table(_ lines: SortedLines) -> Table? {
      lock.withLock {
        if let table { return table }
        queries += 1
        guard queries > Self.batch else { return nil }
        let read = Self.read(lines)
        table = read
        return read
      }
    }

    private static func read(_ lines: SortedLines) -> Table {
      let table = Table()
      for (bytes, _) in lines.lines() {
        let key = SortedLines.key(of: bytes)
        guard let space = key.firstIndex(of: UInt8(ascii: " ")) else { continue }
        let kind = key[..<space]
        let letters = Bytes(key[(space + 1)...])
        let line = String(decoding: bytes, as: UTF8.self)
        if kind.elementsEqual("ending".utf8) {
          if table.endings[letters] == nil, let ending = LookupIndex.ending(line) {
            table.endings[letters] = ending  // the first line of a key, as a search finds it
          }
        } else if kind.elementsEqual("own".utf8) {
          if let infinitive = LookupIndex.ownForm(line) {
            table.ownForms[letters, default: []].append(infinitive)
          }
        } else if let literal = LookupIndex.literal(line) {
          table.literals[Bytes(key), default: []].append(literal)
          table.longestTail = max(table.longestTail, letters.count)
        }
      }
      return table
    }
  }
}
