import ConjugarCore

/// `conjugar deck`: the selected cells of the verbs given, as an Anki deck on standard output.
struct DeckCommand: RunnableCommand {
  let options: DeckOptions
  let conjugator: Conjugator
  let context: RunContext
  let environment: CommandEnvironment

  func execute() throws(CommandError) -> Int32 {
    let diagnostics = Diagnostics(sink: environment.standardError, output: nil)
    let forms = Self.cells(options.selection, includeVos: context.vos)
    if let periphrasis = options.selection.periphrases.first {
      var error = UsageError(
        "a deck holds the tenses, not periphrases such as \(periphrasis.id); "
          + "conjugar --format tsv -t '\(periphrasis.heading)' VERB prints them")
      error.command = "deck"
      throw .usage(error)
    }
    guard !forms.isEmpty else {
      var error = options.selection.selectsNothing("cells", vos: options.vos)
      error.command = "deck"
      throw .usage(error)
    }
    var sources: [VerbSource] = []
    for source in options.sources {
      switch source {
      case .verbs(let verbs): sources.append(verbs)
      case .top(let count):
        do {
          sources += try conjugator.table.infinitivesByRank().prefix(count).map(VerbSource.word)
        } catch {
          throw .brokenTables(error)
        }
      }
    }
    // A machine format: only infinitives are taken, and a form is an error, not looked up.
    var runOptions = Options()
    runOptions.format = .tsv
    runOptions.vos = context.vos
    runOptions.selection = options.selection
    runOptions.sources = sources
    let out = OutputBuffer(sink: environment.standardOutput)
    let writer = DeckWriter(forms: forms, options: options, conjugator: conjugator)
    var run = ConjugationRun(
      environment: environment, context: context, conjugator: conjugator, options: runOptions,
      writer: writer, out: out)
    let outcome = run.run(sources)
    out.reportFailure(to: diagnostics)
    if let deck = run.writer as? DeckWriter, deck.noteCount == 0,
      outcome.exitStatus == ExitStatus.success
    {
      // Only when nothing else went wrong: an unreadable --file is told once, by its own error.
      let why =
        options.irregularOnly
        ? "no selected cell of these verbs is irregular" : "these verbs lack every selected cell"
      diagnostics.warning("the deck has no notes: \(why)")
    }
    return outcome.exitStatus
  }

  /// The cells that get notes: those the filters select, but the infinitive unless named.
  static func cells(_ selection: Selection, includeVos: Bool) -> [Form] {
    selection.forms(includeVos: includeVos).filter { form in
      form != .nonFinite(.infinitivo) || selection.nonFinites.contains(.infinitivo)
    }
  }
}
