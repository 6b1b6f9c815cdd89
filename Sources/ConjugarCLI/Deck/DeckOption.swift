import ConjugarCore

/// The options of `conjugar deck`, each declared once with its spellings, value and help.
enum DeckOption: CommandOption {
  case top, file, irregular, style, deck, output, vos, noVos, tense, mood, person, simple, compound
  case help

  var spec: OptionSpec {
    switch self {
    case .top: CellFilter.Kind.top.spec
    case .file: CellFilter.Kind.file.spec
    case .irregular: CellFilter.Kind.irregular.spec
    case .style:
      OptionSpec(
        long: "style", value: .choice(DeckStyle.self, name: "STYLE"),
        help: "basic (default: Anki's Basic note type, Front and Back) or cloze (Anki's Cloze)",
        manual: """
          A `basic` note's Front is the prompt, `tener · yo · presente de indicativo`; its Back \
          is every accepted form, irregular letters in bold, then, after a line break, the \
          English gloss and the model (`to have · like tener`). A `cloze` note's Text is \
          `yo {{c1::tengo::tener, presente de indicativo}}`, its Back Extra the gloss and the \
          model.
          """)
    case .deck:
      OptionSpec(
        long: "deck", value: .text(name: "NAME"),
        help: "the Anki deck the notes go to (default: Conjugar; :: makes a subdeck)")
    case .output:
      OptionSpec(
        long: "output", short: "o", value: .path,
        help: "write the deck to FILE, put in place only once it is whole (- : standard output)")
    case .vos: .vos
    case .noVos: .noVos
    case .tense: CellFilter.Kind.tense.spec
    case .mood: CellFilter.Kind.mood.spec
    case .person: CellFilter.Kind.person.spec
    case .simple: CellFilter.Kind.simple.spec
    case .compound: CellFilter.Kind.compound.spec
    case .help: .help
    }
  }

  static let command = CommandSpec(
    name: "deck",
    usage: [
      "deck [options] VERB... | - | --file PATH | --top N"
    ],
    brief: "write Anki flashcards, one note per cell",
    summary: """
      Writes flashcards for Anki, one note per cell (verb, tense and person), as a text file \
      that Anki's File > Import reads without asking anything: its header lines name the \
      separator, the note type, the deck and the columns. Each note has a GUID derived from \
      its verb, tense and person only, so importing a newer deck updates the notes a learner \
      has, with their review history, instead of adding copies; the same command writes the \
      same bytes. Tags: the verb, the tense id, the person id, regular or irregular with each \
      kind of irregularity under it (irregular::stem-change, regular::spelling-change), and \
      model::MODEL. The infinitive gets a note only when --tense names it; a cell the verb \
      lacks gets none. Without -t, -m, --simple or --compound a deck holds the tenses of \
      everyday speech and writing (the quiz's moderate set: the indicative but the pretérito \
      anterior, the present subjunctive, the imperatives, the gerund and the participle); \
      name tenses for others. On a terminal without -o, the deck is not printed: conjugar says \
      how many notes it would write.
      """,
    groups: [
      .init(
        "Verbs",
        [
          .operand("VERB...", "verbs, in the order given (each once)"),
          .operand("-", "read verbs from standard input, one per line"),
          .option(file), .option(top),
        ]),
      .init(
        "Cells (the filters of conjugating; kinds combine, repeated options add up)",
        [
          .option(tense), .option(mood), .option(person), .option(simple), .option(compound),
          .option(irregular), .option(vos), .option(noVos),
        ]),
      .init("Notes", [.option(style), .option(deck), .option(output), .option(help)]),
    ],
    operands: .verbs,
    epilogue: """
      Examples:
        conjugar deck --top 100 --vos -o verbs.txt     the 100 commonest verbs, with vos
        conjugar deck --irregular -m subjuntivo ser ir haber > subjuntivo.txt
        conjugar deck --style cloze --deck Spanish::Verbs - < verbs.txt > cloze.txt

      """)

  /// What `arguments` (after `deck`) ask for.
  static func parse(_ arguments: [String]) throws(UsageError) -> Invocation<DeckOptions> {
    var options = DeckOptions()
    for argument in try CommandLineParser.parse(arguments, as: Self.self) {
      switch argument {
      case .operand(let word): options.filter.sources.append(.verbs(.word(word)))
      case .standardInput: options.filter.sources.append(.verbs(.standardInput))
      case .option(let option, let value):
        if let filter = option.cellFilter {
          try options.filter.add(filter, value ?? "")
          continue
        }
        switch option {
        case .style: options.style = DeckStyle(rawValue: value ?? "") ?? options.style
        case .deck: options.deck = try deckName(value ?? "")
        case .output: options.output = value == "-" ? nil : value
        case .vos: options.vos = true
        case .noVos: options.vos = false
        case .help: return .help
        default: break
        }
      }
    }
    try options.filter.finish()
    guard !options.filter.sources.isEmpty else { throw UsageError("no verb given") }
    return .run(options)
  }

  private static func deckName(_ text: String) throws(UsageError) -> String {
    // Control and format characters (an escape sequence, U+202E) would be written into the
    // `#deck:` header and shown by Anki or a terminal: refused, as tabs and line breaks are.
    guard text.contains(where: { $0 != " " }),
      !text.unicodeScalars.contains(where: {
        switch $0.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: true
        default: false
        }
      })
    else {
      throw UsageError(
        "--deck needs a name, without tabs, line breaks or other control characters: "
          + "'\(Echo.text(text))'")
    }
    return text
  }
}
