#if canImport(Glibc)
  import Glibc
#endif

/// A text of lines sorted by key, searched without being parsed: a line's key is what precedes
/// its first tab (the whole line when it has none), lines are in byte order of their keys as
/// `LC_ALL=C sort` leaves them, and `#` comment lines may come before the first. Holds
/// `verbs.tsv` and the lookup index.
struct SortedLines: Sendable {
  let text: String
  /// Where the sorted lines start, after the comments at the top, and that line's number.
  let firstLine: (offset: Int, number: Int)
  /// The filter of the keys, when one was built ahead of time: a key it rules out is not
  /// searched.
  let filter: KeyFilter?

  init(_ text: String, filter: KeyFilter? = nil) {
    self.filter = filter
    // Native UTF-8 storage, so the searches below always find their bytes contiguous (a
    // bridged string would otherwise read as empty).
    var text = text
    text.makeContiguousUTF8()
    self.text = text
    var offset = 0
    var number = 1
    let bytes = Array(text.utf8.prefix(4_096))
    while offset < bytes.count, bytes[offset] == UInt8(ascii: "#") || bytes[offset] == newline {
      offset = (bytes[offset...].firstIndex(of: newline) ?? bytes.count - 1) + 1
      number += 1
    }
    firstLine = (offset, number)
  }

  /// The first line whose key is `key`, and the offset where it starts.
  func first<Key: Collection<UInt8>>(withKey key: Key) -> (line: String, offset: Int)? {
    var found: (line: String, offset: Int)?
    visit(key, prefix: false) { line, offset in
      found = (String(decoding: line, as: UTF8.self), offset)
      return false
    }
    return found
  }

  /// Whether some line's key is `key`; makes no string.
  func contains<Key: Collection<UInt8>>(key: Key) -> Bool {
    firstLine(withKey: key) { _ in () } != nil
  }

  /// What `read` makes of the bytes of the first line whose key is `key` (without its
  /// newline); nil when no line has that key.
  func firstLine<Key: Collection<UInt8>, T>(
    withKey key: Key, _ read: (UnsafeBufferPointer<UInt8>) -> T
  ) -> T? {
    var found: T?
    visit(key, prefix: false) { line, _ in
      found = read(line)
      return false
    }
    return found
  }

  /// Every line whose key is `key`, in text order.
  func all<Key: Collection<UInt8>>(withKey key: Key) -> [String] {
    var found: [String] = []
    forEachLine(withKey: key) { found.append(String(decoding: $0, as: UTF8.self)) }
    return found
  }

  /// Every line whose key begins with `prefix`, in text order.
  func all<Key: Collection<UInt8>>(withKeyPrefix prefix: Key) -> [String] {
    var found: [String] = []
    forEachLine(withKeyPrefix: prefix) { found.append(String(decoding: $0, as: UTF8.self)) }
    return found
  }

  /// Calls `body` with the bytes of every line whose key is `key` (without its newline), in
  /// text order. The searches of the speller and of guessing read their lines so, without a
  /// string for each (a batch's unlisted word made about fifty).
  func forEachLine<Key: Collection<UInt8>>(
    withKey key: Key, _ body: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    visit(key, prefix: false) { line, _ in
      body(line)
      return true
    }
  }

  /// The same for every line whose key begins with `prefix`.
  func forEachLine<Key: Collection<UInt8>>(
    withKeyPrefix prefix: Key, _ body: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    visit(prefix, prefix: true) { line, _ in
      body(line)
      return true
    }
  }

