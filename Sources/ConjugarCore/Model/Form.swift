/// One cell of a conjugation table: a non-finite form, or a tense and person.
///
/// A gerund with a person cannot be written: the two kinds of cell are apart. Imperatives have
/// no `yo` cell; ``all(includeVos:)`` lists the cells a table has.
public enum Form: Hashable, Sendable {
  /// The infinitive, gerund or participle.
  case nonFinite(NonFinite)
  /// The form of one person in one tense.
  case finite(Tense, Person)

  /// Every cell of a full table in canonical order: the non-finite forms, then each tense's
  /// persons.
  ///
  /// - Parameter includeVos: Whether to include the vos cells.
  /// - Returns: 141 cells with vos, 121 without.
  public static func all(includeVos: Bool) -> [Form] {
    includeVos ? allWithVos : allWithoutVos
  }

  private static let allWithVos = make(includeVos: true)
  private static let allWithoutVos = make(includeVos: false)

  private static func make(includeVos: Bool) -> [Form] {
    NonFinite.allCases.map(Form.nonFinite)
      + Tense.allCases.flatMap { tense in
        tense.persons(includeVos: includeVos).map { Form.finite(tense, $0) }
      }
  }

  /// The canonical tense id (`infinitivo`, `indicativo.presente`, ...).
  public var tenseID: String {
    switch self {
    case .nonFinite(let nonFinite): nonFinite.rawValue
    case .finite(let tense, _): tense.rawValue
    }
  }

  /// The canonical person id, `-` for non-finite forms.
  public var personID: String {
    switch self {
    case .nonFinite: "-"
    case .finite(_, let person): person.rawValue
    }
  }

  /// The person of a finite cell, nil for a non-finite form.
  public var person: Person? {
    if case .finite(_, let person) = self { return person }
    return nil
  }

  /// A dense index for array storage: 0..<3 for non-finite forms, then 7 slots per tense.
  var slot: Int {
    switch self {
    case .nonFinite(let nonFinite): nonFinite.ordinal
    case .finite(let tense, let person): 3 + tense.ordinal * 7 + person.ordinal
    }
  }

  static let slotCount = 3 + 20 * 7

  /// Hashes the cell's position in a table, not its ids' strings (what the raw values would
  /// give).
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) { hasher.combine(slot) }

  /// Whether two cells are the same.
  ///
  /// - Parameters:
  ///   - a: A cell.
  ///   - b: Another cell.
  /// - Returns: True when both are the same non-finite form, or the same tense and person.
  public static func == (a: Form, b: Form) -> Bool { a.slot == b.slot }
}

/// What a verb has in one cell: its accepted forms, preferred first, or nothing (defective).
public enum Cell: Hashable, Sendable {
  /// The accepted forms, preferred first (`frito`, `freído`); never empty in a conjugation.
  case forms([String])
  /// The verb lacks the cell (`soler` has no future).
  case defective

  /// The accepted forms; empty for a defective cell.
  public var forms: [String] {
    if case .forms(let forms) = self { return forms }
    return []
  }
}
