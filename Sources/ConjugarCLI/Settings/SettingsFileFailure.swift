#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failed file operation: the `errno` code, if any, and a readable reason.
struct SettingsFileFailure: Error, Equatable {
  var code: Int32
  var reason: String

  /// Describes the system call that just failed, using `errno`.
  init() {
    self.init(code: errno)
  }

  init(code: Int32, reason: String? = nil) {
    self.code = code
    self.reason = reason ?? String(cString: strerror(code))
  }
}
