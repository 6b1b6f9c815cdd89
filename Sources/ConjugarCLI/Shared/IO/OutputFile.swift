#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file that is written whole or not at all (`-o FILE`): the bytes go to a temporary file
/// beside it, renamed over it once every byte is written, so a failed or interrupted run
/// never leaves half a file where a good one was. A path that exists and is no regular file
/// (`/dev/stdout`, a pipe, a symbolic link, which stays a link) is written directly.
final class OutputFile {
  let path: String
  /// The temporary written to; nil when writing `path` directly.
  private let temporary: String?
  private var fd: Int32

  private init(path: String, temporary: String?, fd: Int32) {
    self.path = path
    self.temporary = temporary
    self.fd = fd
  }

  /// Starts writing the file at `path`, or returns the `errno` of the failure.
  static func create(_ path: String) -> Result<OutputFile, OutputFileError> {
    var info = stat()
    if lstat(path, &info) == 0 {
      switch info.st_mode & S_IFMT {
      case S_IFDIR: return .failure(OutputFileError(code: EISDIR))
      case S_IFREG: break
      default:
        let fd = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard fd >= 0 else { return .failure(OutputFileError(code: errno)) }
        return .success(OutputFile(path: path, temporary: nil, fd: fd))
      }
    }
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    let temporary = directory + "." + name + ".tmp-conjugar-\(getpid())"
    let mode: mode_t = stat(path, &info) == 0 ? info.st_mode & 0o777 : 0o644
    let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
    guard fd >= 0 else { return .failure(OutputFileError(code: errno)) }
    return .success(OutputFile(path: path, temporary: temporary, fd: fd))
  }

  /// Where the bytes go until `commit` or `discard`.
  var sink: ByteSink { FileDescriptorIO.sink(fd) }

  /// Puts the file in place: flushed, closed and renamed over `path`. Returns 0 or the `errno`
  /// of the failure, after which `path` is as it was.
  func commit() -> Int32 {
    defer { fd = -1 }
    guard let temporary else { return close(fd) == 0 ? 0 : errno }
    if fsync(fd) != 0 || close(fd) != 0 || rename(temporary, path) != 0 {
      let code = errno
      unlink(temporary)
      return code
    }
    return 0
  }

  /// Drops what was written: `path` stays as it was.
  func discard() {
    guard fd >= 0 else { return }
    close(fd)
    fd = -1
    if let temporary { unlink(temporary) }
  }
}

/// Why an output file could not be opened.
struct OutputFileError: Error {
  var code: Int32
}
