/// The rules of `make words`: which words shaped like an infinitive are not verbs (Spanish
/// nouns, adjectives and adverbs; English words) and which unlisted ones are, from the word
/// data of ../shared/reference/words (docs/GUIDE.md, "Words that are not verbs"). Text in,
/// text out.
public enum WordClasses {
  /// An English word must be at least this common in English (Zipf) to be called one.
  static let englishZipf = 3.0
  /// ... and this much more common (Zipf) in English than in Spanish text.
  static let englishMargin = 1.0
  /// A word whose gerund or participle is at least this common in Spanish (Zipf) is used as a
  /// verb: a loan verb (hackear: hackeando), not an English word.
  static let verbFormsZipf = 1.0
  /// A loan verb the tables lack (tuitear, googlear) is an -ar verb, as new Spanish verbs are,
  /// whose gerund and at least three more of its own forms (``loanForms(_:)``) show in Spanish
  /// text, each at least this common (Zipf)...
  static let loanFormCount = 4
  static let loanFormZipf = 1.0
  /// ... and is not this much rarer (Zipf) than the common verb it would be a learner's slip
  /// of: hechar (2.99), a slip of echar (4.51), is conjugated in web text too; googlear (2.49)
  /// is no slip of golear (2.47), nor tuitear (3.62) of tutear (1.96).
  static let slipMargin = 1.0

  /// The forms of an -ar word that show it conjugated, the gerund first: gerund, participle,
  /// the preterite's third persons and the present's.
  static func loanForms(_ word: String) -> [String] {
    let stem = String(word.dropLast(2))
    return [stem + "ando", stem + "ado", stem + "ó", stem + "aron", stem + "an", stem + "a"]
  }

  /// Whether Spanish text conjugates an -ar word as ``loanFormCount`` asks.
  static func isConjugated(_ word: String, _ spanish: [String: Double]) -> Bool {
    let forms = loanForms(word)
    return word.hasSuffix("ar") && (spanish[forms[0]] ?? 0) >= loanFormZipf
      && forms.count(where: { (spanish[$0] ?? 0) >= loanFormZipf }) >= loanFormCount
  }

  /// A word without its acute accents: a listed verb with an accent misplaced is no new one.
  static func withoutAccents(_ word: String) -> String {
    let plain: [Character: Character] = ["á": "a", "é": "e", "í": "i", "ó": "o", "ú": "u"]
    return String(word.map { plain[$0] ?? $0 })
  }

  /// Whether a word is spelt like an infinitive (not pronominal): lower-case letters, -ar,
  /// -er or -ir, at least four letters.
  static func isInfinitiveShaped(_ word: String) -> Bool {
    let letters = Array(word.unicodeScalars)
    guard letters.count >= 4, letters.last == "r",
      ["a", "e", "i"].contains(letters[letters.count - 2])
    else { return false }
    return letters.allSatisfy { "abcdefghijklmnopqrstuvwxyzñáéíóúü".unicodeScalars.contains($0) }
  }

