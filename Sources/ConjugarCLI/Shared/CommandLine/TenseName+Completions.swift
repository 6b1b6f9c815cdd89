extension TenseName {
  /// What shells complete for a tense: the ids, then every one-word name (`presente`,
  /// `pretérito`, `preterite`), also without its accents (`preterito`) because shells match
  /// what is typed letter for letter; each described by the tense it resolves to.
  static let completionWords: [ValueWord] = {
    var words = everyID.map { ValueWord($0.id, description($0)) }
    var seen = Set(words.map(\.word))
    let names = everyID.flatMap(allNames)
    for spelling in CompletionSpellings.oneWord(names, excluding: &seen) {
      if let id = resolve(spelling) { words.append(ValueWord(spelling, description(id))) }
    }
    return words
  }()
}