  /// Every line with its number.
  func lines() -> [(bytes: ArraySlice<UInt8>, number: Int)] {
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

  /// The number of the line that starts at `offset`.
  func lineNumber(at offset: Int) -> Int {
    text.utf8.prefix(offset).reduce(1) { $1 == newline ? $0 + 1 : $0 }
  }

  /// The key of a line: its bytes before the first tab.
  static func key(of line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    line.prefix { $0 != tab }
  }

  /// Orders byte strings as `LC_ALL=C sort` does: -1, 0 or 1.
  static func compare<A: Collection<UInt8>, B: Collection<UInt8>>(_ a: A, _ b: B) -> Int {
    for (x, y) in zip(a, b) where x != y { return x < y ? -1 : 1 }
    return a.count == b.count ? 0 : (a.count < b.count ? -1 : 1)
  }

  /// The length of the longest beginning of `key` that some line's key begins with: 0 when
  /// none begins with its first byte. (Lines sorted so, the longest is shared with a neighbour
  /// of where `key` would go.)
  func longestSharedPrefix<Key: Collection<UInt8>>(with key: Key) -> Int {
    let key = Array(key)
    return key.withUnsafeBufferPointer { key in
      text.utf8.withContiguousStorageIfAvailable { bytes in
        let lines = Lines(bytes: bytes, start: firstLine.offset)
        let at = lines.lowerBound(key, prefix: false)
        func shared(_ line: Int) -> Int {
          var count = 0
          while count < key.count, line + count < bytes.count,
            bytes[line + count] == key[count]
          {
            count += 1
          }
          return count
        }
        var longest = at < bytes.count ? shared(at) : 0
        if at > lines.start {
          var previous = at - 1
          while previous > lines.start, bytes[previous - 1] != newline { previous -= 1 }
          longest = max(longest, shared(previous))
        }
        return longest
      } ?? 0
    }
  }

  /// Binary-searches the first line whose key is not below `key`, then hands `body` each line
  /// from there whose key matches, or begins with `key` when `prefix`, and where it starts,
  /// while `body` returns true.
  private func visit<Key: Collection<UInt8>>(
    _ key: Key, prefix: Bool, _ body: (UnsafeBufferPointer<UInt8>, Int) -> Bool
  ) {
    let key = Array(key)
    key.withUnsafeBufferPointer { key in
      if !prefix, let filter, !filter.mayContain(key) { return }
      _ = text.utf8.withContiguousStorageIfAvailable { bytes in
        let lines = Lines(bytes: bytes, start: firstLine.offset)
        var line = lines.lowerBound(key, prefix: prefix)
        while line < bytes.count {
          let end = lines.lineEnd(from: line)
          guard lines.order(ofLineFrom: line, key, prefix: prefix) == 0,
            body(UnsafeBufferPointer(rebasing: bytes[line..<end]), line)
          else { break }
          line = end + 1
        }
      }
    }
  }
}

/// The sorted lines' bytes, from where the sorted lines start.
private struct Lines {
  let bytes: UnsafeBufferPointer<UInt8>
  let start: Int

  /// Where the first newline at or after `start` and before `end` is; `end` if none.
  // memchr, which is quicker than a loop over the bytes.
  func nextNewline(from start: Int, before end: Int) -> Int {
    #if canImport(Glibc)
      guard start < end, let base = bytes.baseAddress,
        let found = memchr(base + start, Int32(newline), end - start)
      else { return end }
      return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    #else
      var index = start
      while index < end, bytes[index] != newline { index += 1 }
      return index
    #endif
  }

  func lineEnd(from start: Int) -> Int { nextNewline(from: start, before: bytes.count) }

  /// The order of the key of the line from `start` against `key`: -1, 0 or 1; 0 too for a
  /// key that begins with `key` when `prefix`.
  // The key is compared as a byte buffer, not zipped with a generic collection.
  func order(ofLineFrom start: Int, _ key: UnsafeBufferPointer<UInt8>, prefix: Bool) -> Int {
    var index = 0
    while true {
      let position = start + index
      let ended =
        position >= bytes.count || bytes[position] == tab || bytes[position] == newline
      if index == key.count { return ended || prefix ? 0 : 1 }
      if ended { return -1 }
      if bytes[position] != key[index] { return bytes[position] < key[index] ? -1 : 1 }
      index += 1
    }
  }

  /// Where the first line whose key is not below `key` starts; the end of the bytes if none.
  func lowerBound(_ key: UnsafeBufferPointer<UInt8>, prefix: Bool) -> Int {
    var low = start
    var high = bytes.count
    while low < high {
      // The first line from halfway on, or else the one halfway is in.
      let half = (low + high) / 2
      var middle = half == low ? low : nextNewline(from: half - 1, before: high) + 1
      if middle >= high {
        middle = half
        while middle > low, bytes[middle - 1] != newline { middle -= 1 }
      }
      if order(ofLineFrom: middle, key, prefix: prefix) < 0 {
        low = lineEnd(from: middle) + 1
      } else {
        high = middle
      }
    }
    return low
  }
}

private let newline = UInt8(ascii: "\n")
private let tab = UInt8(ascii: "\t")
