/// A line editor for answers typed on a terminal in raw mode, as a shell edits a command line:
/// Left, Right, Home, End, Backspace, Delete, Ctrl-A, Ctrl-E, Ctrl-U, Ctrl-W, Up and Down
/// through the lines given before. Bytes in, events out: it touches no terminal, so it is
/// tested on byte sequences; `RawTerminal` and the quiz's input feed it.
///
/// Letters are edited by `Character`: a letter typed with a dead key or compose arrives as one
/// precomposed scalar or as a letter and a combining accent, and either is one character.
struct LineEditor {
  /// What a byte fed did.
  enum Event: Equatable {
    /// Enter: the line, which goes into the history.
    case submit(String)
    /// Ctrl-D on an empty line.
    case endOfInput
    /// Ctrl-C.
    case interrupt
    /// The line or the cursor changed: redraw it (`rendering(prompt:)`).
    case redraw
  }

  /// The line being edited.
  private(set) var characters: [Character] = []
  /// Where the cursor is, in characters from the start.
  private(set) var cursor = 0
  /// The lines submitted, oldest first.
  private(set) var history: [String] = []
  /// Which history line is shown: `history.count` for the line being typed.
  private var shown = 0
  /// The line being typed while the history is browsed.
  private var draft: [Character] = []
  /// The bytes of an escape sequence or a UTF-8 letter not yet complete.
  private var pending: [UInt8] = []

  var line: String { String(characters) }

  /// Takes one byte typed; returns what it did, nil when nothing is to be shown yet.
  mutating func feed(_ byte: UInt8) -> Event? {
    if !pending.isEmpty {
      pending.append(byte)
      return pending[0] == 0x1B ? escape() : letter()
    }
    switch byte {
    case 0x0D, 0x0A:
      let submitted = line
      if !submitted.isEmpty, history.last != submitted { history.append(submitted) }
      characters = []
      cursor = 0
      shown = history.count
      draft = []
      return .submit(submitted)
    case 0x03: return .interrupt
    case 0x04:
      if characters.isEmpty { return .endOfInput }
      return delete(at: cursor)
    case 0x01: return move(to: 0)
    case 0x05: return move(to: characters.count)
    case 0x02: return move(to: cursor - 1)
    case 0x06: return move(to: cursor + 1)
    case 0x7F, 0x08: return cursor > 0 ? delete(at: cursor - 1) : nil
    case 0x15:
      characters.removeFirst(cursor)
      cursor = 0
      return .redraw
    case 0x17: return deleteWord()
    case 0x1B:
      pending = [byte]
      return nil
    case 0x00..<0x20: return nil
    case 0x80...:
      pending = [byte]
      return letter()
    default:
      return insert(Character(Unicode.Scalar(byte)))
    }
  }

  /// The bytes that redraw the line after `prompt` on a terminal: back to the line's start,
  /// the prompt and the line, the rest of the screen line cleared, the cursor put back.
  func rendering(prompt: String) -> String {
    let after = characters[cursor...].reduce(0) { $0 + CellText.visibleWidth(String($1)) }
    return "\r" + prompt + line + "\u{1B}[K" + (after > 0 ? "\u{1B}[\(after)D" : "")
  }

  // MARK: - Editing

  private mutating func insert(_ character: Character) -> Event {
    // A combining mark joins the letter before it.
    if character.unicodeScalars.allSatisfy({ $0.properties.isGraphemeExtend }), cursor > 0 {
      let joined = String(characters[cursor - 1]) + String(character)
      if joined.count == 1 {
        characters[cursor - 1] = Character(joined)
        return .redraw
      }
    }
    characters.insert(character, at: cursor)
    cursor += 1
    return .redraw
  }

  private mutating func delete(at index: Int) -> Event? {
    guard characters.indices.contains(index) else { return nil }
    characters.remove(at: index)
    if index < cursor { cursor -= 1 }
    return .redraw
  }

  private mutating func deleteWord() -> Event? {
    guard cursor > 0 else { return nil }
    var start = cursor
    while start > 0, characters[start - 1] == " " { start -= 1 }
    while start > 0, characters[start - 1] != " " { start -= 1 }
    characters.removeSubrange(start..<cursor)
    cursor = start
    return .redraw
  }

  private mutating func move(to position: Int) -> Event? {
    let clamped = min(max(position, 0), characters.count)
    guard clamped != cursor else { return nil }
    cursor = clamped
    return .redraw
  }

  /// Up (`step` -1) or Down (+1) through the history; the line being typed is kept.
  private mutating func browse(_ step: Int) -> Event? {
    let target = shown + step
    guard target >= 0, target <= history.count, target != shown else { return nil }
    if shown == history.count { draft = characters }
    shown = target
    characters = target == history.count ? draft : Array(history[target])
    cursor = characters.count
    return .redraw
  }

  // MARK: - Sequences

  /// A UTF-8 letter, once its bytes are all here; a byte that cannot be UTF-8 is dropped.
  private mutating func letter() -> Event? {
    let lead = pending[0]
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0
    guard length > 0, pending.allSatisfy({ $0 >= 0x80 }) else {
      pending = []
      return nil
    }
    guard pending.count >= length else { return nil }
    let bytes = pending
    pending = []
    guard let text = String(validating: bytes, as: UTF8.self), let character = text.first
    else { return nil }
    return insert(character)
  }

  /// An escape sequence, once it is whole: CSI (`ESC [` parameters, a final letter or `~`)
  /// or SS3 (`ESC O` and a letter). Sequences it does not know are dropped whole.
  private mutating func escape() -> Event? {
    guard pending.count >= 2 else { return nil }
    let kind = pending[1]
    guard kind == UInt8(ascii: "[") || kind == UInt8(ascii: "O") else {
      // ESC and another key (Alt): dropped.
      pending = []
      return nil
    }
    guard pending.count >= 3, let last = pending.last, (0x40...0x7E).contains(last) else {
      if pending.count > 16 { pending = [] }
      return nil
    }
    let parameters = String(decoding: pending[2..<(pending.count - 1)], as: UTF8.self)
    pending = []
    switch (Character(Unicode.Scalar(last)), parameters) {
    case ("D", _): return move(to: cursor - 1)
    case ("C", _): return move(to: cursor + 1)
    case ("H", _), ("~", "1"), ("~", "7"): return move(to: 0)
    case ("F", _), ("~", "4"), ("~", "8"): return move(to: characters.count)
    case ("~", "3"): return delete(at: cursor)
    case ("A", _): return browse(-1)
    case ("B", _): return browse(1)
    default: return nil
    }
  }
}
