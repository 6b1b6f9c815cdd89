/// Why a word could not be conjugated.
public enum ConjugationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The word cannot be a Spanish infinitive (it does not end in -ar, -er, -ir or -ír).
  case invalidInfinitive(String)
  /// The bundled tables contradict themselves; a bug in `Resources/`, never in the input.
  case brokenTable(String)

  /// The error as a sentence for people (`'xyz' is not a Spanish infinitive`).
  public var description: String {
    switch self {
    case .invalidInfinitive(let word): "'\(word)' is not a Spanish infinitive"
    case .brokenTable(let reason): "broken verb table: \(reason)"
    }
  }
}

/// The full conjugation of one verb: every cell of its table, and where its models came from.
///
/// ``Conjugator/conjugate(_:)`` makes one. Forms are read out of the conjugation on demand, a
/// cell at a time (``cell(_:)``) or all of them (``cells(includeVos:)``).
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
  /// The verb's frequency rank (`VerbEntry.rank`); nil for a guessed verb (every verb of the
  /// bundled tables has one) and for a listed one whose line has no rank note.
  public internal(set) var rank: Int? = nil
  /// The spelling the RAE prefers when the tables list this one as an accepted variant
  /// (`substituir`: `sustituir`; ``VerbEntry/preferred``).
  public internal(set) var preferredSpelling: String? = nil
  let paradigm: Paradigm
  /// haber's simple forms, which compound forms are read with.
  let auxiliary: Paradigm

  /// The forms of one cell.
  ///
  /// - Parameter form: The cell: a tense and person, or a non-finite form.
  /// - Returns: The cell's accepted forms, preferred first, with the verb's pronouns and haber
  ///   where it takes them (`me lavo`, `he hablado`); ``Cell/defective`` when the verb lacks it.
  public func cell(_ form: Form) -> Cell {
    paradigm.isEmpty(form.slot) ? .defective : .forms(paradigm.strings(form, auxiliary: auxiliary))
  }

  /// How many forms the cell of `form` has.
  func formCount(_ form: Form) -> Int { paradigm.formCount(form.slot) }

  /// Appends form `index` of the cell of `form`.
  func appendForm(_ form: Form, _ index: Int, into bytes: inout ByteArena) {
    paradigm.write(form.slot, index, auxiliary: auxiliary, into: &bytes)
  }

  /// Form `index` of the cell of `form`.
  func form(_ form: Form, _ index: Int) -> String {
    var bytes = ByteArena(capacity: 64)
    appendForm(form, index, into: &bytes)
    return String(decoding: bytes.bytes, as: UTF8.self)
  }

  /// At least as many bytes as `writeLines` writes for the forms of any one cell: the most
  /// forms a cell has, each as long as the longest stored form with a pronoun, haber's longest
  /// form and a separator.
  package var cellByteBound: Int {
    paradigm.mostForms * (paradigm.longestForm + Clitics.longestPrefix + auxiliary.longestForm + 2)
  }

  /// Every cell of the full table, in canonical order.
  ///
  /// - Parameter includeVos: Whether to include the vos cells.
  /// - Returns: Each cell of ``Form/all(includeVos:)`` with what the verb has in it.
  public func cells(includeVos: Bool) -> [(form: Form, cell: Cell)] {
    Form.all(includeVos: includeVos).map { ($0, cell($0)) }
  }
}
