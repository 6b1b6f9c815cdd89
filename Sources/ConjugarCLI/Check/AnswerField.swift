/// The text of a field as checked: Anki's cloze markup and HTML left out, entities decoded,
/// only the first line kept (a card's back often goes on with a translation), in lower case
/// and NFC with single spaces, and without punctuation around it (`¡Habla!`).
///
/// Fields are read as bytes: a file of 100,000 rows should take a fraction of a second.
enum AnswerField {
  /// The answer text of `field`.
  static func text(_ field: String) -> String {
    if isPlain(field.utf8) { return field }
    var bytes = Array(field.utf8)
    if let texts = clozes(bytes) { bytes = texts }
    bytes = firstLine(ofHTML: bytes)
    let text = decodingEntities(String(decoding: bytes, as: UTF8.self))
    if isPlain(text.utf8) { return text }
    return trimmingPunctuation(Normalization.normalizeForm(text))
  }

  /// Whether `bytes` are already as checked: lower-case ASCII letters and Spanish accented
  /// lower-case letters, single spaces inside. Most fields are.
  static func isPlain(_ bytes: some Sequence<UInt8>) -> Bool {
    var previous: UInt8 = 0x20
    var lead = false
    for byte in bytes {
      if lead {
        // á é í ó ú ü ñ and the like (C3 A0...C3 BF): lower case, already composed.
        guard (0xA0...0xBF).contains(byte) else { return false }
        lead = false
      } else if byte == 0xC3 {
        lead = true
      } else if byte == 0x20 {
        if previous == 0x20 { return false }
      } else if !(0x61...0x7A).contains(byte) {
        return false
      }
      previous = byte
    }
    return !lead && previous != 0x20
  }

  /// The texts of the cloze deletions in `bytes` (`{{c1::tengo::tener}}` is `tengo`), joined
  /// by spaces; nil when it has none.
  static func clozes(_ bytes: [UInt8]) -> [UInt8]? {
    let open: [UInt8] = Array("{{c".utf8)
    let close: [UInt8] = Array("}}".utf8)
    let separator: [UInt8] = Array("::".utf8)
    var found: [UInt8]?
    var index = 0
    while let start = find(open, in: bytes, from: index),
      let end = find(close, in: bytes, from: start + open.count)
    {
      index = end + close.count
      guard let body = find(separator, in: bytes, from: start + open.count), body < end else {
        continue
      }
      let from = body + separator.count
      let to = find(separator, in: bytes, from: from).map { min($0, end) } ?? end
      if found == nil { found = [] } else { found?.append(0x20) }
      found?.append(contentsOf: bytes[from..<to])
    }
    return found
  }

  private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    guard needle.count <= bytes.count else { return nil }
    var index = start
    while index + needle.count <= bytes.count {
      if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) {
        return index
      }
      index += 1
    }
    return nil
  }

  /// The first line of HTML `bytes`, tags left out: a line ends at a line break, at `<br>`,
  /// or where a `<div>` or `<p>` begins after some text.
  static func firstLine(ofHTML bytes: [UInt8]) -> [UInt8] {
    var text: [UInt8] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x0A || byte == 0x0D { break }
      guard byte == UInt8(ascii: "<"), let close = bytes[index...].firstIndex(of: 0x3E) else {
        text.append(byte)
        index += 1
        continue
      }
      let name = bytes[(index + 1)..<close].prefix { (0x41...0x5A).contains($0 & 0xDF) }
        .map { $0 | 0x20 }
      let hasText = text.contains { $0 != 0x20 }
      if name == Array("br".utf8) || (hasText && (name == Array("div".utf8) || name == [0x70])) {
        break
      }
      index = close + 1
    }
    return text
  }

  /// `text` with HTML's character references decoded (`&amp;`, `&nbsp;`, `&#233;`, `&#xE9;`).
  static func decodingEntities(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
    var result = ""
    var rest = text[...]
    while let amp = rest.firstIndex(of: "&") {
      result += rest[..<amp]
      let after = rest[rest.index(after: amp)...]
      guard let semicolon = after.prefix(10).firstIndex(of: ";"),
        let decoded = entity(after[..<semicolon])
      else {
        result += "&"
        rest = after
        continue
      }
      result.unicodeScalars.append(decoded)
      rest = after[after.index(after: semicolon)...]
    }
    return result + rest
  }

  private static func entity(_ name: Substring) -> Unicode.Scalar? {
    switch name {
    case "amp": return "&"
    case "lt": return "<"
    case "gt": return ">"
    case "quot": return "\""
    case "apos": return "'"
    case "nbsp": return " "
    case "aacute": return "á"
    case "eacute": return "é"
    case "iacute": return "í"
    case "oacute": return "ó"
    case "uacute": return "ú"
    case "uuml": return "ü"
    case "ntilde": return "ñ"
    default:
      guard name.first == "#" else { return nil }
      let digits = name.dropFirst()
      let value =
        digits.first == "x" || digits.first == "X"
        ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
      return value.flatMap(Unicode.Scalar.init)
    }
  }

  /// `text` without the punctuation around it (`¡habla!`, `"hablo".`); a lone dash stays.
  static func trimmingPunctuation(_ text: String) -> String {
    let kept = { (c: Character) in c.isLetter || c.isNumber }
    guard let first = text.firstIndex(where: kept), let last = text.lastIndex(where: kept) else {
      return text
    }
    return String(text[first...last])
  }
}
