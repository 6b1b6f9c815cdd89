import ConjugarCore

/// Which column of a checked file holds what: named by a header line (or Anki's `#columns:`),
/// the four canonical columns of FORMAT.md, or, in a file of Anki notes without names, the
/// tags column and the note's fields.
struct CheckLayout: Equatable {
  enum Role: CaseIterable {
    case verb, tense, mood, person, answer, tags
  }

  var verb: Int?
  var tense: Int?
  var mood: Int?
  var person: Int?
  var answer: Int?
  var tags: Int?
  /// Columns that are no note field in an Anki file (GUID, note type, deck): never the answer.
  var notFields: Set<Int> = []

  /// infinitive, tense, person, forms.
  static let canonical = CheckLayout(verb: 0, tense: 1, person: 2, answer: 3)

  /// The names of a header line a column may have, by role, as `key(_:)` gives them.
  static func names(_ role: Role) -> [String] {
    switch role {
    case .verb: ["verb", "infinitive", "verbo", "infinitivo", "lemma"]
    case .tense: ["tense", "tiempo"]
    case .mood: ["mood", "modo"]
    case .person: ["person", "pronoun", "persona", "pronombre"]
    case .answer: ["answer", "form", "forms", "respuesta", "forma", "formas", "back", "text"]
    case .tags: ["tags", "etiquetas"]
    }
  }

  /// A column name as compared: lower case, without accents or spaces around it.
  static func key(_ name: String) -> String {
    Accents.fold(name.lowercased()).trimmingSpaces()
  }

  private static let roles: [String: Role] = {
    var roles: [String: Role] = [:]
    for role in Role.allCases { for name in names(role) { roles[name] = role } }
    return roles
  }()

  /// The layout a header line names, or nil when fewer than two of its fields are column
  /// names (it is a record, not a header).
  static func named(_ fields: [String]) -> CheckLayout? {
    var layout = CheckLayout()
    var known = 0
    for (index, field) in fields.enumerated() {
      guard let role = roles[key(field)] else { continue }
      known += 1
      switch role {
      case .verb: layout.verb = layout.verb ?? index
      case .tense: layout.tense = layout.tense ?? index
      case .mood: layout.mood = layout.mood ?? index
      case .person: layout.person = layout.person ?? index
      case .answer: layout.answer = layout.answer ?? index
      case .tags: layout.tags = layout.tags ?? index
      }
    }
    return known >= 2 ? layout : nil
  }

  /// What a named layout lacks to be read, or nil when it has it all: an answer column, and a
  /// verb, a tense and a person column unless tags name them.
  var missing: String? {
    if answer == nil { return "the header names no answer column (answer, form, respuesta, forma)" }
    guard tags == nil else { return nil }
    let lacking = [("verb", verb), ("tense", tense), ("person", person)]
      .filter { $0.1 == nil }.map(\.0)
    guard !lacking.isEmpty else { return nil }
    return "the header names no \(lacking.joined(separator: " or ")) column, nor tags"
  }

  /// The layout of a file of Anki notes whose header lines give the tags column (and maybe
  /// the GUID, note type and deck columns) but no column names: the cell is read from the
  /// tags, the answer from the note's fields.
  static func anki(_ headers: [String: String]) -> CheckLayout? {
    func column(_ key: String) -> Int? { headers[key].flatMap(RecordReader.column) }
    guard let tags = column("tags column") else { return nil }
    let others = ["guid column", "notetype column", "deck column"].compactMap(column)
    return CheckLayout(tags: tags, notFields: Set(others + [tags]))
  }
}
