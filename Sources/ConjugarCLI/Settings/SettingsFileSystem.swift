import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few POSIX file operations the settings file needs, with errors as `strerror` text.
enum SettingsFileSystem {
  /// The most a settings file is read; anything longer is refused, not loaded into memory.
  static let maximumFileSize = 1 << 20

  /// The whole file, `nil` if it does not exist, or the reason it could not be read.
  static func contents(ofFile path: String) -> Result<Data?, SettingsFileFailure> {
    // O_NONBLOCK so that a FIFO in the file's place reads as empty instead of hanging.
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    if fd < 0 {
      return errno == ENOENT ? .success(nil) : .failure(SettingsFileFailure())
    }
    defer { close(fd) }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 16_384)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count == 0 { return .success(data) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(SettingsFileFailure())
      }
      data.append(contentsOf: buffer[0..<count])
      if data.count > maximumFileSize {
        return .failure(SettingsFileFailure(code: EFBIG, reason: "larger than 1 MiB"))
      }
    }
  }

  /// Creates `path` and any missing parents (mode 0700, as XDG asks).
  static func makeDirectories(_ path: String) throws(SettingsFileFailure) {
    var current = path.hasPrefix("/") ? "" : "."
    for component in path.split(separator: "/") {
      current += "/" + component
      if mkdir(current, 0o700) != 0 && errno != EEXIST {
        throw SettingsFileFailure()
      }
    }
  }

  /// Writes `data` to a file that must not exist yet, and flushes it to disk.
  static func writeNewFile(_ path: String, _ data: Data) throws(SettingsFileFailure) {
    let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    if fd < 0 { throw SettingsFileFailure() }
    defer { close(fd) }
    var failure: SettingsFileFailure?
    data.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = write(fd, bytes.baseAddress?.advanced(by: offset), bytes.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = SettingsFileFailure()
          return
        }
        offset += written
      }
    }
    if let failure { throw failure }
    if fsync(fd) != 0 { throw SettingsFileFailure() }
  }

  /// Replaces `path` with `data` so that readers see either the old or the new file, never a
  /// mix: the data goes to a temporary file in the same directory, which is then renamed.
  static func replace(_ path: String, with data: Data) throws(SettingsFileFailure) {
    let temporary = "\(path).tmp-\(getpid())-\(UUID().uuidString.prefix(8))"
    do throws(SettingsFileFailure) {
      try writeNewFile(temporary, data)
      if rename(temporary, path) != 0 { throw SettingsFileFailure() }
    } catch {
      unlink(temporary)
      throw error
    }
  }
}

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

extension SettingsFileSystem {
  /// Runs `body` while holding an exclusive `flock` on the file at `path` (created if needed).
  ///
  /// The lock file is never deleted: deleting it would let two processes lock different files.
  static func withExclusiveLock<T>(
    onFile path: String,
    _ body: () throws(SettingsFileFailure) -> T
  ) throws(SettingsFileFailure) -> T {
    let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    if fd < 0 { throw SettingsFileFailure() }
    // Closing the descriptor is what releases the lock.
    defer { close(fd) }
    while flock(fd, LOCK_EX) != 0 {
      if errno != EINTR { throw SettingsFileFailure() }
    }
    return try body()
  }
}
