/// One verb's forms, vos cells included, each with its folded spelling, as bytes: a lookup
/// compares the folded query with them, and decodes only the forms that match.
// Folded forms in one byte buffer, written in one pass (Conjugation.writeFoldedForms), not two
// Strings per form.
struct VerbForms: Sendable {
  struct Entry: Sendable {
    var cell: Form
    /// Which of the cell's forms.
    var index: Int
    /// Where its folded spelling lies in `folded`.
    var start: Int32
    var end: Int32
  }

  /// Every form of every non-defective cell, alternatives apart, in table order.
  let entries: [Entry]
  private let folded: ByteArena
  private let conjugation: Conjugation?
  /// Where the verb's readings go among others': its frequency rank, or its base verb's when
  /// that is higher (a pronominal verb's forms are its base's with a pronoun); `Int.max`
  /// without frequency data.
  let order: Int
  /// Whether no table lists the verb (its forms were guessed).
  let isGuessed: Bool

  private static let cells = Form.all(includeVos: true)

  init(_ conjugation: Conjugation?, order: Int) {
    self.order = order
    self.conjugation = conjugation
    isGuessed = conjugation?.isGuessed ?? false
    var folded = ByteArena(capacity: 4_096)
    var entries: [Entry] = []
    if let conjugation {
      entries.reserveCapacity(Self.cells.count + 16)
      let bound = Self.cells.count * max(conjugation.cellByteBound, 1)
      folded.write(reserving: bound) { out in
        conjugation.writeFoldedForms(Self.cells, into: &out) { cell, index, range in
          entries.append(
            Entry(
              cell: cell, index: index, start: Int32(range.lowerBound),
              end: Int32(range.upperBound)))
        }
      }
    }
    self.entries = entries
    self.folded = folded
  }

  /// Whether the folded spelling of `entry` is `key`.
  func isFolded(_ entry: Entry, _ key: String) -> Bool {
    var key = key
    return key.withUTF8 { key in
      key.count == Int(entry.end - entry.start)
        && folded[Int(entry.start)..<Int(entry.end)].elementsEqual(key)
    }
  }

  /// The form of `entry` as written.
  func written(_ entry: Entry) -> String {
    conjugation?.form(entry.cell, entry.index) ?? ""
  }
}

/// What a lookup has learnt of the table: which guesses it lists, and the cells of the verbs
/// it conjugated, so that a batch conjugates each verb once. Each part starts again when it
/// is full, which bounds its memory.
final class VerbFormsCache: @unchecked Sendable {
  /// At this lookup, a batch reads every infinitive into a set (about a millisecond) instead
  /// of searching the table for each guess; a single lookup never does.
  static let batchSize = 16

  // @unchecked: `verbs` and `listed` are read and written only with `lock` held.
  private let lock = Lock()
  private var verbs: [String: VerbForms] = [:]
  private var listed: [String: Bool] = [:]
  private let infinitives = LazyCache<Set<String>>()
  private let capacity: Int

  /// A cache of at most `capacity` verbs' cells and 32 times as many guesses.
  init(capacity: Int) {
    self.capacity = capacity
  }

  /// Counts a lookup; the one that makes a batch reads the table's infinitives.
  func countLookup(in table: VerbTable) {
    _ = infinitives.value(after: Self.batchSize - 1) { Set(table.infinitives) }
  }

  /// Whether `table` lists `infinitive` (a malformed line counts: conjugating reports it).
  func isListed(_ infinitive: String, in table: VerbTable) -> Bool {
    if let all = infinitives.madeValue() { return all.contains(infinitive) }
    if let known = lock.withLock({ listed[infinitive] }) { return known }
    let found: Bool
    do { found = try table.entry(for: infinitive) != nil } catch { found = true }
    lock.withLock {
      if listed.count >= capacity * 32 { listed.removeAll(keepingCapacity: true) }
      listed[infinitive] = found
    }
    return found
  }

  func forms(of infinitive: String, making make: () -> VerbForms) -> VerbForms {
    if let known = lock.withLock({ verbs[infinitive] }) { return known }
    let made = make()
    lock.withLock {
      if verbs.count >= capacity { verbs.removeAll(keepingCapacity: true) }
      verbs[infinitive] = made
    }
    return made
  }
}
