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

  init(_ text: String) {
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
    search(key, all: false).first
  }

  /// Every line whose key is `key`, in text order.
  func all<Key: Collection<UInt8>>(withKey key: Key) -> [String] {
    search(key, all: true).map(\.line)
  }

  /// Every line whose key begins with `prefix`, in text order.
  func all<Key: Collection<UInt8>>(withKeyPrefix prefix: Key) -> [String] {
    search(prefix, all: true, prefix: true).map(\.line)
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

  /// Binary-searches the first line whose key is not below `key`, then reads on while the key
  /// matches, or begins with `key` when `prefix` (just one line unless `all`).
  // The key is compared as a byte buffer, not zipped with a generic collection.
  private func search<Key: Collection<UInt8>>(_ key: Key, all: Bool, prefix: Bool = false) -> [(
    line: String, offset: Int
  )] {
    let start = firstLine.offset
    let key = Array(key)
    return key.withUnsafeBufferPointer { key in
      text.utf8.withContiguousStorageIfAvailable { bytes in
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
        /// The order of the key of the line from `start` against `key`: -1, 0 or 1.
        func order(ofLineFrom start: Int) -> Int {
          var index = 0
          while true {
            let position = start + index
            let ended =
              position >= bytes.count || bytes[position] == tab
              || bytes[position] == newline
            if index == key.count { return ended || prefix ? 0 : 1 }
            if ended { return -1 }
            if bytes[position] != key[index] { return bytes[position] < key[index] ? -1 : 1 }
            index += 1
          }
        }
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
          if order(ofLineFrom: middle) < 0 {
            low = lineEnd(from: middle) + 1
          } else {
            high = middle
          }
        }
        var found: [(line: String, offset: Int)] = []
        var line = low
        while line < bytes.count {
          let end = lineEnd(from: line)
          guard order(ofLineFrom: line) == 0 else { break }
          found.append(
            (
              String(decoding: UnsafeBufferPointer(rebasing: bytes[line..<end]), as: UTF8.self),
              line
            ))
          if !all { break }
          line = end + 1
        }
        return found
      } ?? []
    }
  }
}

private let newline = UInt8(ascii: "\n")
private let tab = UInt8(ascii: "\t")
