import ConjugarCore

/// One JSON document for the whole run, streamed verb by verb, with keys in a fixed order:
///
///     {"verbs":[
///     {"infinitive":"hablar","models":["hablar"],"guessed":false,"regular":true,
///      "gloss":"to speak","forms":[{"tense":"infinitivo","person":"-","forms":["hablar"],
///      "irregular":[false]},...]}
///     ],
///     "lookups":[
///     {"query":"dímelo","analyses":[{"infinitive":"decir","tense":"imperativo.afirmativo",
///      "person":"tu","form":"di","clitics":["me","lo"],"exact":true,"vos":false,
///      "guessed":false}]}
///     ],
///     "errors":[{"input":"xyz","message":"..."}]}
///
/// A verb the tables do not list as written has, after `guessed`, how its models were chosen:
/// `"guess":{"models":["actuar"],"reason":"ending","from":"-uar","description":"conjugated like
/// actuar, guessed from the ending -uar"}`; `reason` is `pronominal` (`from` the listed verb),
/// `prefix` or `compounds` (`from` the listed verb, with `prefix`), `ending` or `class`.
///
/// A defective cell has an empty `forms` array. `irregular` has one boolean per form, true
/// for an irregular one (`Conjugator.irregularities`); it was added last, after the keys
/// earlier readers know. Errors are few and kept until the end; so are
/// the forms looked up among verbs, while `--lookup` streams them (and has no verbs).
struct JSONWriter: VerbWriter {
  /// For each selected cell, the start of its object: `{"tense":"...","person":"...","forms":`.
  private let cells: [(form: Form, opening: String)]
  /// Whether every input is a form (`--lookup`), so that lookups can be streamed.
  private let lookupOnly: Bool
  /// Which forms of a verb are irregular.
  private let irregularities: (Conjugation) -> Irregularities?
  /// The periphrases `--tense` named, after the cells, with ids of their own.
  private let periphrases: PeriphrasisCells
  private var verbCount = 0
  private var lookupCount = 0
  /// The lookups of a run with verbs, kept until the verbs are done.
  private var pendingLookups = ByteArena(capacity: 256)
  private var failures: [InputFailure] = []

  init(
    forms: [Form], lookupOnly: Bool, periphrases: PeriphrasisCells = .none,
    irregularities: @escaping (Conjugation) -> Irregularities?
  ) {
    self.lookupOnly = lookupOnly
    self.periphrases = periphrases
    self.irregularities = irregularities
    cells = forms.map { form in
      let tense = JSONText.string(form.tenseID)
      let person = JSONText.string(form.personID)
      return (form, "{\"tense\":\(tense),\"person\":\(person),\"forms\":")
    }
  }

  func begin(into out: inout ByteArena) {
    out.append(utf8: lookupOnly ? "{\"verbs\":[],\n\"lookups\":[" : "{\"verbs\":[")
  }

  mutating func write(_ conjugation: Conjugation, into out: inout ByteArena) {
    out.append(utf8: verbCount == 0 ? "\n" : ",\n")
    verbCount += 1
    out.append(utf8: "{\"infinitive\":")
    out.append(utf8: JSONText.string(conjugation.infinitive))
    out.append(utf8: ",\"models\":")
    out.append(utf8: JSONText.array(conjugation.models))
    out.append(utf8: conjugation.isGuessed ? ",\"guessed\":true" : ",\"guessed\":false")
    if let guess = conjugation.guess {
      out.append(utf8: ",\"guess\":" + Self.object(guess, conjugation))
    }
    out.append(utf8: conjugation.isRegular ? ",\"regular\":true" : ",\"regular\":false")
    if let preferred = conjugation.preferredSpelling {
      out.append(utf8: ",\"preferred\":" + JSONText.string(preferred))
    }
    out.append(utf8: ",\"gloss\":")
    out.append(utf8: conjugation.gloss.map(JSONText.string) ?? "null")
    out.append(utf8: ",\"forms\":[")
    // A regular verb has no irregular form (an invariant the engine's tests check over the
    // lexicon), so most verbs of `--all` need no analysis.
    let marks = conjugation.isRegular ? nil : irregularities(conjugation)
    for (index, (form, opening)) in cells.enumerated() {
      if index > 0 { out.append(UInt8(ascii: ",")) }
      out.append(utf8: opening)
      let forms = conjugation.cell(form).forms
      out.append(utf8: JSONText.array(forms))
      // Without an analysis, nothing is irregular.
      let irregular = marks?.cell(form).forms.map(\.isIrregular) ?? []
      out.append(utf8: ",\"irregular\":[")
      for index in forms.indices {
        if index > 0 { out.append(UInt8(ascii: ",")) }
        out.append(utf8: index < irregular.count && irregular[index] ? "true" : "false")
      }
      out.append(utf8: "]}")
    }
    var first = cells.isEmpty
    periphrases.forEach(of: conjugation) { tense, person, forms in
      if !first { out.append(UInt8(ascii: ",")) }
      first = false
      out.append(utf8: "{\"tense\":" + JSONText.string(tense.id))
      out.append(utf8: ",\"person\":" + JSONText.string(person.rawValue))
      out.append(utf8: ",\"forms\":" + JSONText.array(forms) + ",\"irregular\":[")
      out.append(utf8: forms.map { _ in "false" }.joined(separator: ",") + "]}")
    }
    out.append(utf8: "]}")
  }

