#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Sinks and sources over raw file descriptors, with `write(2)` and `read(2)` directly, so
/// that output is written in large chunks and input is seen as soon as it arrives.
enum FileDescriptorIO {
  /// A sink writing to `fd`, retrying on `EINTR` and on partial writes.
  static func sink(_ fd: Int32) -> ByteSink {
    ByteSink { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = write(fd, bytes.baseAddress?.advanced(by: offset), bytes.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += written
      }
      return 0
    }
  }

  /// A source reading from `fd`, retrying on `EINTR`.
  static func source(_ fd: Int32) -> ByteSource {
    ByteSource { buffer in
      while true {
        let count = read(fd, buffer.baseAddress, buffer.count)
        if count >= 0 { return count }
        if errno != EINTR { return -Int(errno) }
      }
    }
  }

  /// Runs `body` with a source reading the file at `path`, then closes it; returns the `errno`
  /// if the file cannot be opened, or is a directory.
  static func withFile(at path: String, _ body: (ByteSource) -> Void) -> Int32 {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    if fd < 0 { return errno }
    defer { close(fd) }
    var info = stat()
    if fstat(fd, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR { return EISDIR }
    body(source(fd))
    return 0
  }

  /// Whether `fd` is a regular file (rather than a pipe, socket or terminal).
  static func isRegularFile(_ fd: Int32) -> Bool {
    var info = stat()
    return fstat(fd, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
  }

  /// The text of `errno` code `code`, such as "No such file or directory".
  static func describe(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
