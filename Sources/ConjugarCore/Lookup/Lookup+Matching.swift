extension Lookup {
  /// Whether the split's pronouns and `no` can go with the cell `form`.
  static func allows(_ split: LookupQuery.Split, _ form: Form) -> Bool {
    if split.negated {
      guard case .finite(let tense, _) = form, !tense.isImperative, tense != .subjuntivoPresente
      else { return false }
    }
    // se stands alone for a third person or a non-finite form (se habla, lávese); before
    // lo, la, los, las it also stands for le (se lo dije).
    if split.clitics.first == "se", split.clitics.count == 1 || !split.clitics[1].hasPrefix("l") {
      if case .finite(_, let person) = form, !person.isThird { return false }
    }
    return allows(split.placement, form)
  }

  private static func allows(_ placement: LookupQuery.Placement, _ form: Form) -> Bool {
    switch (placement, form) {
    case (.none, _): true
    case (.proclitic, .finite(let tense, _)): tense != .imperativoAfirmativo
    case (.proclitic, .nonFinite): false
    case (.enclitic(nil), .finite(let tense, _)): tense == .imperativoAfirmativo
    case (.enclitic(nil), .nonFinite(let nonFinite)): nonFinite != .participio
    case (.enclitic("s"), _): form == .finite(.imperativoAfirmativo, .nosotros)
    case (.enclitic("d"), _): form == .finite(.imperativoAfirmativo, .vosotros)
    case (.enclitic, _): false
    }
  }

  /// How the query should spell `form` with the split's pronouns: attached ones re-accented
  /// (`di` + `melo` → `dímelo`, `vamos` + `nos` → `vámonos`, `lavad` + `os` → `lavaos`).
  static func spelling(_ form: String, _ split: LookupQuery.Split, _ cell: Form) -> String {
    guard case .enclitic = split.placement, let first = split.clitics.first else { return form }
    if cell == .finite(.imperativoAfirmativo, .vosotros), form == "id", first == "os" {
      return "idos"
    }
    var drop = 0
    if case .finite(.imperativoAfirmativo, let person) = cell {
      if person == .nosotros, form.hasSuffix("s"), first == "nos" || first == "se" { drop = 1 }
      if person == .vosotros, form.hasSuffix("d"), first == "os" { drop = 1 }
    }
    var spelled = ByteArena(capacity: 64)
    Orthography.keepingStress(
      of: Array(form.utf8), droppingLast: drop, suffix: Array(split.clitics.joined().utf8),
      into: &spelled)
    return String(decoding: spelled.bytes, as: UTF8.self)
  }

  /// One analysis per verb, cell and pronouns (the exact one if any), without the plain verb
  /// read with the pronominal verb's own pronoun when the pronominal verb matched too
  /// (`me lavo`: lavarse, not lavar + me); exact first, then the more common verb's readings
  /// by `order` (`dime`: decir's di + me before the rare dimir's dime; `venga`: venir before
  /// vengar), fewer pronouns, verb, table order.
  static func ranked(_ found: [Analysis], order: [String: Int]) -> [Analysis] {
    struct Identity: Hashable {
      var infinitive: String
      var form: Form
      var clitics: [String]
    }
    var best: [Identity: Analysis] = [:]
    for analysis in found {
      let id = Identity(
        infinitive: analysis.infinitive, form: analysis.form, clitics: analysis.clitics)
      if let known = best[id], known.exact || !analysis.exact { continue }
      best[id] = analysis
    }
    let kept = best.values.filter { analysis in
      guard analysis.clitics.count == 1, analysis.clitics[0] == ownPronoun(analysis.form),
        let pronominal = best[
          Identity(infinitive: analysis.infinitive + "se", form: analysis.form, clitics: [])]
      else { return true }
      return !pronominal.exact && analysis.exact
    }
    return kept.sorted { a, b in
      if a.exact != b.exact { return a.exact }
      let (aOrder, bOrder) = (order[a.infinitive] ?? .max, order[b.infinitive] ?? .max)
      let (aRarity, bRarity) = (rarity(a, aOrder), rarity(b, bOrder))
      if aRarity != bRarity { return aRarity < bRarity }
      if aOrder != bOrder { return aOrder < bOrder }
      if isDative(a, beside: b) != isDative(b, beside: a) { return isDative(a, beside: b) }
      if a.clitics.count != b.clitics.count { return a.clitics.count < b.clitics.count }
      if a.infinitive != b.infinitive {
        return a.infinitive.utf8.lexicographicallyPrecedes(b.infinitive.utf8)
      }
      if a.form != b.form { return a.form.slot < b.form.slot }
      return a.clitics.lexicographicallyPrecedes(b.clitics)
    }
  }

  /// Whether `analysis` reads a se before lo, la, los or las as the dative it mostly is (se lo
  /// dije: decir + se, lo), beside `other`, the same form read as its pronominal verb (decirse
  /// + lo): that reading comes first, though it has more pronouns.
  private static func isDative(_ analysis: Analysis, beside other: Analysis) -> Bool {
    other.infinitive == analysis.infinitive + "se" && analysis.clitics.count >= 2
      && analysis.clitics[0] == "se" && ["lo", "la", "los", "las"].contains(analysis.clitics[1])
  }

  /// How many steps of ``rarity`` (each twice as rare) past the likeliest reading make a
  /// reading a rare one.
  static let rareSteps = 5

  /// Which readings are meant far more rarely than the likeliest one: 32 times or more, by the
  /// verb's rank and the tense (`dime`: dimir's present and imperative beside decir's
  /// imperative); a verb without a rank beside one with. People's output hides them unless
  /// asked for every reading.
  ///
  /// - Parameter analyses: Readings as ``analyses(of:includeVos:)`` orders them.
  /// - Returns: For each reading, whether it is rare; none when there is one reading.
  public func areRare(_ analyses: [Analysis]) -> [Bool] {
    let rarities = analyses.map { analysis in
      Self.rarity(
        analysis,
        readingOrder(analysis.infinitive, rank: conjugator.table.rank(of: analysis.infinitive)))
    }
    guard let likeliest = rarities.min() else { return [] }
    return rarities.map { $0 >= likeliest + Self.rareSteps }
  }

  /// How rarely a reading is meant: the verb's rank on a log scale (each step twice as rare),
  /// three more for a lone se of a verb that is not pronominal, and four steps more for an
  /// imperative or a future subjunctive, which a form is far less often than a present or a
  /// past: `sé` is saber's present before ser's imperative, though
  /// ser is the commoner verb; `dime` is decir's imperative before dimir's present.
  private static func rarity(_ analysis: Analysis, _ rank: Int) -> Int {
    var rarity = Int.bitWidth - max(rank, 1).leadingZeroBitCount
    // A se alone on a verb that is not pronominal is an impersonal or passive se, far rarer
    // than a pronominal verb's own (`se fue`: irse before ser + se).
    if analysis.clitics == ["se"] { rarity += 3 }
    if case .finite(let tense, _) = analysis.form {
      switch tense {
      case .imperativoAfirmativo, .imperativoNegativo, .subjuntivoFuturo,
        .subjuntivoFuturoPerfecto:
        rarity += 4
      default: break
      }
    }
    return rarity
  }

  /// The pronoun a pronominal verb takes in `form` (`te` for tú, `se` for the gerund).
  private static func ownPronoun(_ form: Form) -> String {
    if case .finite(_, let person) = form { return Clitics.pronoun(person) }
    return "se"
  }
}
