#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension PagerLauncher {
  /// Runs the pager with `/bin/sh -c`, as git does, its standard input a pipe from this
  /// process, with the default handling of the signals this process ignores or catches.
  /// While it runs, this process ignores SIGINT and SIGQUIT, which the terminal sends to both:
  /// the pager handles them, and the output is not cut short under it.
  static let live = PagerLauncher { command, variables in
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return .failure(PagerLaunchError(code: errno)) }
    let (readEnd, writeEnd) = (fds[0], fds[1])
    _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
    var actions = posix_spawn_file_actions_t()
    var attributes = posix_spawnattr_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    posix_spawn_file_actions_adddup2(&actions, readEnd, STDIN_FILENO)
    posix_spawn_file_actions_addclose(&actions, readEnd)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for number in [SIGPIPE, SIGINT, SIGQUIT] { sigaddset(&defaults, number) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
    let arguments = ["/bin/sh", "-c", command]
    let environment = variables.map { "\($0.key)=\($0.value)" }
    var pid: pid_t = 0
    let code = withCStrings(arguments) { argv in
      withCStrings(environment) { envp in
        posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, envp)
      }
    }
    close(readEnd)
    guard code == 0 else {
      close(writeEnd)
      return .failure(PagerLaunchError(code: code))
    }
    signal(SIGINT, SIG_IGN)
    signal(SIGQUIT, SIG_IGN)
    let input = FileDescriptorIO.sink(writeEnd)
    let child = pid
    return .success(
      PagerProcess(input: input) {
        close(writeEnd)
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0, errno == EINTR {}
        signal(SIGINT, SIG_DFL)
        signal(SIGQUIT, SIG_DFL)
        // The wait status: the exit code in its second byte, or the signal in its low bits.
        let signalled = status & 0x7F
        return signalled == 0 ? (status >> 8) & 0xFF : 128 + signalled
      })
  }
}

/// Calls `body` with `strings` as a null-terminated array of C strings.
private func withCStrings<Result>(
  _ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> Result
) -> Result {
  var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
  pointers.append(nil)
  defer { for pointer in pointers { free(pointer) } }
  return body(pointers)
}
