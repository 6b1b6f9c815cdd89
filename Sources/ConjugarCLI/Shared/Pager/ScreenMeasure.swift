/// Counts the screen lines text takes on a terminal: a line wider than the screen wraps onto
/// more. Widths count characters, not ANSI escapes (ESC up to a letter) nor UTF-8 continuation
/// bytes; the tables are NFC, so an accented letter is one character.
struct ScreenMeasure {
  /// Characters on a screen line.
  var columns = 80
  /// The screen lines of the complete lines so far.
  private(set) var rows = 0
  private var width = 0
  private var inEscape = false

  mutating func add(_ bytes: [UInt8]) {
    for byte in bytes {
      if inEscape {
        if (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) { inEscape = false }
      } else if byte == 0x1B {
        inEscape = true
      } else if byte == UInt8(ascii: "\n") {
        rows += max(1, (width + max(columns, 1) - 1) / max(columns, 1))
        width = 0
      } else if byte & 0xC0 != 0x80 {
        width += 1
      }
    }
  }
}
