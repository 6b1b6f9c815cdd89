/// What a word shaped like an infinitive that the verb tables do not list is, by the word data
/// (`words.tsv`, derived by `make words` from word frequencies and parts of speech).
public enum WordKind: String, Sendable, CaseIterable {
  /// A Spanish noun (mercader).
  case noun
  /// A Spanish adjective (peculiar).
  case adjective
  /// A Spanish adverb.
  case adverb
  /// A Spanish noun or adjective no part-of-speech data names, known by its plural in Spanish
  /// text (somier: somieres) and the verb forms that text lacks.
  case nominal
  /// An English word, not a Spanish verb (teacher).
  case english
  /// A real verb the tables lack: guessed, never refused as a slip of another.
  case verb

  /// The kind with its article, as a message says it: "a noun", "an English word".
  public var phrase: String {
    switch self {
    case .noun: "a noun"
    case .adjective: "an adjective"
    case .adverb: "an adverb"
    case .nominal: "a noun or an adjective"
    case .english: "an English word"
    case .verb: "a verb"
    }
  }
}

/// The word data: each unlisted infinitive-shaped word and its ``WordKind``, one per line
/// (`word<TAB>kind`, sorted in byte order, `#` comments at the top). Searched in place, by
/// bisection, without being parsed: nothing is built at run time.
public struct WordKinds: Sendable {
  private let text: String
  // Made on the first word asked about, not at start-up: every run makes the word data, and
  // only an unlisted word reads it (163k instructions off `conjugar hablar`).
  private let lines = LazyCache<SortedLines>()

  /// The kinds of a `words.tsv` text; a line whose kind is unknown is ignored.
  ///
  /// - Parameter text: The text of `words.tsv`.
  public init(text: String) {
    self.text = text
  }

  /// No words: every unlisted word is left to the speller and guessing.
  public static let empty = WordKinds(text: "")

  /// The kind of a word, as typed (lower case, NFC), or nil when the data does not name it.
  public func kind(of word: String) -> WordKind? {
    guard let (line, _) = lines.value({ SortedLines(text) }).first(withKey: word.utf8),
      let tab = line.firstIndex(of: "\t")
    else { return nil }
    return WordKind(rawValue: String(line[line.index(after: tab)...]))
  }
}
