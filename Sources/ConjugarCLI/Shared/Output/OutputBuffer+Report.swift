#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension OutputBuffer {
  /// Says a failed write to standard output on `diagnostics`, except a closed pipe, which is
  /// expected (`conjugar hablar | head -1`) and ends the run quietly, as does a pager the user
  /// quit.
  func reportFailure(to diagnostics: Diagnostics) {
    guard let failure, failure != EPIPE, failed else { return }
    diagnostics.error("cannot write to standard output: \(FileDescriptorIO.describe(failure))")
  }

  /// Writes out what is buffered and says a failed write; returns the exit status of a run
  /// that wrote only this: 0, or 74.
  func finish(reportingTo diagnostics: Diagnostics) -> Int32 {
    flush()
    reportFailure(to: diagnostics)
    return failed ? ExitStatus.ioError : ExitStatus.success
  }

  /// Writes `text` to `sink`; returns 0, or 74 after saying the failed write.
  static func write(
    _ text: String, to sink: ByteSink, reportingTo diagnostics: Diagnostics
  ) -> Int32 {
    let out = OutputBuffer(sink: sink)
    out.append(text)
    return out.finish(reportingTo: diagnostics)
  }
}
