#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few POSIX file operations the settings file needs, on paths as bytes, with errors as
/// `strerror` text.
enum SettingsFileSystem {
  /// The most a settings file is read, and so the most one is ever written.
  static let maximumFileSize = 1 << 20

  /// The whole file, `nil` if it does not exist, or the reason it could not be read. A device
  /// or FIFO in the file's place (`/dev/null`, to keep no settings) reads as empty, at once.
  static func contents(of path: BytePath) -> Result<[UInt8]?, SettingsFileFailure> {
    let fd = path.withCString { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
    if fd < 0 { return errno == ENOENT ? .success(nil) : .failure(SettingsFileFailure()) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { return .failure(SettingsFileFailure()) }
    if info.st_mode & S_IFMT == S_IFDIR { return .failure(SettingsFileFailure(code: EISDIR)) }
    guard info.st_mode & S_IFMT == S_IFREG else { return .success([]) }
    let source = FileDescriptorIO.source(fd)
    var data: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while data.count <= maximumFileSize {
      let count = buffer.withUnsafeMutableBytes { source.read($0) }
      if count < 0 { return .failure(SettingsFileFailure(code: Int32(-count))) }
      if count == 0 { return .success(data) }
      data += buffer[..<count]
    }
    return .failure(SettingsFileFailure(code: EFBIG, reason: "larger than 1 MiB"))
  }

  /// Where a save to `path` writes: `path`, or the end of the symbolic links that start there
  /// (so a settings file kept with dotfiles stays a link), which need not exist yet. Throws
  /// when that is neither a regular file nor missing: a save would replace a device
  /// (`/dev/null`), a directory or a FIFO.
  static func target(of path: BytePath) throws(SettingsFileFailure) -> BytePath {
    var current = path
    for _ in 0..<40 {
      var info = stat()
      if current.withCString({ lstat($0, &info) }) != 0 {
        if errno == ENOENT { return current }
        throw SettingsFileFailure()
      }
      switch info.st_mode & S_IFMT {
      case S_IFREG: return current
      case S_IFLNK:
        let size = 4_096
        var link = [CChar](repeating: 0, count: size)
        let length = current.withCString { readlink($0, &link, size) }
        guard length >= 0 else { throw SettingsFileFailure() }
        let bytes = link[..<length].map { UInt8(bitPattern: $0) }
        let isAbsolute = bytes.first == UInt8(ascii: "/")
        current = isAbsolute ? BytePath(bytes: bytes) : current.directory.appending(bytes: bytes)
      default:
        let what = current == path ? "it" : "it leads to \(current), which"
        throw SettingsFileFailure(code: EINVAL, reason: "\(what) is not a regular file")
      }
    }
    throw SettingsFileFailure(code: ELOOP)
  }

  /// Creates `path` and any missing parents (mode 0700, as XDG asks).
  static func makeDirectories(_ path: BytePath) throws(SettingsFileFailure) {
    var current = path.bytes.first == UInt8(ascii: "/") ? [] : Array(".".utf8)
    for component in path.bytes.split(separator: UInt8(ascii: "/")) {
      current += "/".utf8 + component
      let made = BytePath(bytes: current).withCString { mkdir($0, 0o700) }
      if made != 0 && errno != EEXIST { throw SettingsFileFailure() }
    }
  }

  /// Writes `bytes` to a file that must not exist yet, with `mode` whatever the umask, and
  /// flushes it to disk.
  static func writeNewFile(_ path: BytePath, _ bytes: [UInt8], mode: mode_t = 0o644)
    throws(SettingsFileFailure)
  {
    let fd = path.withCString { open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600) }
    if fd < 0 { throw SettingsFileFailure() }
    defer { close(fd) }
    if fchmod(fd, mode) != 0 { throw SettingsFileFailure() }
    try writeAndFlush(fd, bytes)
  }

  /// Writes all of `bytes` to `fd` and flushes them to disk.
  private static func writeAndFlush(_ fd: Int32, _ bytes: [UInt8]) throws(SettingsFileFailure) {
    let code = bytes.withUnsafeBytes { FileDescriptorIO.sink(fd).write($0) }
    if code != 0 { throw SettingsFileFailure(code: code) }
    if fsync(fd) != 0 { throw SettingsFileFailure() }
  }

  /// The marker of our temporary files' names: `<file>.tmp-conjugar-<pid>-<8 hex digits>`.
  static let temporaryMarker = ".tmp-conjugar-"

  /// Replaces `path` with `bytes` so that readers see either the old or the new file, never a
  /// mix: the bytes go to `<path>.tmp-conjugar-<pid>-<random>`, which is then renamed. The
  /// file's mode is kept; a file the user made read-only is refused, not replaced; a file with
  /// several hard links is written in place (the caller holds the lock), not split from them.
  static func replace(_ path: BytePath, with bytes: [UInt8]) throws(SettingsFileFailure) {
    var mode: mode_t = 0o644
    var info = stat()
    if path.withCString({ stat($0, &info) }) == 0 {
      mode = info.st_mode & 0o7777
      if mode & 0o222 == 0 {
        throw SettingsFileFailure(
          code: EACCES, reason: "it is read-only (make it writable to let conjugar save)")
      }
      if info.st_nlink > 1 { return try writeInPlace(path, bytes) }
    }
    let random = String(UInt32.random(in: 0...UInt32.max), radix: 16, uppercase: true)
    let temporary = path.adding(
      temporaryMarker + "\(getpid())-" + String(repeating: "0", count: 8 - random.count) + random)
    do throws(SettingsFileFailure) {
      try writeNewFile(temporary, bytes, mode: mode)
      let renamed = temporary.withCString { from in path.withCString { rename(from, $0) } }
      if renamed != 0 { throw SettingsFileFailure() }
    } catch {
      _ = temporary.withCString { unlink($0) }
      throw error
    }
  }

  /// Truncates and rewrites `path` itself (a file with several links), then flushes it.
  private static func writeInPlace(_ path: BytePath, _ bytes: [UInt8])
    throws(SettingsFileFailure)
  {
    let fd = path.withCString { open($0, O_WRONLY | O_TRUNC | O_CLOEXEC) }
    if fd < 0 { throw SettingsFileFailure() }
    defer { close(fd) }
    try writeAndFlush(fd, bytes)
  }

  /// Deletes the temporary files of saves to `path` killed before their rename: only names
  /// we make (`<file>.tmp-conjugar-<pid>-<8 hex digits>`) of a process no longer running.
  /// Called only under the lock, when no save is under way.
  static func removeStaleTemporaries(of path: BytePath) {
    _ = firstSibling(of: path, named: temporaryMarker) { name, rest in
      guard let pid = ourTemporaryPID(rest),
        pid == getpid() || (kill(pid, 0) != 0 && errno == ESRCH)
      else { return false }
      _ = name.withCString { unlink($0) }
      return false
    }
  }

  /// Walks the names beside `path` that are `path`'s followed by `marker` and more, calling
  /// `body` with each one's path and what follows the marker, until `body` returns true;
  /// returns that path, or nil when no name made it return true.
  private static func firstSibling(
    of path: BytePath, named marker: String,
    _ body: (BytePath, ArraySlice<UInt8>) -> Bool
  ) -> BytePath? {
    guard let stream = path.directory.withCString({ opendir($0) }) else { return nil }
    defer { closedir(stream) }
    let prefix = path.lastComponent + marker.utf8
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
      guard name.starts(with: prefix) else { continue }
      let sibling = path.directory.appending(bytes: name)
      if body(sibling, name.dropFirst(prefix.count)) { return sibling }
    }
    return nil
  }

