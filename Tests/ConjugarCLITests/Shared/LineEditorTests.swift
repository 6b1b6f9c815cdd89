import Testing

@testable import ConjugarCLI

/// The line editor on the bytes a terminal sends: keys as shells edit with them, letters of
/// any length in UTF-8, escape sequences in both their CSI and SS3 forms.
@Suite struct LineEditorTests {
  /// The events of feeding `bytes`, nil ones left out.
  private func feed(_ editor: inout LineEditor, _ bytes: [UInt8]) -> [LineEditor.Event] {
    bytes.compactMap { editor.feed($0) }
  }

  private func typed(_ text: String) -> [UInt8] { Array(text.utf8) }

  /// The line after `bytes`, and the cursor.
  private func edit(_ bytes: [UInt8]) -> (String, Int) {
    var editor = LineEditor()
    _ = feed(&editor, bytes)
    return (editor.line, editor.cursor)
  }

  private let left = [[UInt8]([0x1B, 0x5B, 0x44]), [0x1B, 0x4F, 0x44]]
  private let right = [[UInt8]([0x1B, 0x5B, 0x43]), [0x1B, 0x4F, 0x43]]
  private let home: [[UInt8]] = [
    [0x1B, 0x5B, 0x48], [0x1B, 0x4F, 0x48], [0x1B, 0x5B, 0x31, 0x7E], [0x1B, 0x5B, 0x37, 0x7E],
    [0x01],
  ]
  private let end: [[UInt8]] = [
    [0x1B, 0x5B, 0x46], [0x1B, 0x4F, 0x46], [0x1B, 0x5B, 0x34, 0x7E], [0x1B, 0x5B, 0x38, 0x7E],
    [0x05],
  ]

  @Test func lettersAreInsertedAtTheCursor() {
    for key in left {
      #expect(edit(typed("hablé") + key + key + typed("x")) == ("habxlé", 4))
    }
    for key in right {
      #expect(edit(typed("ab") + left[0] + left[0] + key + typed("x")) == ("axb", 2))
    }
  }

  @Test func homeAndEndInEveryForm() {
    for key in home { #expect(edit(typed("oiga") + key + typed("que ")) == ("que oiga", 4)) }
    for key in end {
      #expect(edit(typed("oye") + home[0] + key + typed(" tú")) == ("oye tú", 6))
    }
  }

  @Test func backspaceAndDeleteRemoveOneCharacter() {
    #expect(edit(typed("hablo") + [0x7F] + typed("é")) == ("hablé", 5))
    #expect(edit(typed("hablo") + [0x08, 0x08]) == ("hab", 3))
    #expect(edit(typed("xhablé") + home[0] + [0x1B, 0x5B, 0x33, 0x7E]) == ("hablé", 0))
    #expect(edit([0x7F] + typed("a")) == ("a", 1))
  }

  /// An accent typed with a dead key or compose is one precomposed letter or a letter and a
  /// combining accent: either way one character, which one Backspace removes.
  @Test func aLetterAndItsAccentAreOneCharacter() {
    #expect(edit(typed("niño") + [0x7F]) == ("niñ", 3))
    let combining = typed("e") + [0xCC, 0x81]  // e + U+0301
    #expect(edit(typed("habl") + combining) == ("habl\u{E9}", 5))
    #expect(edit(typed("habl") + combining + [0x7F]) == ("habl", 4))
    #expect(edit(typed("ü") + left[0] + typed("g")) == ("gü", 1))
  }

  @Test func controlKeysEditAsInAShell() {
    #expect(edit(typed("que yo oiga") + [0x17]) == ("que yo ", 7))
    #expect(edit(typed("que yo oiga  ") + [0x17]) == ("que yo ", 7))
    #expect(edit(typed("que yo oiga") + left[0] + left[0] + [0x15]) == ("ga", 0))
    #expect(edit(typed("ab") + [0x02] + typed("x") + [0x06] + typed("y")) == ("axby", 4))
  }

  @Test func enterSubmitsAndCtrlCAndCtrlDEnd() {
    var editor = LineEditor()
    #expect(feed(&editor, typed("tuve\r")).last == .submit("tuve"))
    #expect(editor.line.isEmpty)
    #expect(feed(&editor, typed("x\n")).last == .submit("x"))
    #expect(feed(&editor, [0x03]) == [.interrupt])
    #expect(feed(&editor, [0x04]) == [.endOfInput])
    // Ctrl-D on a line with letters deletes under the cursor instead.
    #expect(feed(&editor, typed("ab") + left[0] + [0x04]) == [.redraw, .redraw, .redraw, .redraw])
    #expect(editor.line == "a")
  }

  @Test func upAndDownWalkThroughThePreviousAnswers() {
    var editor = LineEditor()
    _ = feed(&editor, typed("hablo\r") + typed("tuve\r") + typed("dij"))
    let up = [UInt8]([0x1B, 0x5B, 0x41])
    let down = [UInt8]([0x1B, 0x4F, 0x42])
    _ = feed(&editor, up)
    #expect(editor.line == "tuve")
    _ = feed(&editor, up + up)
    #expect(editor.line == "hablo")
    _ = feed(&editor, down)
    #expect(editor.line == "tuve")
    _ = feed(&editor, down)
    #expect(editor.line == "dij")
    #expect(feed(&editor, down).isEmpty)
    #expect(feed(&editor, up + typed("e\r")).last == .submit("tuvee"))
  }

  @Test func unknownSequencesAndBadBytesAreDroppedWhole() {
    // F5, Alt-x, a lone continuation byte, an invalid lead.
    let noise: [UInt8] = [0x1B, 0x5B, 0x31, 0x35, 0x7E, 0x1B, 0x78, 0x80, 0xFF, 0x41]
    #expect(edit(typed("a") + noise + typed("b")) == ("ab", 2))
  }

  @Test func theRenderingRedrawsThePromptTheLineAndTheCursor() {
    var editor = LineEditor()
    _ = feed(&editor, typed("habló") + left[0] + left[0])
    #expect(editor.rendering(prompt: "1/20  hablar: ") == "\r1/20  hablar: habló\u{1B}[K\u{1B}[2D")
    _ = feed(&editor, end[0])
    #expect(editor.rendering(prompt: "> ") == "\r> habló\u{1B}[K")
  }
}
