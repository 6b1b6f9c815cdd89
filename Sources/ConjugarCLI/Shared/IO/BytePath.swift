/// A file path as the bytes the system uses, which need not be UTF-8: a `HOME` holding
/// Latin-1 bytes is used as it is, never with U+FFFD in their place.
public struct BytePath: Equatable, Sendable, CustomStringConvertible {
  /// The path, without a terminating NUL.
  public var bytes: [UInt8]

  /// A path made of `bytes`.
  public init(bytes: some Sequence<UInt8>) {
    self.bytes = Array(bytes)
  }

  /// The path spelled by `text`.
  public init(_ text: String) {
    self.init(bytes: text.utf8)
  }

  /// The path shown in a message: bytes that are not UTF-8, and control characters, escaped.
  public var description: String { Echo.bytes(bytes, limit: .max) }

  /// This path followed by `suffix` (`settings.json` + `.lock`).
  func adding(_ suffix: String) -> BytePath {
    BytePath(bytes: bytes + suffix.utf8)
  }

  /// This path with `component` added below it.
  func appending(_ component: String) -> BytePath {
    appending(bytes: component.utf8)
  }

  /// This path with the component spelled by `component` added below it.
  func appending(bytes component: some Sequence<UInt8>) -> BytePath {
    let separator = bytes.last == UInt8(ascii: "/") ? "" : "/"
    return BytePath(bytes: bytes + separator.utf8 + component)
  }

  /// The directory holding the last component: `.` for a bare name.
  var directory: BytePath {
    guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return BytePath(".") }
    return BytePath(bytes: slash == 0 ? bytes[...0] : bytes[..<slash])
  }

  /// The last component's bytes.
  var lastComponent: ArraySlice<UInt8> {
    bytes[(bytes.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0)...]
  }

  /// Runs `body` with the path as a NUL-terminated C string, for a system call.
  func withCString<T>(_ body: (UnsafePointer<CChar>) throws -> T) rethrows -> T {
    let text = bytes.map { CChar(bitPattern: $0) } + [0]
    return try body(text)
  }

  /// `$XDG_<kind>_HOME/conjugar/<name>`, else `$HOME/<fallback>/conjugar/<name>`; nil when
  /// neither variable is usable. As the XDG spec asks, an empty or relative `XDG_…_HOME` is
  /// ignored. `variable` gives a variable's bytes.
  static func userFile(
    _ name: String, xdg: String, fallback: String, variable: (String) -> [UInt8]?
  ) -> BytePath? {
    if let base = variable(xdg), base.first == UInt8(ascii: "/") {
      return BytePath(bytes: base).appending("conjugar").appending(name)
    }
    guard let home = variable("HOME"), !home.isEmpty else { return nil }
    return BytePath(bytes: home).appending(fallback).appending("conjugar").appending(name)
  }
}
