/// The forms of one verb, cell by cell, as UTF-8 in one byte buffer: a cell is a run of spans
/// (its accepted forms, preferred first), none when the verb lacks it.
///
/// Forms are written once and never moved: setting a cell appends its forms and points the cell
/// at them, so a cell derived from another (vos from tú) shares its spans without a copy. A
/// compound tense points at the participles and names haber's cell, and a reflexive's cell
/// names its pronoun: such forms are put together when read (Paradigm+Parts).
// Cells in one byte buffer, built as bytes (Generator+Forms, Spelling, Clitics), not 143
// optional arrays of Strings.
struct Paradigm: Sendable {
  /// Where one form's bytes lie in `bytes`.
  struct Span: Sendable, Equatable {
    var start: Int
    var end: Int
  }

  /// A cell's forms: `count` spans from `first`, each read after `prefix` (the pronoun, in
  /// `bytes`) and `aux` (haber's form and a space, in the auxiliary's bytes), and without its
  /// first `skip` bytes (the `no ` a negative imperative's prefix already has).
  struct Run: Sendable {
    var first: Int32 = 0
    var count: Int32 = 0
    var prefixStart: Int32 = 0
    var prefixCount: Int8 = 0
    var skip: Int8 = 0
    var auxStart: Int32 = 0
    var auxCount: Int8 = 0
  }

  /// The text of every form written so far, one after another; only ever appended to (or cut
  /// back to a mark while a form is written), so that spans stay valid.
  var bytes: ByteArena
  /// Every form written so far; a cell's are consecutive.
  private(set) var spans: [Span] = []
  // Copied from one empty table on first write, not filled run by run for every verb.
  private(set) var runs = Self.noRuns
  private static let noRuns = [Run](repeating: Run(), count: Form.slotCount)
  /// The most bytes a stored form takes, and the most forms a cell has.
  private(set) var longestForm = 0
  private(set) var mostForms = 0

  // 1 KB to start (a verb's simple forms take some 800 bytes), not 4 KB zero-filled for every
  // verb.
  init(capacity: Int = 1_024) {
    bytes = ByteArena(capacity: capacity)
    spans.reserveCapacity(capacity / 4)
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

  /// The first stored form of the cell at `slot`, if any.
  func first(_ slot: Int) -> Span? {
    let run = runs[slot]
    return run.count > 0 ? spans[Int(run.first)] : nil
  }

  // MARK: Writing

  /// Appends the bytes of a form already written in another paradigm.
  mutating func append(_ span: Span, of source: Paradigm) {
    bytes.append(source.bytes, range: span.start..<span.end)
  }

  /// Appends the bytes of a form already written here.
  mutating func appendCopy(of span: Span) {
    bytes.appendCopy(of: span.start..<span.end)
  }

  /// Ends the form written since `mark` (the `bytes.count` when it began).
  mutating func endForm(from mark: Int) {
    spans.append(Span(start: mark, end: bytes.count))
    longestForm = max(longestForm, bytes.count - mark)
  }

  /// Makes the forms ended since span index `first` the cell at `slot`.
  mutating func setCell(_ slot: Int, from first: Int) {
    runs[slot] = Run(first: Int32(first), count: Int32(spans.count - first))
    mostForms = max(mostForms, spans.count - first)
  }

  /// Writes `forms` as the cell of `form`.
  mutating func set(_ form: Form, _ forms: [String]) {
    let first = spans.count
    for text in forms {
      let mark = bytes.count
      bytes.append(utf8: text)
      endForm(from: mark)
    }
    setCell(form.slot, from: first)
  }

  /// Gives the cell at `slot` the forms of the cell at `source`, shared.
  mutating func alias(_ slot: Int, to source: Int) { runs[slot] = runs[source] }

  /// Makes the cell at `slot` the auxiliary's bytes in `aux` (haber's form and a space)
  /// before each form of the cell at `participle`.
  mutating func compound(_ slot: Int, aux: Range<Int>, participle: Int) {
    runs[slot] = runs[participle]
    runs[slot].auxStart = Int32(aux.lowerBound)
    runs[slot].auxCount = Int8(aux.count)
  }

  /// Puts the bytes in `prefix` (a pronoun and a space, after `no ` for a negative imperative)
  /// before the forms of the cell at `slot`, leaving out their first `skip` bytes.
  mutating func prefix(_ slot: Int, with prefix: Range<Int>, skip: Int) {
    var run = runs[slot]
    run.prefixStart = Int32(prefix.lowerBound)
    run.prefixCount = Int8(prefix.count)
    run.skip = Int8(skip)
    runs[slot] = run
  }

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
