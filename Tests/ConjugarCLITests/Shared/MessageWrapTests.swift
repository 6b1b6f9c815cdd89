import Testing

@testable import ConjugarCLI

@Suite struct MessageWrapTests {
  private let warning =
    "conjugar: warning: 'ablar' is not in the tables; conjugated as regular -ar, guessed from "
    + "the ending -lar (did you mean hablar?)\n"

  /// At every width from 20 to 120 no line is wider than the terminal and no word is cut: the
  /// words read in the same order.
  @Test func noLineIsWiderAndNoWordIsCut() {
    let messages = [
      warning, ReviewRequest.message,
      "conjugar: warning: the pager 'less -R' could not be started (No such file or "
        + "directory); the output follows unpaged\n",
      "  an indented line of a list that goes on and on, past any narrow terminal's width\n",
      "conjugar: error: 'tener' no es un sustantivo; ¿quisiste decir tenéis, tenías o tuvisteis?\n",
    ]
    for message in messages {
      for width in 20...120 {
        let wrapped = MessageWrap.wrapped(message, width: width)
        let lines = wrapped.split(separator: "\n")
        #expect(lines.allSatisfy { CellText.visibleWidth(String($0)) <= width })
        #expect(
          wrapped.split(whereSeparator: \.isWhitespace)
            == message.split(whereSeparator: \.isWhitespace))
        #expect(wrapped.hasSuffix("\n") == message.hasSuffix("\n"))
      }
    }
  }

  @Test func aContinuationIsIndentedUnderItsLine() {
    let wrapped = MessageWrap.wrapped(warning, width: 60)
    #expect(
      wrapped == """
        conjugar: warning: 'ablar' is not in the tables; conjugated
          as regular -ar, guessed from the ending -lar (did you mean
          hablar?)

        """)
  }

  /// What fits is written byte for byte: double spaces and colour are kept.
  @Test func whatFitsIsUntouched() {
    let text = "a  b\t c \u{1B}[31merror\u{1B}[0m: ñandú\n\nlast"
    #expect(MessageWrap.wrapped(text, width: 40) == text)
  }

  @Test func theSinkWrapsAndPassesBytesThatAreNotUTF8() {
    let written = TestBox<[[UInt8]]>([])
    let inner = ByteSink { bytes in
      written.modify { $0.append(Array(bytes)) }
      return 0
    }
    let sink = MessageWrap.sink(inner) { 30 }
    sink.write("one two three four five six seven eight nine\n")
    let invalid: [UInt8] = [0x61, 0xFF, 0x0A]
    _ = invalid.withUnsafeBytes { sink.write($0) }
    #expect(
      written.value == [Array("one two three four five six\n  seven eight nine\n".utf8), invalid])
  }
}
