import BundledTables
import ConjugarCore

/// The verbs a quiz asks: those given (arguments, `--file`, `--top`, in that order, each
/// once) as the tables list them, else the most common. A word the tables do not list is
/// said and left out, as the conjugating command would say it (a slip, a form, a noun).
struct QuizVerbs {
  let conjugator: Conjugator
  let diagnostics: Diagnostics

  /// The verbs of `sources`; the `fallback` count of the most common when there are none.
  func resolve(_ sources: [CellFilter.Source], fallback: Int) throws(CommandError) -> [String] {
    guard !sources.isEmpty else { return try top(fallback) }
    let resolver = VerbResolver(
      conjugator: conjugator, speller: VerbSpeller(table: conjugator.table, words: .bundled()),
      words: .bundled(),
      guessesSlips: false)
    var verbs: [String] = []
    var seen: Set<String> = []
    let add = { (verb: String) in
      if seen.insert(verb).inserted { verbs.append(verb) }
    }
    for source in sources {
      switch source {
      case .top(let count): try top(count).forEach(add)
      case .verbs(.file(let path)):
        for word in try words(in: path) {
          accept(word, resolver).map(add)
        }
      case .verbs(.word(let word)): accept(word, resolver).map(add)
      case .verbs(.standardInput), .verbs(.all): break
      }
    }
    return verbs
  }

  /// The listed verb `word` is, or nil after saying why it is none.
  private func accept(_ word: String, _ resolver: VerbResolver) -> String? {
    let quoted = "'\(Echo.text(word))'"
    switch resolver.resolve(word) {
    case .conjugated(let conjugation, _) where !conjugation.isGuessed:
      return conjugation.infinitive
    case .conjugated:
      diagnostics.warning(
        "left out of the quiz: \(quoted) is not in the tables, and the quiz asks listed verbs")
    case .form:
      diagnostics.warning("left out of the quiz: \(quoted) is not an infinitive")
    case .failed(let reason, _):
      diagnostics.warning("left out of the quiz: " + reason)
    }
    return nil
  }

  private func top(_ count: Int) throws(CommandError) -> [String] {
    do {
      return Array(try conjugator.table.infinitivesByRank().prefix(count))
    } catch {
      throw .brokenTables(error)
    }
  }

  /// The words of the file at `path`, a verb a line; blank lines and `#` comments skipped.
  private func words(in path: String) throws(CommandError) -> [String] {
    var words: [String] = []
    var binaryLine: Int?
    var readFailure: Int32?
    let code = FileDescriptorIO.withFile(at: path) { source in
      var reader = LineReader(source: source)
      while let line = reader.nextLine() {
        if let binary = reader.firstBinaryLine {
          binaryLine = binary
          break
        }
        let word = line.trimmingSpaces()
        if !word.isEmpty, !word.hasPrefix("#") { words.append(word) }
      }
      readFailure = reader.failure
    }
    let name = Echo.text(path)
    if code != 0 { throw .io("cannot open \(name): \(FileDescriptorIO.describe(code))") }
    if let readFailure {
      throw .io("cannot read \(name): \(FileDescriptorIO.describe(readFailure))")
    }
    if let binaryLine {
      throw .io("cannot read \(name): line \(binaryLine) has a NUL byte or is not UTF-8")
    }
    return words
  }
}
