import Foundation

/// One verb's forms, vos cells included, found by their folded spelling.
struct VerbForms: Sendable {
  /// Every form of every non-defective cell, alternatives apart, in table order.
  private(set) var forms: [(cell: Form, written: String)] = []
  /// Indices into `forms`, by folded spelling.
  private var byFolded: [String: [Int]] = [:]

  init(_ conjugation: Conjugation?) {
    guard let conjugation else { return }
    for (cell, forms) in conjugation.cells(includeVos: true) {
      for written in forms.forms {
        byFolded[LookupSpelling.fold(written), default: []].append(self.forms.count)
        self.forms.append((cell, written))
      }
    }
  }

  /// The forms that fold to `key`, in table order.
  func forms(folded key: String) -> [(cell: Form, written: String)] {
    (byFolded[key] ?? []).map { forms[$0] }
  }
}

/// What a lookup has learnt of the table: which guesses it lists, and the cells of the verbs
/// it conjugated, so that a batch conjugates each verb once. Each part starts again when it
/// is full, which bounds its memory.
final class VerbFormsCache: @unchecked Sendable {
  private let lock = NSLock()
  private var verbs: [String: VerbForms] = [:]
  private var listed: [String: Bool] = [:]
  private let capacity: Int

  /// A cache of at most `capacity` verbs' cells and 32 times as many guesses.
  init(capacity: Int) {
    self.capacity = capacity
  }

  /// Whether `table` lists `infinitive` (a malformed line counts: conjugating reports it).
  func isListed(_ infinitive: String, in table: VerbTable) -> Bool {
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
