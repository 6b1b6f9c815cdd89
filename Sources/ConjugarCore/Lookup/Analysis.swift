/// One reading of a looked-up word: the verb, the cell, and how the query matched the cell.
public struct Analysis: Hashable, Sendable {
  /// The verb's infinitive as the table lists it (`lavarse`).
  public var infinitive: String
  /// The cell: a tense and person, or a non-finite form.
  public var form: Form
  /// The cell's form as the engine writes it (`he hablado`, `no vengas`, `lávate`); for
  /// `dímelo`, the bare `di`: the pronouns in `clitics` are not part of it.
  public var matched: String
  /// Whether the query spelt the form with every accent; false when it matched only with
  /// accents ignored (`hablo` for `habló`).
  public var exact: Bool
  /// Whether the cell is a vos cell.
  public var isVos: Bool
  /// The pronouns the query attached to the form or put before it, in written order
  /// (`dímelo`: `me`, `lo`).
  ///
  /// A pronominal verb's own pronoun is part of ``matched``.
  public var clitics: [String]
  /// Whether no table lists the verb and its forms were guessed (`tuiteo`: tuitear).
  public var isGuessed: Bool
  /// The periphrasis the query is (`estoy hablando`), nil for a cell's form: then ``form``
  /// is the auxiliary's cell (`indicativo.presente yo`), ``infinitive`` the verb it is built
  /// on and ``matched`` the whole periphrasis.
  public var periphrasis: Periphrasis?

  /// A reading of `matched` as the `form` cell of `infinitive`.
  ///
  /// - Parameters:
  ///   - infinitive: The verb as the table lists it.
  ///   - form: The cell.
  ///   - matched: The cell's form as the engine writes it.
  ///   - exact: Whether the query had every accent of it.
  ///   - isVos: Whether the cell is a vos cell.
  ///   - clitics: The pronouns the query added, in written order.
  ///   - isGuessed: Whether no table lists the verb.
  ///   - periphrasis: The periphrasis the query is, if it is one.
  public init(
    infinitive: String, form: Form, matched: String, exact: Bool, isVos: Bool,
    clitics: [String] = [], isGuessed: Bool = false, periphrasis: Periphrasis? = nil
  ) {
    self.periphrasis = periphrasis
    self.infinitive = infinitive
    self.form = form
    self.matched = matched
    self.exact = exact
    self.isVos = isVos
    self.clitics = clitics
    self.isGuessed = isGuessed
  }

  /// The tense, nil for a non-finite form.
  public var tense: Tense? {
    if case .finite(let tense, _) = form { return tense }
    return nil
  }

  /// The person, nil for a non-finite form.
  public var person: Person? {
    if case .finite(_, let person) = form { return person }
    return nil
  }
}
