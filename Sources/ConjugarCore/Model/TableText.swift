/// Splits the text of the tables into lines and words on their ASCII separators, byte by byte:
/// the tables are UTF-8 and never split inside a letter, so no grapheme breaking is needed.
enum TableText {
  /// A whole number written in ASCII digits (at most nine), or nil: a field of a table's line
  /// read as its bytes, without a string.
  static func number<Digits: Collection<UInt8>>(_ digits: Digits) -> Int? {
    guard !digits.isEmpty, digits.count < 10 else { return nil }
    var value = 0
    for digit in digits {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
      value = value * 10 + Int(digit - UInt8(ascii: "0"))
    }
    return value
  }

  /// The lines of `text`, numbered from 1, each without its `#` comment and split into words
  /// separated by spaces or tabs; lines with no words are left out.
  static func words(in text: String) -> [(number: Int, words: [String])] {
    words(in: text[...], firstLine: 1)
  }

  /// The same for part of a file whose first line has number `firstLine`.
  static func words(in text: Substring, firstLine: Int) -> [(number: Int, words: [String])] {
    let bytes = Array(text.utf8)
    var result: [(number: Int, words: [String])] = []
    var number = firstLine
    var index = 0
    while index < bytes.count {
      var words: [String] = []
      var inComment = false
      var wordStart: Int?
      while index < bytes.count, bytes[index] != newline {
        let byte = bytes[index]
        if byte == hash { inComment = true }
        let separates = inComment || byte == space || byte == tab
        if separates, let start = wordStart {
          words.append(String(decoding: bytes[start..<index], as: UTF8.self))
          wordStart = nil
        } else if !separates, wordStart == nil {
          wordStart = index
        }
        index += 1
      }
      if let start = wordStart {
        words.append(String(decoding: bytes[start..<index], as: UTF8.self))
      }
      if !words.isEmpty { result.append((number, words)) }
      number += 1
      index += 1
    }
    return result
  }

  /// `text` split on one ASCII separator, keeping empty fields.
  static func fields(_ text: Substring, _ separator: Unicode.Scalar) -> [String] {
    text.utf8.split(separator: UInt8(ascii: separator), omittingEmptySubsequences: false)
      .map(string)
  }

  /// `text` cut at each `separator` into at most `limit` pieces, the last keeping the rest,
  /// empty pieces kept: `split(separator:maxSplits: limit - 1, omittingEmptySubsequences:
  /// false)`.
  // The separators are found in the line's contiguous bytes, not by the generic split (about
  // 1.7k instructions a line).
  static func pieces(
    _ text: Substring.UTF8View, at separator: UInt8, limit: Int
  ) -> [Substring.UTF8View] {
    let cuts = text.withContiguousStorageIfAvailable { bytes in
      var cuts: [Int] = []
      var offset = 0
      while offset < bytes.count, cuts.count + 1 < limit {
        if bytes[offset] == separator { cuts.append(offset) }
        offset += 1
      }
      return cuts
    }
    guard let cuts else {
      return text.split(
        separator: separator, maxSplits: limit - 1, omittingEmptySubsequences: false)
    }
    var pieces: [Substring.UTF8View] = []
    pieces.reserveCapacity(cuts.count + 1)
    var start = text.startIndex
    for cut in cuts {
      let end = text.index(text.startIndex, offsetBy: cut)
      pieces.append(text[start..<end])
      start = text.index(after: end)
    }
    pieces.append(text[start...])
    return pieces
  }

  static func string(_ bytes: String.UTF8View.SubSequence) -> String {
    String(decoding: bytes, as: UTF8.self)
  }

  private static let newline = UInt8(ascii: "\n")
  private static let hash = UInt8(ascii: "#")
  private static let space = UInt8(ascii: " ")
  private static let tab = UInt8(ascii: "\t")
}