  /// The Zipf frequencies of a `word<TAB>zipf` file (lines starting with # skipped).
  static func frequencies(_ text: String) -> [String: Double] {
    var result: [String: Double] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t")
      guard fields.count >= 2, let zipf = Double(fields[1]) else { continue }
      result[String(fields[0])] = max(result[String(fields[0])] ?? 0, zipf)
    }
    return result
  }

  /// The parts of speech of each lemma of a `count,spanish,pos,...` file, commonest first.
  static func partsOfSpeech(_ text: String) -> [String: [String]] {
    var result: [String: [String]] = [:]
    for line in text.split(separator: "\n").dropFirst() {
      let fields = line.split(separator: ",", maxSplits: 3, omittingEmptySubsequences: false)
      guard fields.count >= 3 else { continue }
      result[String(fields[1]), default: []].append(String(fields[2]))
    }
    return result
  }

  /// The infinitives at least ``lexiconSources`` sources of the lexicon list.
  static func lexiconVerbs(_ text: String) -> [String] {
    text.split(separator: "\n").compactMap { line in
      guard !line.hasPrefix("#") else { return nil }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count >= 3, let count = Int(fields[2]), count >= lexiconSources else {
        return nil
      }
      return String(fields[0])
    }
  }

  /// The other spellings the DPD weighs against a word's (tras-/trans-, -s-/-bs-): the tables
  /// list every one it accepts (with `preferred=`), so a word whose other spelling is listed
  /// and which is not is one the DPD rejects (transplantar), never a verb of its own.
  static func otherSpellings(_ word: String) -> [String] {
    var others: [String] = []
    if word.hasPrefix("trans") { others.append("tras" + word.dropFirst(5)) }
    if word.hasPrefix("tras") { others.append("trans" + word.dropFirst(4)) }
    let letters = Array(word)
    for at in letters.indices.dropLast() where letters[at] == "b" && letters[at + 1] == "s" {
      var other = letters
      other.remove(at: at)
      others.append(String(other))
    }
    return others
  }

  /// An infinitive this many of the lexicon's word lists have is a real verb.
  static let lexiconSources = 2

  /// The first field of each verb line of verbs.tsv.
  static func listedVerbs(_ text: String) -> Set<String> {
    var result: Set<String> = []
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      if let verb = line.split(separator: "\t").first { result.insert(String(verb)) }
    }
    return result
  }

  /// The commonest of a verb-shaped word's gerund and participle in Spanish text (Zipf).
  static func verbFormsZipf(_ word: String, _ spanish: [String: Double]) -> Double {
    let stem = String(word.dropLast(2))
    let forms =
      word.hasSuffix("ar") ? [stem + "ando", stem + "ado"] : [stem + "iendo", stem + "ido"]
    return forms.map { spanish[$0] ?? 0 }.max() ?? 0
  }

  /// A word at least this common (Zipf) whose plural in -es is at least `pluralZipf` is a noun
  /// or an adjective (`nominal`) when Spanish text never conjugates it.
  static let nominalZipf = 1.5
  static let pluralZipf = 1.0

  /// The class name a part of speech tag is written as in words.tsv.
  static let classes = ["n": "noun", "adj": "adjective", "adv": "adverb"]

  /// Resources/words.tsv: each unlisted infinitive-shaped word and what it is (`noun`,
  /// `adjective`, `adverb`, `english`, or `verb` for a real verb that is never a slip), sorted.
  ///
  /// `slipTarget` gives the common verb a word is a learner's slip of, if any (the engine's
  /// speller; `make words` passes it, so that the rules stay text in, text out).
  ///
  /// `lexicon` is ../shared/reference/lexicon/lexicon.tsv (`infinitive<TAB>sources<TAB>count`
  /// first): an unlisted infinitive two of its sources list is a real verb (beldar, clorurar),
  /// unless Spanish text shows it as a far rarer spelling of the verb it is a slip of (eligir).
  public static func derive(
    lemmas: String, spanish: String, english: String, verbs: String, lexicon: String = "",
    slipTarget: (String) -> String? = { _ in nil }
  ) -> String {
    let tags = partsOfSpeech(lemmas)
    let es = frequencies(spanish)
    let en = frequencies(english)
    let listed = listedVerbs(verbs)
    var classOf: [String: String] = [:]
    for (word, tags) in tags where isInfinitiveShaped(word) && !listed.contains(word) {
      if tags.contains("v") {
        classOf[word] = "verb"
      } else if let tag = tags.first(where: { classes[$0] != nil }), let name = classes[tag] {
        classOf[word] = name
      }
    }
    // What no rule before has placed and the tables do not list but for accents.
    let listedPlain = Set(listed.map(withoutAccents))
    func isOpen(_ word: String) -> Bool {
      classOf[word] == nil && isInfinitiveShaped(word)
        && !listedPlain.contains(withoutAccents(word))
    }
    // A spelling Spanish text has, but far more rarely than the common verb it would be a
    // learner's slip of (hechar: echar, eligir: elegir).
    func isRarerSpelling(_ word: String) -> Bool {
      guard let target = slipTarget(word), let zipf = es[word] else { return false }
      return zipf < (es[target] ?? 0) - slipMargin
    }
    // A word Spanish text conjugates is a loan verb, and an infinitive two word lists have a
    // verb (but the spelling the DPD rejects of a listed verb), unless either is a far rarer
    // spelling of a common verb.
    for word in es.keys where isOpen(word) && isConjugated(word, es) && !isRarerSpelling(word) {
      classOf[word] = "verb"
    }
    for word in lexiconVerbs(lexicon)
    where isOpen(word) && !otherSpellings(word).contains(where: listed.contains)
      && !isRarerSpelling(word)
    {
      classOf[word] = "verb"
    }
    // The Spanish frequencies alone do not make a verb: learners' misspellings (hechar,
    // eligir) have gerunds and participles in web text too.
    for (word, zipf) in en
    where classOf[word] == nil && isInfinitiveShaped(word)
      && !listed.contains(word) && zipf >= englishZipf && zipf > (es[word] ?? 0) + englishMargin
      && verbFormsZipf(word, es) < verbFormsZipf
    {
      classOf[word] = "english"
    }
    // A word Spanish text writes in the plural (somieres), and never conjugated, is a noun or an
    // adjective, unless it is a learner's slip of a common verb (desir: decir).
    for (word, zipf) in es
    where isOpen(word) && zipf >= nominalZipf && (es[word + "es"] ?? 0) >= pluralZipf
      && verbFormsZipf(word, es) < verbFormsZipf && slipTarget(word) == nil
    {
      classOf[word] = "nominal"
    }
    var text = """
      # Words shaped like an infinitive that verbs.tsv does not list, and what they are: noun,
      # adjective, adverb, nominal (a noun or an adjective, by its plural: a Spanish word that is
      # not a verb), english (an English word, not a Spanish verb) or verb (a real verb:
      # conjugated by guessing, never refused as a slip).
      # Derived by `make words` (Tools/conjugar-words) from ../shared/reference/words: parts of
      # speech from doozan/spanish_data (CC BY-SA 3.0), frequencies from wordfreq (CC BY-SA 4.0);
      # and from ../shared/reference/lexicon, which infinitives two of its word lists have.
      # Do not edit: change the rules in Tools/WordClasses and run `make words`.

      """
    for word in classOf.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
      text += "\(word)\t\(classOf[word] ?? "")\n"
    }
    return text
  }
}