  /// A file beside `path` whose name is `path`'s followed by `marker` and more, holding
  /// exactly `bytes`; nil if there is none.
  static func sibling(of path: BytePath, named marker: String, holding bytes: [UInt8])
    -> BytePath?
  {
    firstSibling(of: path, named: marker) { candidate, _ in
      var info = stat()
      guard candidate.withCString({ lstat($0, &info) }) == 0,
        info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) == bytes.count,
        case .success(let contents?) = contents(of: candidate)
      else { return false }
      return contents == bytes
    }
  }

  /// The process id in `<pid>-<8 hex digits>`, the end of a temporary name we make; nil when
  /// `rest` is not shaped so.
  static func ourTemporaryPID(_ rest: ArraySlice<UInt8>) -> pid_t? {
    let parts = rest.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
    guard parts.count == 2, (1...10).contains(parts[0].count), parts[1].count == 8,
      parts[0].allSatisfy({ (0x30...0x39).contains($0) }),
      parts[1].allSatisfy({ (0x30...0x39).contains($0) || (0x41...0x46).contains($0) }),
      let pid = pid_t(String(decoding: parts[0], as: UTF8.self)), pid > 0
    else { return nil }
    return pid
  }

  /// Runs `body` holding an exclusive `flock` on the directory at `path`, after waiting at
  /// most `wait` for another process to release it.
  ///
  /// The directory is locked, not a `<file>.lock` beside the file: a lock file could never be
  /// deleted (two processes would then lock different files), so every run that saved left one.
  static func withExclusiveLock<T>(
    onDirectory path: BytePath,
    waitingAtMost wait: Duration,
    _ body: () throws(SettingsFileFailure) -> T
  ) throws(SettingsFileFailure) -> T {
    let fd = path.withCString { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NONBLOCK) }
    if fd < 0 {
      let code = errno
      throw SettingsFileFailure(
        code: code,
        reason: "cannot open its directory \(path) to lock it: "
          + String(cString: strerror(code)))
    }
    // Closing the descriptor is what releases the lock.
    defer { close(fd) }
    var waited = Duration.zero
    while flock(fd, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR else { throw SettingsFileFailure() }
      guard waited < wait else {
        let reason = "\(path) is locked by another process; gave up after \(wait)"
        throw SettingsFileFailure(code: EWOULDBLOCK, reason: reason)
      }
      usleep(10_000)
      waited += .milliseconds(10)
    }
    return try body()
  }
}
