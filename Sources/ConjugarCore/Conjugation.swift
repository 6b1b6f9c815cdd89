/// Why a word could not be conjugated.
public enum ConjugationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The word cannot be a Spanish infinitive (it does not end in -ar, -er, -ir or -ír).
  case invalidInfinitive(String)
  /// The word has an infinitive's shape but no table lists it, and guessing was not allowed.
  case unknownVerb(String)
  /// The verb has no such cell (a defective verb).
  case notApplicable(Form)
  /// The bundled tables contradict themselves; a bug in `Resources/`, never in the input.
  case brokenTable(String)

  public var description: String {
    switch self {
    case .invalidInfinitive(let word): "'\(word)' is not a Spanish infinitive"
    case .unknownVerb(let word): "'\(word)' is not a known verb"
    case .notApplicable(let form): "the verb has no \(form.tenseID) \(form.personID) form"
    case .brokenTable(let reason): "broken verb table: \(reason)"
    }
  }
}

/// The full conjugation of one verb.
public struct Conjugation: Sendable {
  /// The infinitive as the dictionary spells it (`lavarse`).
  public let infinitive: String
  /// The models it follows, preferred first (`contar`); a regular verb has its class's model.
  public let models: [String]
  /// How the models were chosen when the tables do not list the verb as written: guessed from
  /// the listed verbs, or taken from its pronominal form; nil for a listed verb.
  public let guess: Guess?
  /// Whether no table lists the verb, nor its pronominal form, and its models were guessed.
  public var isGuessed: Bool { guess?.isUnknown ?? false }
  /// Whether the verb follows a regular model (`hablar`, `temer`, `partir`) with nothing of
  /// its own; spelling changes such as `saqué` do not count as irregular.
  public let isRegular: Bool
  /// A short English gloss, when the table has one.
  public let gloss: String?
  let paradigm: Paradigm

  /// The forms of one cell.
  public func cell(_ form: Form) -> Cell {
    paradigm.isEmpty(form.slot) ? .defective : .forms(paradigm.strings(form))
  }

  /// Appends the forms of one cell as UTF-8, `separator` between them; false, appending
  /// nothing, for a defective cell.
  // Output copied from byte ranges, not from decoded Strings.
  public func appendForms(of form: Form, separator: UInt8, into bytes: inout [UInt8]) -> Bool {
    let indices = paradigm.spanIndices(form.slot)
    for index in indices {
      if index > indices.lowerBound { bytes.append(separator) }
      bytes.append(contentsOf: paradigm.text(paradigm.spans[index]))
    }
    return !indices.isEmpty
  }

  /// Every cell of the full table in canonical order (FORMAT.md).
  public func cells(includeVos: Bool) -> [(form: Form, cell: Cell)] {
    Form.all(includeVos: includeVos).map { ($0, cell($0)) }
  }
}
