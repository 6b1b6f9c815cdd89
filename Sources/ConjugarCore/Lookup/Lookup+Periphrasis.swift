extension Lookup {
  /// The pronouns that may come before a periphrasis (`me estoy lavando`, `se lo voy a
  /// decir`).
  private static let proclitics: Set<String> = [
    "me", "te", "se", "nos", "os", "lo", "la", "los", "las", "le", "les",
  ]

  /// The readings of a query as a periphrasis: estar in one of its tenses and a gerund
  /// (`estoy hablando`, `había estado comiendo`), or ir in the present or the imperfect, `a`
  /// and an infinitive (`voy a salir`), with the pronouns of a pronominal verb or others before
  /// the auxiliary or attached to the last word (`me estoy lavando`, `estoy lavándome`,
  /// `lo voy a hacer`).
  ///
  /// Each reading is checked against the forms
  /// ``Conjugator/periphrasis(_:of:tense:person:)-(_,String,_,_)`` makes, so that only what the
  /// engine would write is read. A pronominal verb's reading
  /// comes before the plain verb with a pronoun.
  ///
  /// - Parameters:
  ///   - query: The words as typed, accents optional.
  ///   - includeVos: Whether the auxiliary may be a vos form (`estás`: tú and vos alike).
  /// - Returns: The readings, with ``Analysis/periphrasis`` set and ``Analysis/form`` the
  ///   auxiliary's cell; empty when the query is no periphrasis.
  public func periphrasisAnalyses(of query: String, includeVos: Bool) -> [Analysis] {
    var words = LookupSpelling.words(query)
    var before: [String] = []
    while words.count > 2, Self.proclitics.contains(words[0]) { before.append(words.removeFirst()) }
    guard words.count >= 2, words.count <= 4 else { return [] }
    let periphrasis: Periphrasis
    let auxiliaryWords: ArraySlice<String>
    if words.count >= 3, words[words.count - 2] == "a" {
      periphrasis = .nearFuture
      auxiliaryWords = words.dropLast(2)
    } else {
      periphrasis = .progressive
      auxiliaryWords = words.dropLast()
    }
    guard let last = words.last else { return [] }
    let auxiliary = periphrasis == .progressive ? "estar" : "ir"
    let cells = analyses(
      of: auxiliaryWords.joined(separator: " "), includeVos: includeVos, guessing: false
    ).filter { reading in
      reading.infinitive == auxiliary && reading.clitics.isEmpty
        && reading.tense.map(periphrasis.tenses.contains) == true
    }
    guard !cells.isEmpty else { return [] }
    let wanted: Form = .nonFinite(periphrasis == .progressive ? .gerundio : .infinitivo)
    let verbs = analyses(of: last, includeVos: false).filter { $0.form == wanted }
    let written = (before + words).joined(separator: " ")
    var found: [Analysis] = []
    for verb in verbs {
      // The query with the pronouns taken off, the last word as the bare non-finite form.
      let bare = (words.dropLast() + [verb.matched]).joined(separator: " ")
      let pronouns = before + verb.clitics
      let shape = VerbShape(verb.infinitive)
      // A pronominal verb is read only where the tables list it (hablarse is no verb).
      let pronominal = (shape.map { $0.isReflexive ? [] : [$0.infinitive + "se"] } ?? [])
        .filter { (try? conjugator.table.entry(for: $0)) != nil }
      for cell in cells {
        guard case .finite(let tense, let person) = cell.form else { continue }
        for infinitive in pronominal + [verb.infinitive] {
          let forms = conjugator.periphrasis(
            periphrasis, of: infinitive, tense: tense, person: person)
          let isOwn = infinitive != verb.infinitive || pronouns.isEmpty
          let target = isOwn ? written : bare
          guard
            let matched = forms.first(where: { $0 == target })
              ?? forms.first(where: { Accents.fold($0) == Accents.fold(target) })
          else { continue }
          let reading = Analysis(
            infinitive: infinitive, form: cell.form, matched: matched,
            exact: matched == target && cell.exact && verb.exact, isVos: cell.isVos,
            clitics: isOwn ? [] : pronouns, isGuessed: verb.isGuessed, periphrasis: periphrasis)
          if !found.contains(reading) { found.append(reading) }
        }
      }
    }
    return found.filter { $0.exact } + found.filter { !$0.exact }
  }
}
