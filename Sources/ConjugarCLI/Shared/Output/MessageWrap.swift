/// Messages for a terminal, wrapped at its width at spaces, so that no warning, error or note
/// breaks in the middle of a word where the terminal would break it.
enum MessageWrap {
  /// `text` with every line wider than `width` columns broken at spaces; a continuation keeps
  /// the line's indentation and adds two spaces. Lines that fit are left byte for byte.
  static func wrapped(_ text: String, width: Int) -> String {
    guard text.utf8.contains(where: { $0 >= 0x80 }) || text.utf8.count > width else {
      return text
    }
    var lines: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = String(line)
      guard CellText.visibleWidth(line) > width else {
        lines.append(line)
        continue
      }
      let indent = String(line.prefix { $0 == " " })
      let words = String(line.dropFirst(indent.count))
      lines += TextWrap.lines(words, width: width, first: indent, rest: indent + "  ")
    }
    return lines.joined(separator: "\n")
  }

  /// A sink that writes what it is given to `sink`, wrapped at `width()` columns (asked on
  /// every write: the window may have been resized). Bytes that are not UTF-8 pass unchanged.
  static func sink(_ sink: ByteSink, width: @escaping @Sendable () -> Int) -> ByteSink {
    ByteSink { bytes in
      guard let text = String(validating: bytes, as: UTF8.self) else { return sink.write(bytes) }
      return sink.write(wrapped(text, width: max(width(), 20)))
    }
  }
}
