import Testing

@testable import ConjugarCLI

@Suite struct LineReaderTests {
  /// A source that hands out its chunks one read at a time, as a pipe does.
  private func source(_ chunks: [String]) -> ByteSource {
    let remaining = TestBox(chunks.map { Array($0.utf8) })
    return ByteSource { buffer in
      var count = 0
      remaining.modify { chunks in
        guard !chunks.isEmpty else { return }
        let chunk = chunks.removeFirst()
        count = chunk.count
        buffer.copyBytes(from: chunk)
      }
      return count
    }
  }

  private func lines(_ chunks: [String]) -> [String] {
    var reader = LineReader(source: source(chunks))
    var lines: [String] = []
    while let line = reader.nextLine() { lines.append(line) }
    return lines
  }

  @Test func linesSplitAcrossReadsAreJoined() {
    #expect(lines(["hab", "lar\nse", "r\n"]) == ["hablar", "ser"])
  }

  @Test func aLastLineWithoutNewlineIsRead() {
    #expect(lines(["ser\nestar"]) == ["ser", "estar"])
  }

  @Test func aByteOrderMarkStartingTheInputIsDropped() {
    #expect(lines(["\u{FEFF}ser\n\u{FEFF}estar\n"]) == ["ser", "\u{FEFF}estar"])
    #expect(lines(["\u{FEFF}", "\u{FEFF}ser\n"]) == ["\u{FEFF}ser"])
  }

  @Test func invalidUTF8IsReplaced() {
    var reader = LineReader(
      source: ByteSource { buffer in
        buffer.copyBytes(from: [0x61, 0xFF, 0x0A])
        return 3
      })
    #expect(reader.nextLine() == "a\u{FFFD}")
  }

  @Test func aReadErrorEndsTheInputAndIsKept() {
    var reader = LineReader(source: ByteSource { _ in -5 })
    #expect(reader.nextLine() == nil)
    #expect(reader.failure == 5)
  }

  @Test func anOverlongLineIsCutAndTheNextLineStillRead() {
    let long = String(repeating: "a", count: LineReader.maximumLineLength + 100_000)
    let chunks = stride(from: 0, to: long.count, by: 65_536).map { offset in
      String(long.dropFirst(offset).prefix(65_536))
    }
    let read = lines(chunks + ["\nser\n"])
    #expect(read.count == 2)
    #expect(read.first?.utf8.count == LineReader.maximumLineLength)
    #expect(read.last == "ser")
  }

  @Test func anOverlongLineIsCutBeforeACharacterNotInsideIt() {
    // One byte of a, then two-byte letters: the limit falls inside one of them.
    let long = "a" + String(repeating: "é", count: LineReader.maximumLineLength / 2 + 50_000)
    // Chunks of 16,384 letters, no more bytes than a read takes.
    let letters = Array(long)
    let chunks = stride(from: 0, to: letters.count, by: 16_384).map { offset in
      String(letters[offset..<min(offset + 16_384, letters.count)])
    }
    var reader = LineReader(source: source(chunks + ["\nser\n"]))
    let first = reader.nextLine()
    #expect(first?.utf8.count == LineReader.maximumLineLength - 1)
    #expect(first?.hasSuffix("é") == true)
    #expect(reader.nextLine() == "ser")
    #expect(reader.firstBinaryLine == nil)
  }
}
