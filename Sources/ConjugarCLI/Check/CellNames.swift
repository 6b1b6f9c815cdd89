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
    // The few ids are compared byte for byte, not hashed as strings (hashing each tag cost a
    // checked note about 10k instructions, a fifth of its check).
    var tags = tags
    tags.withUTF8 { bytes in
      for tag in bytes.split(separator: 0x20) {
        let tag = UnsafeBufferPointer(rebasing: tag)
        if tense == nil, let id = tenseIDs.first(where: { same($0.bytes, tag) }) {
          tense = id.id
        } else if person == nil, let id = personIDs.first(where: { same($0.bytes, tag) }) {
          person = id.id
        } else if verb == nil, tag.last == UInt8(ascii: "r") || tag.last == UInt8(ascii: "e"),
          !tag.contains(UInt8(ascii: ":")), !same(regular, tag), !same(irregular, tag)
        {
          let word = String(decoding: tag, as: UTF8.self)
          if VerbSpeller.mayBeInfinitive(word) { verb = word }
        }
      }
    }
    return (verb, tense, person)
  }
}

private let tenseIDs = TenseID.allCases.map { (bytes: Array($0.id.utf8), id: $0) }
private let personIDs = Person.allCases.map { (bytes: Array($0.rawValue.utf8), id: $0) }
private let regular = Array("regular".utf8)
private let irregular = Array("irregular".utf8)

/// Whether `tag` is spelt `id`: the lengths first, which tell most apart.
private func same(_ id: [UInt8], _ tag: UnsafeBufferPointer<UInt8>) -> Bool {
  guard id.count == tag.count else { return false }
  for index in id.indices where id[index] != tag[index] { return false }
  return true
}
