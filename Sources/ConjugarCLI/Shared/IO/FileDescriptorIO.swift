#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Sinks and sources over raw file descriptors, with `write(2)` and `read(2)` directly, so
/// that output is written in large chunks and input is seen as soon as it arrives.
enum FileDescriptorIO {
  /// A sink writing to `fd`, retrying on `EINTR` and on partial writes, and waiting until a
  /// non-blocking descriptor can take more.
  static func sink(_ fd: Int32) -> ByteSink {
    ByteSink { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = write(fd, bytes.baseAddress?.advanced(by: offset), bytes.count - offset)
        if written < 0 {
          guard let code = retry(errno, fd, Int16(POLLOUT)) else { continue }
          return code
        }
        offset += written
      }
      return 0
    }
  }

  /// A source reading from `fd`, retrying on `EINTR`, and waiting until a non-blocking
  /// descriptor has input. A read interrupted by Ctrl-C within an `InterruptScope` ends the
  /// input instead.
  static func source(_ fd: Int32) -> ByteSource {
    ByteSource { buffer in
      while true {
        let count = read(fd, buffer.baseAddress, buffer.count)
        if count >= 0 { return count }
        if errno == EINTR, InterruptScope.pending.load(ordering: .relaxed) { return 0 }
        if let code = retry(errno, fd, Int16(POLLIN)) { return -Int(code) }
      }
    }
  }

  /// Nil when the call that failed with `code` should be retried: it was interrupted, or `fd`
  /// is non-blocking (a parent left it so) and `poll` now says it is ready for `events`.
  /// Otherwise the code to report.
  private static func retry(_ code: Int32, _ fd: Int32, _ events: Int16) -> Int32? {
    if code == EINTR { return nil }
    guard code == EAGAIN || code == EWOULDBLOCK else { return code }
    var request = pollfd(fd: fd, events: events, revents: 0)
    while poll(&request, 1, -1) < 0 {
      if errno != EINTR { return errno }
    }
    return nil
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

  /// Opens `/dev/null` on each of descriptors 0, 1 and 2 that the process was started without.
  /// Otherwise the next file or pipe opened takes that number: a pager's pipe would become
  /// our standard input (the pager then got nothing), a settings file our standard output.
  static func fillClosedStandardDescriptors() {
    for fd in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
    where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
      let opened = open("/dev/null", fd == STDIN_FILENO ? O_RDONLY : O_WRONLY)
      // The lowest free number is taken, so `opened` is `fd` unless a lower one was closed
      // too, and that was filled first.
      if opened >= 0, opened != fd {
        dup2(opened, fd)
        close(opened)
      }
    }
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
