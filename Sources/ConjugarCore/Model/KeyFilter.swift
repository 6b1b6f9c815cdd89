/// The keys of a ``SortedLines`` text as a Bloom filter, built ahead of time: a key it says no
/// to is no line's key, so the search is spared; a key it says yes to is searched (about one in
/// a hundred absent keys is). The speller searches about twenty-five keys for each word a batch
/// does not list, nearly all absent (a word with each letter deleted), and a binary search of
/// its index costs about 1,900 instructions, this about 100.
///
/// Its text is the bits in hexadecimal digits, four bits each, lowest first; the number of bits
/// is a power of two, at least twelve for each key.
package struct KeyFilter: Sendable {
  private let text: String
  /// The number of bits less one (a power of two less one).
  private let mask: UInt64

  /// A filter from its text (``text(forKeysOf:)``); nil when its length is not one's. (Its
  /// digits are not read through: a byte that is no digit reads as every bit set.)
  package init?(text: String) {
    let bits = text.utf8.count * 4
    guard bits >= 64, bits & (bits - 1) == 0 else { return nil }
    var text = text
    text.makeContiguousUTF8()
    self.text = text
    mask = UInt64(bits - 1)
  }

  /// Whether `key` may be some line's key: false only when none has it.
  func mayContain(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
    let hash = Self.hash(key)
    return text.utf8.withContiguousStorageIfAvailable { digits in
      func isSet(_ bit: UInt64) -> Bool {
        guard let value = Self.value(ofDigit: digits[Int(bit >> 2)]) else { return true }
        return value & (1 << (bit & 3)) != 0
      }
      return isSet(hash & mask) && isSet((hash >> 21) & mask) && isSet((hash >> 42) & mask)
    } ?? true
  }

  /// The text of the filter of the keys of a sorted-lines text (what precedes each line's
  /// first tab; comment lines are no keys).
  package static func text(forKeysOf lines: String) -> String {
    var keys = Set<[UInt8]>()
    for line in lines.utf8.split(separator: UInt8(ascii: "\n"))
    where line.first != UInt8(ascii: "#") {
      keys.insert(Array(line.prefix { $0 != UInt8(ascii: "\t") }))
    }
    var count = 64
    while count < 12 * keys.count { count *= 2 }
    let mask = UInt64(count - 1)
    var nibbles = [UInt8](repeating: 0, count: count / 4)
    for key in keys {
      // Three slices of the hash, the bits mayContain(_:) reads.
      let hash = key.withUnsafeBufferPointer(Self.hash)
      for bit in [hash & mask, (hash >> 21) & mask, (hash >> 42) & mask] {
        nibbles[Int(bit >> 2)] |= 1 << (bit & 3)
      }
    }
    let digits = Array("0123456789abcdef".utf8)
    return String(decoding: nibbles.map { digits[Int($0)] }, as: UTF8.self)
  }

  /// FNV-1a of the bytes, mixed (SplitMix64's finalizer) so that every bit depends on every
  /// byte; the same on every run and machine, unlike `Hasher`.
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
    hash = (hash ^ (hash >> 30)) &* 0xbf58_476d_1ce4_e5b9
    hash = (hash ^ (hash >> 27)) &* 0x94d0_49bb_1331_11eb
    return hash ^ (hash >> 31)
  }

  private static func value(ofDigit digit: UInt8) -> UInt8? {
    switch digit {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
    default: nil
    }
  }
}