  /// The `guess` object of a verb the tables do not list as written.
  static func object(_ guess: Guess, _ conjugation: Conjugation) -> String {
    let (reason, from, prefix): (String, String?, String?) =
      switch guess.reason {
      case .pronominal(let verb): ("pronominal", verb, nil)
      case .prefix(let prefix, let base): ("prefix", base, prefix)
      case .compounds(let prefix, let base): ("compounds", base, prefix)
      case .ending(let ending): ("ending", ending, nil)
      case .verbClass: ("class", nil, nil)
      }
    var text = "{\"models\":" + JSONText.array(guess.models)
    text += ",\"reason\":" + JSONText.string(reason)
    if let from { text += ",\"from\":" + JSONText.string(from) }
    if let prefix { text += ",\"prefix\":" + JSONText.string(prefix) }
    let description = TableHeader.guessDescription(conjugation, guess)
    return text + ",\"description\":" + JSONText.string(description) + "}"
  }

  mutating func write(_ lookup: LookupResult, into out: inout ByteArena) {
    let separator = lookupCount == 0 ? "\n" : ",\n"
    lookupCount += 1
    if lookupOnly {
      Self.append(lookup, after: separator, into: &out)
    } else {
      Self.append(lookup, after: separator, into: &pendingLookups)
    }
  }

  private static func append(
    _ lookup: LookupResult, after separator: String, into out: inout ByteArena
  ) {
    out.append(utf8: separator)
    out.append(utf8: "{\"query\":" + JSONText.string(lookup.query) + ",\"analyses\":[")
    for (index, analysis) in lookup.analyses.enumerated() {
      if index > 0 { out.append(UInt8(ascii: ",")) }
      out.append(utf8: "{\"infinitive\":" + JSONText.string(analysis.infinitive))
      out.append(utf8: ",\"tense\":" + JSONText.string(analysis.tenseID))
      out.append(utf8: ",\"person\":" + JSONText.string(analysis.form.personID))
      out.append(utf8: ",\"form\":" + JSONText.string(analysis.matched))
      out.append(utf8: ",\"clitics\":" + JSONText.array(analysis.clitics))
      out.append(utf8: analysis.exact ? ",\"exact\":true" : ",\"exact\":false")
      out.append(utf8: analysis.isVos ? ",\"vos\":true" : ",\"vos\":false")
      out.append(utf8: analysis.isGuessed ? ",\"guessed\":true" : ",\"guessed\":false")
      out.append(
        utf8: ",\"gloss\":" + (lookup.glosses[analysis.infinitive].map(JSONText.string) ?? "null"))
      out.append(UInt8(ascii: "}"))
    }
    out.append(utf8: "]}")
  }

  /// The most bytes of a failed input kept for `errors` (cut before a character, with `…`):
  /// every failed line was kept whole until the end, so 200 bad lines of 1 MB took 473 MB.
  static let maximumEchoedInput = 1_024

  mutating func fail(_ failure: InputFailure) {
    var failure = failure
    failure.input = Self.prefix(failure.input)
    failures.append(failure)
  }

  /// `input`, or its first `maximumEchoedInput` bytes and `…` when longer.
  static func prefix(_ input: String) -> String {
    guard input.utf8.count > maximumEchoedInput else { return input }
    var kept = String.UnicodeScalarView()
    var bytes = 0
    for scalar in input.unicodeScalars {
      bytes += UTF8.width(scalar)
      if bytes > maximumEchoedInput { break }
      kept.append(scalar)
    }
    return String(kept) + "…"
  }

  func end(into out: inout ByteArena) {
    if !lookupOnly {
      out.append(utf8: verbCount == 0 ? "],\n\"lookups\":[" : "\n],\n\"lookups\":[")
      out.append(contentsOf: pendingLookups.bytes)
    }
    out.append(utf8: lookupCount == 0 ? "],\n\"errors\":[" : "\n],\n\"errors\":[")
    for (index, failure) in failures.enumerated() {
      out.append(utf8: index == 0 ? "\n" : ",\n")
      out.append(utf8: "{\"input\":" + JSONText.string(failure.input))
      if let source = failure.source { out.append(utf8: ",\"source\":" + JSONText.string(source)) }
      if let line = failure.line { out.append(utf8: ",\"line\":\(line)") }
      out.append(utf8: ",\"message\":" + JSONText.string(failure.message) + "}")
    }
    out.append(utf8: failures.isEmpty ? "]}\n" : "\n]}\n")
  }
}
