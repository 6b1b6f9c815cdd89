extension Lookup {
  /// Whether `infinitive`, which no table lists, is formed as new verbs are: a prefix of
  /// `guessing.txt` on a listed verb (`reimponer`), or one of its new-verb endings (`tuitear`,
  /// `customizar`). A bare stem with an -ar ending (`perrar` for `perro`) is not: almost every
  /// noun would be a form of one.
  func isFormedAsNewVerbs(_ infinitive: String) -> Bool {
    guard let shape = VerbShape(infinitive) else { return false }
    let rules = conjugator.table.guessing
    if rules.newVerbEndings.contains(where: { shape.base.hasSuffix($0) }) { return true }
    return rules.prefixes.contains { prefix in
      guard shape.base.hasPrefix(prefix), shape.base.count - prefix.count >= 3 else {
        return false
      }
      return cache.isListed(String(shape.base.dropFirst(prefix.count)), in: conjugator.table)
    }
  }

  /// `found` without the readings of guessed verbs that are a learner's slip of a listed one
  /// (`ablo`: ablar is hablar misspelt, not a new verb).
  func withoutSlips(_ found: [Analysis]) -> [Analysis] {
    var isSlip: [String: Bool] = [:]
    return found.filter { analysis in
      guard analysis.isGuessed else { return true }
      if isSlip[analysis.infinitive] == nil {
        isSlip[analysis.infinitive] = !speller.slipTargets(of: analysis.infinitive).isEmpty
      }
      return isSlip[analysis.infinitive] == false
    }
  }

  /// Forms of listed verbs one slip away from a word no verb has: what the user may have meant.
  ///
  /// A slip is a learner's (`llendo`: yendo) or a typing slip (`tuviron`: tuvieron,
  /// `dijimso`: dijimos).
  ///
  /// - Parameters:
  ///   - query: The word as typed.
  ///   - includeVos: Whether vos cells may be readings.
  ///   - accept: Which exact readings of a close form count.
  /// - Returns: Up to three close forms, learner's slips first, then the more common verb's;
  ///   none for a phrase, or a word of fewer than 3 or more than 20 letters.
  public func closeForms(
    to query: String, includeVos: Bool, accepting accept: (Analysis) -> Bool
  ) -> [String] {
    let words = LookupSpelling.words(query)
    guard words.count == 1, let word = words.first, (3...20).contains(word.unicodeScalars.count)
    else { return [] }
    var variants: [(text: String, kind: Int)] = []
    var seen: Set<String> = [word]
    func add(_ letters: [Unicode.Scalar], kind: Int) {
      let text = String(String.UnicodeScalarView(letters))
      if seen.insert(text).inserted { variants.append((text, kind)) }
    }
    let letters = Array(word.unicodeScalars)
    SpellingSlips.undoOne(letters, dropped: SpellingSlips.endingLetters) { variant, _ in
      add(variant, kind: 0)
    }
    SpellingSlips.undoTyping(letters) { add($0, kind: 1) }
    var found: [(text: String, key: (Int, Int, Int))] = []
    for (position, (text, kind)) in variants.enumerated() {
      let readings = analyses(of: text, includeVos: includeVos, guessing: false)
      guard let best = readings.first(where: { $0.exact && accept($0) }) else { continue }
      let rank = conjugator.table.rank(of: best.infinitive) ?? .max
      found.append((text, (kind, rank, position)))
    }
    return found.sorted { $0.key < $1.key }.prefix(3).map(\.text)
  }
}
