import ConjugarCore

/// `conjugar deck`: the selected cells of the verbs given, as an Anki deck on standard output.
struct DeckCommand {
  let options: DeckOptions
  let environment: AppEnvironment

  func run() -> Int32 {
    let diagnostics = Diagnostics(sink: environment.standardError, output: nil)
    guard let conjugator = CLI.loadConjugator(environment, diagnostics) else {
      return ExitStatus.brokenTables
    }
    let includeVos = self.includeVos()
    let forms = Self.cells(options.selection, includeVos: includeVos)
    guard !forms.isEmpty else {
      var error = options.selection.selectsNothing("cells", vos: options.vos)
      error.command = "deck"
      return CLI.usageFailed(error, diagnostics)
    }
    var sources: [VerbSource] = []
    for source in options.sources {
      switch source {
      case .verbs(let verbs): sources.append(verbs)
      case .top(let count):
        do {
          sources += try conjugator.table.infinitivesByRank().prefix(count).map(VerbSource.word)
        } catch {
          return CLI.tablesBroken(error, diagnostics)
        }
      }
    }
    // A machine format: only infinitives are taken, and a form is an error, not looked up.
    var runOptions = Options()
    runOptions.format = .tsv
    runOptions.vos = includeVos
    runOptions.selection = options.selection
    runOptions.sources = sources
    let out = OutputBuffer(sink: environment.standardOutput)
    let writer = DeckWriter(forms: forms, options: options, conjugator: conjugator)
    var run = ConjugationRun(
      environment: environment, conjugator: conjugator, options: runOptions,
      includeVos: includeVos, writer: writer, out: out)
    let outcome = run.run(sources)
    CLI.reportOutputFailure(out, diagnostics)
    if let deck = run.writer as? DeckWriter, deck.noteCount == 0, outcome.failed == 0 {
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

  /// `--vos`, `--no-vos`, `-p vos`, or else the saved setting (whose problems are reported,
  /// each at most once a day).
  private func includeVos() -> Bool {
    if let vos = options.vos { return vos }
    if options.selection.persons.contains(.vos) { return true }
    let load = environment.settingsStore.load()
    environment.warn(about: load.warnings)
    return load.settings.vos
  }
}
