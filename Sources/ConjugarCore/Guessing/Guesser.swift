/// Chooses the models of a verb no table lists from the verbs the tables do list (see
/// `guessing.txt`): a prefix before a listed verb, else the ending most listed verbs with it
/// share, else the regular model of its class. One listed family (`hidden`, a plain infinitive)
/// can be left out, to guess a listed verb as if it were new.
struct Guesser {
  let table: VerbTable
  let hidden: String?
  private let index: EndingIndex

  /// The shortest ending that may stand for a class of verbs (`-uar`).
  static let shortestEnding = 3

  init(table: VerbTable, hiding hidden: String?) {
    self.table = table
    self.hidden = hidden
    index = table.endingIndex
  }

  func guess(_ shape: VerbShape) throws(ConjugationError) -> Guess {
    if let guess = try prefixed(shape) { return guess }
    if let guess = byEnding(shape) { return guess }
    return Guess(models: [Conjugator.regularModel(shape.verbClass)], reason: .verbClass)
  }

  /// Whether the verb can follow `models`: a model with literal stems or forms (poner: pus-,
  /// pondr-, puesto) fits only a verb that ends like its model verb enough to carry them over
  /// (componer, not cerner).
  private func fits(_ models: [String], _ shape: VerbShape) -> Bool {
    models.allSatisfy { name in
      // A malformed model fits nothing; conjugating with it reports its line.
      guard let model = try? Conjugator.model(name, table) else { return false }
      guard model.hasLiterals else { return true }
      return (try? Generator(model: model, shape: shape).paradigm()) != nil
    }
  }

  /// The models of `base` (a plain infinitive) as listed, or as its pronominal form is listed.
  private func listedModels(_ base: String) throws(ConjugationError) -> [String]? {
    guard base != hidden else { return nil }
    do throws(VerbTableError) {
      if let entry = try table.entry(for: base) { return entry.models }
      return try table.entry(for: base + "se")?.models
    } catch {
      throw .brokenTable(error.description)
    }
  }

  /// The listed verb `base` is made of after a known prefix: `reimponer` → `re`, `imponer`;
  /// after a prefix ending in a vowel the verb's r is written rr (`auto`, `rreconocer`).
  private func splits(_ base: String) -> [(prefix: String, rest: String)] {
    table.guessing.prefixes.compactMap { prefix in
      // Bytes compared, not Characters (both NFC): every prefix is tried on every new verb.
      guard base.utf8.starts(with: prefix.utf8) else { return nil }
      var rest = Substring(base.dropFirst(prefix.count))
      let last = prefix.unicodeScalars.last
      let endsInVowel = last.map { Orthography.isOpen($0) || Orthography.isClosed($0) } ?? false
      if endsInVowel, rest.hasPrefix("rr") { rest = rest.dropFirst() }
      return rest.count >= Self.shortestEnding ? (prefix, String(rest)) : nil
    }
  }

  /// A verb made of a prefix and a listed verb follows what the listed verbs ending like that
  /// verb mostly follow, which outvotes a false split (co + mentar: comentar, fomentar are
  /// regular); failing a majority, what most of its listed compounds follow (sobredecir:
  /// predecir, contradecir, desdecir); failing that, the listed verb's own models.
  private func prefixed(_ shape: VerbShape) throws(ConjugationError) -> Guess? {
    for (prefix, rest) in splits(shape.base) {
      guard let own = try listedModels(rest), fits(own, shape) else { continue }
      let sharing = index.families(endingIn: rest, hiding: hidden)
      if try isCommonIrregular(rest) {
        return commonIrregular(prefix, rest, own, sharing, shape)
      }
      if let majority = index.majority(endingIn: rest, hiding: hidden), fits(majority, shape) {
        let reason: Guess.Reason =
          majority == own ? .prefix(prefix, base: rest) : .ending("-" + rest)
        return Guess(models: majority, reason: reason)
      }
      let compounds = sharing.filter { family in
        family.base != rest
          && splits(family.base).contains { $0.rest == rest }
      }
      if let plurality = EndingIndex.plurality(of: compounds), plurality != own,
        fits(plurality, shape)
      {
        return Guess(models: plurality, reason: .compounds(prefix: prefix, base: rest))
      }
      return Guess(models: own, reason: .prefix(prefix, base: rest))
    }
    return nil
  }

  /// Whether `base` is one of the commonest irregular verbs (`common-irregular-rank` of
  /// guessing.txt), which keeps its conjugation after any known prefix.
  private func isCommonIrregular(_ base: String) throws(ConjugationError) -> Bool {
    guard let limit = table.guessing.commonIrregularRank else { return false }
    do throws(VerbTableError) {
      var found = try table.entry(for: base)
      if found == nil { found = try table.entry(for: base + "se") }
      guard let entry = found else { return false }
      return !entry.isRegular && (entry.rank ?? .max) <= limit
    } catch {
      throw .brokenTable(error.description)
    }
  }

  /// A prefix before one of the commonest irregular verbs: the verb's own models, whatever the
  /// verbs that merely end like it follow (entrepensar: entrepienso, though compensar is
  /// regular), unless most of its listed compounds follow another irregular model (sobredecir
  /// like predecir: sobredice).
  private func commonIrregular(
    _ prefix: String, _ rest: String, _ own: [String], _ sharing: [EndingIndex.Family],
    _ shape: VerbShape
  ) -> Guess {
    let compounds = sharing.filter { family in
      family.base != rest && splits(family.base).contains { $0.rest == rest }
    }
    if let plurality = EndingIndex.plurality(of: compounds), plurality != own,
      !plurality.allSatisfy(Conjugator.regularModels.contains), fits(plurality, shape)
    {
      return Guess(models: plurality, reason: .compounds(prefix: prefix, base: rest))
    }
    return Guess(models: own, reason: .prefix(prefix, base: rest))
  }

  /// The models more than half of the listed verbs with the longest shared ending follow,
  /// named after the shortest ending down from it on which they still agree (`-uar`).
  private func byEnding(_ shape: VerbShape) -> Guess? {
    let letters = shape.base.unicodeScalars
    func ending(_ length: Int) -> String {
      String(letters[letters.index(letters.endIndex, offsetBy: -length)...])
    }
    func majority(_ length: Int) -> [String]? {
      index.majority(endingIn: ending(length), hiding: hidden)
    }
    // No listed verb ends in more letters than the longest ending shared: none has a majority.
    let longest = min(letters.count, index.longestSharedEnding(of: shape.base))
    for length in stride(from: longest, through: Self.shortestEnding, by: -1) {
      guard let models = majority(length), fits(models, shape) else { continue }
      var named = length
      while named > Self.shortestEnding, majority(named - 1) == models { named -= 1 }
      return Guess(models: models, reason: .ending("-" + ending(named)))
    }
    return nil
  }
}
