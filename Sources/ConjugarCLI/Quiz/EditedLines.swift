/// Answers read through a `LineEditor`: bytes from the terminal in raw mode, the line drawn
/// back after its prompt as it is edited. Ctrl-C and Ctrl-D end the input.
struct EditedLines: AnswerLines {
  private let source: ByteSource
  private let output: OutputBuffer
  private var editor = LineEditor()
  private var buffer = [UInt8](repeating: 0, count: 256)
  private var buffered: ArraySlice<UInt8> = []
  private(set) var failure: Int32?
  /// Whether Ctrl-C ended the input.
  private(set) var interrupted = false

  init(source: ByteSource, output: OutputBuffer) {
    self.source = source
    self.output = output
  }

  mutating func next(prompt: String) -> String? {
    while true {
      if buffered.isEmpty {
        let count = buffer.withUnsafeMutableBytes { source.read($0) }
        guard count > 0 else {
          if count < 0 { failure = Int32(-count) }
          return nil
        }
        buffered = buffer[..<count]
      }
      let byte = buffered.removeFirst()
      switch editor.feed(byte) {
      case .redraw?:
        output.append(editor.rendering(prompt: prompt))
        output.flush()
      case .submit(let line)?:
        output.append("\n")
        return line
      case .interrupt?:
        output.append("^C")
        interrupted = true
        return nil
      case .endOfInput?:
        return nil
      case nil:
        continue
      }
    }
  }
}
