extension LookupIndex {
  /// The index's endings, literals and own forms by key, read from its lines once a batch of
  /// lookups has asked for many keys, and shared by every copy of the index. A lookup asks for
  /// the endings and literal tails of every position of a word, most of them absent: a
  /// dictionary answers those in a hash, where the sorted lines take a binary search each; a
  /// single lookup searches, as reading every line costs more than its few searches.
  ///
  /// A class, so that handing the dictionaries out retains one object.
  final class Keys: @unchecked Sendable {
    // @unchecked: filled by `init(reading:)` before it is shared, never changed after.
    var endings: [Bytes: Ending] = [:]
    /// By key: `stem TAIL` or `form TAIL`.
    var literals: [Bytes: [Literal]] = [:]
    var ownForms: [Bytes: [String]] = [:]
    /// The most bytes a literal's tail has, stems and forms alike: no key is longer.
    var longestTail = 0

    /// The keys asked for before the lines are read: a few lookups' worth.
    static let batch = 200

    /// The dictionaries of `lines`.
    init(reading lines: SortedLines) {
      for (bytes, _) in lines.lines() {
        let key = SortedLines.key(of: bytes)
        guard let space = key.firstIndex(of: UInt8(ascii: " ")) else { continue }
        let kind = key[..<space]
        let letters = Bytes(key[(space + 1)...])
        let line = String(decoding: bytes, as: UTF8.self)
        if kind.elementsEqual("ending".utf8) {
          if endings[letters] == nil, let ending = LookupIndex.ending(line) {
            endings[letters] = ending  // the first line of a key, as a search finds it
          }
        } else if kind.elementsEqual("own".utf8) {
          if let infinitive = LookupIndex.ownForm(line) {
            ownForms[letters, default: []].append(infinitive)
          }
        } else if let literal = LookupIndex.literal(line) {
          literals[Bytes(key), default: []].append(literal)
          longestTail = max(longestTail, letters.count)
        }
      }
    }
  }
}
