/// One-line messages on standard error, each prefixed with `conjugar: error:` or `warning:`.
///
/// Standard output is flushed first, so that results and messages interleave in the order
/// they happened when both go to the same terminal or file.
struct Diagnostics {
  let sink: ByteSink
  let output: OutputBuffer?

  func error(_ message: String) {
    emit("conjugar: error: " + message + "\n")
  }

  func warning(_ message: String) {
    emit("conjugar: warning: " + message + "\n")
  }

  /// A message for an input read from `source` at `line`: `<stdin>:3: ...`.
  static func located(_ message: String, source: String?, line: Int?) -> String {
    guard let source, let line else { return message }
    return "\(source):\(line): \(message)"
  }

  private func emit(_ text: String) {
    output?.flush()
    // A failure to report a problem has nowhere left to be reported.
    sink.write(text)
  }
}
