/// The options of `conjugar check`.
enum CheckOption: CommandOption {
  case format, help

  var spec: OptionSpec {
    switch self {
    case .format:
      OptionSpec(
        long: "format", short: "f",
        value: .choice(CheckFormat.self, name: "FORMAT"),
        help: "table (default: the problems and a summary), tsv (every row), json",
        manual: """
          `tsv` writes one line per row read: line, verdict, infinitive, tense id, person id, \
          the answer, and the accepted forms joined with `|` (`-` where there is nothing to \
          say); why a row is unreadable goes to standard error. `json` writes \
          `{"rows":[...],"summary":{...}}`, each row with `line`, `verdict`, `infinitive`, \
          `tense`, `person`, `answer`, `accepted`, `message`, `cells` (the cells of the verb \
          a wrong answer is) and `suggestions`; the summary counts the rows and each verdict.
          """)
    case .help: .help
    }
  }

  static let command = CommandSpec(
    name: "check",
    usage: ["check [--format FORMAT] FILE | -"],
    brief: "check a flashcard deck or a table of forms against the tables",
    summary: """
      Checks every row of a deck or a table of forms, TSV or CSV (the delimiter is found; \
      quoted fields, a byte-order mark and the header lines of Anki's text files are read), \
      and says of each: ok; accent (right but for accents); old-spelling (right under the \
      1999 rules only: guió, rió, fié); wrong (with the accepted forms, and which cell of the \
      verb the answer is when it is one: hablara is subjuntivo.imperfecto_ra, not \
      indicativo.pluscuamperfecto); unknown-verb (with suggestions); unreadable (and why).
      A header line names the columns in English or Spanish, in any order: \
      verb/infinitive/verbo/infinitivo, tense/tiempo, mood/modo (optional), \
      person/pronoun/persona/pronombre, answer/form/respuesta/forma; without one, the \
      columns are those of the tsv format (infinitive, tense, person, forms). A deck written by \
      conjugar deck is read through its tags. Tenses and persons go by any name --tense and \
      --person take (presente de subjuntivo, present subjunctive, preterite; tú, \
      él/ella/usted, vosotras); a subjunctive imperfect that names neither -ra nor -se takes \
      either, and a row naming vos is checked as vos. Markup is left out (HTML, Anki's \
      {{c1::...}}; only the first line of a field counts), as is a subject pronoun before \
      the form; a negative imperative may leave out its no, a pronominal verb's forms have \
      their pronouns (me lavo), and a field may list several answers, each checked, \
      separated by /, | or a comma.
      """,
    groups: [
      .init(
        "Input and output",
        [
          .operand("FILE", "the deck or table to check"),
          .operand("-", "read it from standard input"),
          .option(format), .option(help),
        ])
    ],
    operands: .files,
    epilogue: """
      Exit status: 0 every row is ok, 1 some row is not, 64 usage error, 74 the file cannot
      be read or is not UTF-8 text.

      Examples:
        conjugar check deck.txt                    the problems, then a summary
        conjugar check --format tsv verbs.csv      every row with its verdict
        conjugar deck --top 200 --vos | conjugar check -

      """)

  /// What `arguments` (after `check`) ask for.
  static func parse(_ arguments: [String]) throws(UsageError) -> Invocation<CheckOptions> {
    var options = CheckOptions()
    var inputs: [CheckOptions.Input] = []
    for argument in try CommandLineParser.parse(arguments, as: Self.self) {
      switch argument {
      case .operand(let path): inputs.append(.file(path))
      case .standardInput: inputs.append(.standardInput)
      case .option(.format, let value):
        options.format = CheckFormat(rawValue: value ?? "") ?? options.format
      case .option(.help, _): return .help
      }
    }
    guard let input = inputs.first else {
      throw UsageError("no file given (- reads standard input)")
    }
    guard inputs.count == 1 else { throw UsageError("check takes one file") }
    options.input = input
    return .run(options)
  }
}
