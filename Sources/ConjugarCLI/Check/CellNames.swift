import ConjugarCore

/// Reads the tense and person a checked row names, by any name `--tense` and `--person`
/// take, remembering each name it has read (a file repeats the same few thousands of times).
struct CellNames {
  /// A tense as a row names it.
  struct TenseReading: Equatable {
    var id: TenseID
    /// Whether the name is a subjunctive imperfect or pluperfect that names neither -ra nor
    /// -se, so that either is right.
    var eitherEnding = false
  }

  private var tenses: [String: Result<TenseReading, Unreadable>] = [:]
  private var persons: [String: Person?] = [:]

  /// The tense the field `name` names, with the mood of a mood column if the row has one
  /// (`presente` and `subjuntivo`); or why it names none.
  mutating func tense(_ name: String, mood: String?) -> Result<TenseReading, Unreadable> {
    let key = mood.map { name + "\u{1F}" + $0 } ?? name
    if let known = tenses[key] { return known }
    let reading = Self.read(AnswerField.text(name), mood: mood.map(AnswerField.text))
    tenses[key] = reading
    return reading
  }

  /// The person the field `name` names (an id or a pronoun), or nil.
  mutating func person(_ name: String) -> Person? {
    if let known = persons[name] { return known }
    let person = PersonName.resolve(AnswerField.text(name))
    persons[name] = person
    return person
  }

  private static func read(_ name: String, mood: String?) -> Result<TenseReading, Unreadable> {
    let trimmed = name.split(separator: " ").joined(separator: " ")
    guard !trimmed.isEmpty else { return .failure(Unreadable("no tense")) }
    let moodName = mood.map { $0.split(separator: " ").joined(separator: " ") } ?? ""
    let named = moodName.isEmpty ? trimmed : trimmed + " " + moodName
    guard let id = TenseName.resolve(named) ?? TenseName.resolve(trimmed) else {
      let closest = TenseName.closest(to: named)
      let hint = closest.isEmpty ? "" : "; closest: " + closest.joined(separator: ", ")
      return .failure(
        Unreadable(
          "unknown tense '\(Echo.text(named))'\(hint) (conjugar info lists the tense names)",
          label: "tense '\(Echo.text(named))'"))
    }
    var reading = TenseReading(id: id)
    if case .finite(let tense) = id,
      tense == .subjuntivoImperfectoRa || tense == .subjuntivoPluscuamperfectoRa
    {
      reading.eitherEnding = !NameKey.words(named).contains("ra")
    }
    return .success(reading)
  }

  /// The cell the tags of a note name, as `conjugar deck` writes them: a tense id, a person
  /// id, and the first other tag shaped like an infinitive (not `regular`, `irregular`, nor
  /// one with a colon, such as `model::tener`).
  static func cell(inTags tags: String) -> (verb: String?, tense: TenseID?, person: Person?) {
    var verb: String?
    var tense: TenseID?
    var person: Person?
    // Read as bytes, and each kind of tag tried only while not found: a deck has one per note.
    for bytes in tags.utf8.split(separator: 0x20) {
      let tag = Substring(bytes)
      if tense == nil, let id = tenseIDs[tag] {
        tense = id
      } else if person == nil, bytes.count <= 8, let id = personIDs[tag] {
        person = id
      } else if verb == nil, bytes.last == UInt8(ascii: "r") || bytes.last == UInt8(ascii: "e"),
        !bytes.contains(UInt8(ascii: ":")), tag != "regular", tag != "irregular",
        VerbSpeller.mayBeInfinitive(String(tag))
      {
        verb = String(tag)
      }
    }
    return (verb, tense, person)
  }
}

private let tenseIDs = Dictionary(
  uniqueKeysWithValues: TenseID.allCases.map { (Substring($0.id), $0) })
private let personIDs = Dictionary(
  uniqueKeysWithValues: Person.allCases.map { (Substring($0.rawValue), $0) })
