#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TerminalSize {
  /// The size of the terminal `fd` is on; nil when it is none or reports no size.
  static func of(_ fd: Int32) -> TerminalSize? {
    var size = winsize()
    guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return nil }
    return TerminalSize(rows: Int(size.ws_row), columns: Int(max(size.ws_col, 1)))
  }
}
