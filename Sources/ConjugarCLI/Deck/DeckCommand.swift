import ConjugarCore

/// `conjugar deck`: the selected cells of the verbs given, as an Anki deck on standard output
/// or in the file of `-o`; on a terminal, only how many notes it would write.
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
    for source in options.filter.sources {
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
    // Where the notes go: the file of -o, whole or not at all; a pipe or a file; on a terminal,
    // nowhere: a deck is for Anki, and a person is told how many notes it has.
    let file: OutputFile?
    if let path = options.output {
      switch OutputFile.create(path) {
      case .success(let opened): file = opened
      case .failure(let error):
        diagnostics.error(
          "cannot write \(Echo.text(path)): \(FileDescriptorIO.describe(error.code))")
        return ExitStatus.ioError
      }
    } else {
      file = nil
    }
    let counting = file == nil && context.audience.outputIsTerminal
    let sink = file?.sink ?? (counting ? ByteSink { _ in 0 } : environment.standardOutput)
    let out = OutputBuffer(sink: sink)
    let writer = DeckWriter(forms: forms, options: options, conjugator: conjugator)
    var run = ConjugationRun(
      environment: environment, context: context, conjugator: conjugator, options: runOptions,
      writer: writer, out: out)
    let outcome = run.run(sources)
    let noteCount = (run.writer as? DeckWriter)?.noteCount ?? 0
    var status = outcome.exitStatus
    if let file {
      // A deck without notes (every verb failed, or none has the cells) replaces nothing.
      if out.failure != nil || outcome.ioError != nil || noteCount == 0 {
        file.discard()
      } else if case let code = file.commit(), code != 0 {
        diagnostics.error(
          "cannot write \(Echo.text(file.path)): \(FileDescriptorIO.describe(code))")
        status = ExitStatus.ioError
      }
    }
    out.reportFailure(to: diagnostics)
    if noteCount == 0, status == ExitStatus.success {
      // Only when nothing else went wrong: an unreadable --file is told once, by its own error.
      let why =
        options.irregularOnly
        ? "no selected cell of these verbs is irregular" : "these verbs lack every selected cell"
      diagnostics.warning("the deck has no notes: \(why)")
    } else if counting {
      let notes = noteCount == 1 ? "1 note" : "\(noteCount) notes"
      diagnostics.error(
        "the deck has \(notes), not printed on a terminal: write it with -o FILE, "
          + "or through a pipe or > FILE")
      return status == ExitStatus.success ? ExitStatus.usage : status
    }
    return status
  }

  /// The cells that get notes: those the filters select, but the infinitive unless named;
  /// without a filter of tenses, the tenses of everyday speech and writing.
  static func cells(_ selection: Selection, includeVos: Bool) -> [Form] {
    let everyday =
      !(selection.filtersTenses || !selection.moods.isEmpty || selection.simple
      || selection.compound)
    return selection.forms(includeVos: includeVos).filter { form in
      switch form {
      case .nonFinite(let nonFinite):
        if nonFinite == .infinitivo { return selection.nonFinites.contains(.infinitivo) }
        return !everyday || TenseID.everyday.contains(.nonFinite(nonFinite))
      case .finite(let tense, _):
        return !everyday || TenseID.everyday.contains(.finite(tense))
      }
    }
  }
}
