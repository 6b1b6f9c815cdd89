/// The forms of one verb, cell by cell, as UTF-8 in one byte buffer: a cell is a run of spans
/// (its accepted forms, preferred first), none when the verb lacks it.
///
/// Forms are written once and never moved: setting a cell appends its forms and points the cell
/// at them, so a cell derived from another (vos from tú) shares its spans without a copy.
// Cells in one byte buffer, not 143 optional arrays of Strings, built as bytes (Generator+Forms,
// Spelling, Clitics): 732k → 448k instructions per batch verb.
struct Paradigm: Sendable {
  /// Where one form's bytes lie in `bytes`.
  struct Span: Sendable, Equatable {
    var start: Int
    var end: Int
  }

  /// A cell's forms: `count` spans from `first`.
  private struct Run: Sendable {
    var first: Int32 = 0
    var count: Int32 = 0
  }

  /// The text of every form written so far, one after another; only ever appended to (or cut
  /// back to a mark while a form is written), so that spans stay valid.
  var bytes: [UInt8] = []
  /// Every form written so far; a cell's are consecutive.
  private(set) var spans: [Span] = []
  private var runs = [Run](repeating: Run(), count: Form.slotCount)

  init(capacity: Int = 2_048) {
    bytes.reserveCapacity(capacity)
    spans.reserveCapacity(capacity / 10)
  }

  // MARK: Reading

  /// The indices in `spans` of the forms of the cell at `slot`.
  func spanIndices(_ slot: Int) -> Range<Int> {
    let run = runs[slot]
    return Int(run.first)..<Int(run.first + run.count)
  }

  /// Whether the cell at `slot` has no form.
  func isEmpty(_ slot: Int) -> Bool { runs[slot].count == 0 }

  /// The bytes of one form.
  func text(_ span: Span) -> ArraySlice<UInt8> { bytes[span.start..<span.end] }

  /// The first form of the cell at `slot`, if any.
  func first(_ slot: Int) -> Span? {
    let run = runs[slot]
    return run.count > 0 ? spans[Int(run.first)] : nil
  }

  /// The forms of a cell as strings, preferred first.
  func strings(_ form: Form) -> [String] {
    spanIndices(form.slot).map { String(decoding: text(spans[$0]), as: UTF8.self) }
  }

  // MARK: Writing

  /// Appends the bytes of a form already written in another paradigm.
  mutating func append(_ span: Span, of source: Paradigm) {
    bytes.append(contentsOf: source.bytes[span.start..<span.end])
  }

  /// Appends the bytes of a form already written here, byte by byte (appending a slice of
  /// the buffer to itself would copy the whole buffer).
  mutating func appendCopy(of span: Span) {
    for index in span.start..<span.end { bytes.append(bytes[index]) }
  }

  /// Ends the form written since `mark` (the `bytes.count` when it began).
  mutating func endForm(from mark: Int) {
    spans.append(Span(start: mark, end: bytes.count))
  }

  /// Makes the forms ended since span index `first` the cell at `slot`.
  mutating func setCell(_ slot: Int, from first: Int) {
    runs[slot] = Run(first: Int32(first), count: Int32(spans.count - first))
  }

  /// Writes `forms` as the cell of `form`.
  mutating func set(_ form: Form, _ forms: [String]) {
    let first = spans.count
    for var text in forms {
      let mark = bytes.count
      text.withUTF8 { bytes.append(contentsOf: $0) }
      endForm(from: mark)
    }
    setCell(form.slot, from: first)
  }

  /// Gives the cell at `slot` the forms of the cell at `source`, shared.
  mutating func alias(_ slot: Int, to source: Int) { runs[slot] = runs[source] }

  /// Empties the cell at `slot`: the verb lacks it.
  mutating func clear(_ slot: Int) { runs[slot] = Run() }

  /// Adds the forms of `other` after this paradigm's own, cell by cell, without repeats.
  mutating func merge(_ other: Paradigm) {
    for slot in 0..<Form.slotCount where !other.isEmpty(slot) {
      let own = spanIndices(slot)
      let first = spans.count
      for index in own { spans.append(spans[index]) }
      for index in other.spanIndices(slot) {
        let extra = other.text(other.spans[index])
        guard !own.contains(where: { text(spans[$0]).elementsEqual(extra) }) else { continue }
        let mark = bytes.count
        bytes.append(contentsOf: extra)
        endForm(from: mark)
      }
      setCell(slot, from: first)
    }
  }
}
