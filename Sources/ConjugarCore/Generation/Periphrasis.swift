/// A verbal periphrasis learners are taught beside the 20 tenses: an auxiliary verb conjugated
/// and the verb in a non-finite form.
///
/// - `progressive`: estar and the gerund, in any non-imperative tense of estar (`estoy
///   hablando`, `estaba hablando`, `he estado hablando`).
/// - `nearFuture`: ir, `a` and the infinitive, in the present or the imperfect of ir (`voy a
///   hablar`, `iba a hablar`).
public enum Periphrasis: String, CaseIterable, Sendable {
  /// estar + gerund (`estoy hablando`).
  case progressive
  /// ir + a + infinitive (`voy a hablar`).
  case nearFuture = "near-future"

  /// The tenses of the auxiliary the periphrasis is built in.
  public var tenses: [Tense] {
    switch self {
    case .progressive: Tense.allCases.filter { !$0.isImperative }
    case .nearFuture: [.presente, .imperfecto]
    }
  }
}

extension Conjugator {
  /// The forms of a periphrasis of `infinitive` for one person, preferred first.
  ///
  /// A pronominal verb's pronoun goes before the auxiliary, as textbooks drill it (`me estoy
  /// lavando`, `me voy a lavar`); the form with the pronoun attached (`estoy lavándome`, `voy a
  /// lavarme`) is accepted too and comes second.
  ///
  /// - Parameters:
  ///   - periphrasis: Which periphrasis.
  ///   - infinitive: The verb, lower case, NFC (`hablar`, `lavarse`).
  ///   - tense: The auxiliary's tense: one of `periphrasis.tenses`.
  ///   - person: The person.
  /// - Returns: The forms; empty when the tense is not one of the periphrasis's, the verb
  ///   cannot be conjugated or lacks the non-finite form.
  public func periphrasis(
    _ periphrasis: Periphrasis, of infinitive: String, tense: Tense, person: Person
  ) -> [String] {
    guard periphrasis.tenses.contains(tense), let shape = VerbShape(infinitive),
      let verb = try? conjugate(shape.base).get()
    else { return [] }
    return self.periphrasis(
      periphrasis, of: verb, reflexive: shape.isReflexive, tense: tense, person: person)
  }

  /// The forms of a periphrasis of a verb already conjugated, for one person, preferred first:
  /// as `periphrasis(_:of:tense:person:)`, for a verb the tables list or one guessed.
  ///
  /// - Parameters:
  ///   - periphrasis: Which periphrasis.
  ///   - verb: The verb's conjugation (of a pronominal verb, its own or its plain verb's).
  ///   - tense: The auxiliary's tense: one of `periphrasis.tenses`.
  ///   - person: The person.
  /// - Returns: The forms; empty when the tense is not one of the periphrasis's or the verb
  ///   lacks the non-finite form.
  public func periphrasis(
    _ periphrasis: Periphrasis, of verb: Conjugation, tense: Tense, person: Person
  ) -> [String] {
    guard let shape = VerbShape(verb.infinitive) else { return [] }
    // A pronominal verb's gerund carries its pronoun (lavándose): its plain verb's is wanted.
    guard !shape.isReflexive else {
      return self.periphrasis(periphrasis, of: verb.infinitive, tense: tense, person: person)
    }
    return self.periphrasis(periphrasis, of: verb, reflexive: false, tense: tense, person: person)
  }

  private func periphrasis(
    _ periphrasis: Periphrasis, of verb: Conjugation, reflexive: Bool, tense: Tense,
    person: Person
  ) -> [String] {
    guard periphrasis.tenses.contains(tense), let shape = VerbShape(verb.infinitive) else {
      return []
    }
    let auxiliaryVerb = periphrasis == .progressive ? "estar" : "ir"
    guard let auxiliary = try? conjugate(auxiliaryVerb).get(),
      let helper = auxiliary.cell(.finite(tense, person)).forms.first
    else { return [] }
    let nonFinite: String?
    switch periphrasis {
    case .progressive: nonFinite = verb.cell(.nonFinite(.gerundio)).forms.first
    case .nearFuture: nonFinite = "a " + shape.base
    }
    guard let nonFinite else { return [] }
    guard reflexive else { return ["\(helper) \(nonFinite)"] }
    let pronoun = Clitics.pronoun(person)
    let attached: String
    switch periphrasis {
    case .progressive:
      var bytes = ByteArena(capacity: 64)
      Orthography.keepingStress(
        of: Array(nonFinite.utf8), suffix: Array(pronoun.utf8), into: &bytes)
      attached = String(decoding: bytes.bytes, as: UTF8.self)
    case .nearFuture:
      attached = nonFinite + pronoun
    }
    return ["\(pronoun) \(helper) \(nonFinite)", "\(helper) \(attached)"]
  }
}
