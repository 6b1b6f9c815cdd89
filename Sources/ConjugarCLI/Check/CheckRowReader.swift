import ConjugarCore

/// Reads rows out of records through a layout: the verb, tense, mood and person columns (or
/// the tags), and the answer column (or, in unnamed Anki notes, the field with a cloze, else
/// the last field).
struct CheckRowReader {
  let layout: CheckLayout
  private var names = CellNames()

  init(layout: CheckLayout) {
    self.layout = layout
  }

  mutating func row(_ record: RecordReader.Record) -> Result<CheckRow, Unreadable> {
    let fields = record.fields
    func field(_ index: Int?) -> String? {
      guard let index, index < fields.count else { return nil }
      return fields[index]
    }
    let tagged = field(layout.tags).map(CellNames.cell(inTags:))
    let verbText = field(layout.verb).map(AnswerField.text) ?? tagged?.verb
    guard let verb = verbText, !verb.isEmpty else {
      return .failure(Unreadable(missing("verb", fields.count)))
    }
    let tense: CellNames.TenseReading
    if let name = field(layout.tense) {
      switch names.tense(name, mood: field(layout.mood)) {
      case .success(let reading): tense = reading
      case .failure(let reason): return .failure(reason)
      }
    } else if let id = tagged?.tense {
      tense = CellNames.TenseReading(id: id)
    } else {
      return .failure(Unreadable(missing("tense", fields.count)))
    }
    let person: Person?
    switch readPerson(field(layout.person), tagged?.person, tense: tense.id) {
    case .success(let found): person = found
    case .failure(let reason): return .failure(reason)
    }
    guard let answerField = field(layout.answer) ?? ankiAnswer(fields) else {
      return .failure(Unreadable(missing("answer", fields.count)))
    }
    let answer = AnswerField.text(answerField)
    guard !answer.isEmpty else { return .failure(Unreadable("the answer is empty")) }
    return .success(
      CheckRow(line: record.line, verb: verb, tense: tense, person: person, answer: answer))
  }

  private func missing(_ what: String, _ count: Int) -> String {
    layout.tags == nil
      ? "no \(what): \(count) field\(count == 1 ? "" : "s") where 4 are expected"
      : "no \(what): neither a column nor the tags name it"
  }

  private mutating func readPerson(_ name: String?, _ tagged: Person?, tense: TenseID)
    -> Result<Person?, Unreadable>
  {
    let raw = name ?? ""
    let given = raw.isEmpty || raw == "-" ? "" : AnswerField.text(raw)
    let auxiliary: Tense? =
      switch tense {
      case .finite(let finite): finite
      case .periphrasis(let periphrasis): periphrasis.tense
      case .nonFinite: nil
      }
    guard let finite = auxiliary else {
      guard given.isEmpty || given == "-" else {
        return .failure(Unreadable("\(tense.id) has no person, but '\(given)' is given"))
      }
      return .success(nil)
    }
    guard let person = given.isEmpty ? tagged : names.person(raw) else {
      if given.isEmpty { return .failure(Unreadable("no person")) }
      return .failure(
        Unreadable(
          "unknown person '\(given)'; known: \(PersonName.known)", label: "person '\(given)'"))
    }
    guard finite.persons(includeVos: true).contains(person) else {
      return .failure(Unreadable("\(finite.rawValue) has no \(person.rawValue)"))
    }
    return .success(person)
  }

  /// In Anki notes without column names: the field with a cloze, else the last field.
  private func ankiAnswer(_ fields: [String]) -> String? {
    guard layout.tags != nil else { return nil }
    let noteFields = fields.indices.filter { !layout.notFields.contains($0) }.map { fields[$0] }
    return noteFields.first { $0.contains("{{c") } ?? noteFields.last
  }
}
