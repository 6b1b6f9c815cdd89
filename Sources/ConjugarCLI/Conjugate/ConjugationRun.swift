import BundledTables
import ConjugarCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Conjugates the verbs of every source in order, and looks up the forms among them, streaming
/// each result as soon as it is written, and reporting each failure on standard error without
/// stopping.
struct ConjugationRun {
  /// What the run did, for the exit status and the review prompt.
  struct Outcome: Equatable {
    var conjugated = 0
    var lookedUp = 0
    var failed = 0
    var brokenTable = false
    /// The `errno` of a failed read or write, if any.
    var ioError: Int32?

    var exitStatus: Int32 {
      if ioError != nil { return ExitStatus.ioError }
      if brokenTable { return ExitStatus.brokenTables }
      return failed > 0 ? ExitStatus.someFailed : ExitStatus.success
    }
  }

  let environment: CommandEnvironment
  /// Whether standard input is a regular file; otherwise output is flushed after each verb.
  let inputIsRegularFile: Bool
  let resolver: VerbResolver
  let forms: FormResolver
  /// `--lookup`: every input is a form, even one that is also an infinitive.
  let lookupOnly: Bool
  /// Whether a form given to conjugate is looked up: only for a single word shown as a table.
  /// Anywhere else (a batch, a machine format) only infinitives are conjugated, so that every
  /// line of the output means what the format says.
  let looksUpForms: Bool
  /// Whether a guessed verb's warning is repeated after its table, where the user sees it:
  /// a table with standard output and standard error on a terminal.
  let repeatsWarnings: Bool
  let filter: VerbFilter
  let out: OutputBuffer
  let diagnostics: Diagnostics
  var writer: any VerbWriter
  var outcome = Outcome()

  init(
    environment: CommandEnvironment, context: RunContext, conjugator: Conjugator,
    options: Options, writer: any VerbWriter, out: OutputBuffer
  ) {
    self.environment = environment
    inputIsRegularFile = context.audience.inputIsRegularFile
    let speller = VerbSpeller(table: conjugator.table, words: .bundled())
    self.resolver = VerbResolver(
      conjugator: conjugator, speller: speller, words: .bundled(), guessesSlips: options.guess)
    self.forms = FormResolver(
      conjugator: conjugator, speller: speller, includeVos: context.vos,
      selection: options.selection)
    self.lookupOnly = options.lookup
    let isTable = options.format == .table
    looksUpForms = isTable && options.sources.count == 1 && !options.isBatch
    repeatsWarnings =
      isTable && context.audience.outputIsTerminal && context.audience.errorIsTerminal
    self.filter = options.filter
    self.writer = writer
    self.out = out
    self.diagnostics = Diagnostics(sink: environment.standardError, output: out)
  }

  /// Runs every source, then finishes the output; stops early only if output fails.
  mutating func run(_ sources: [VerbSource]) -> Outcome {
    out.write { writer.begin(into: &$0) }
    var index = sources.startIndex
    while index < sources.endIndex, !stopped {
      let source = sources[index]
      index += 1
      switch source {
      case .word(let word) where lookupOnly:
        // The forms given in a row are looked up together, on every processor.
        var words = [word]
        while index < sources.endIndex, case .word(let next) = sources[index] {
          words.append(next)
          index += 1
        }
        lookUp(words.map { ($0, nil) }, source: nil)
      case .word(let word): handle(word, source: nil, line: nil)
      case .all: conjugateAll()
      case .standardInput:
        let flushEach = !inputIsRegularFile
        read(environment.standardInput, name: "<stdin>", flushEachVerb: flushEach)
      case .file(let path):
        let name = Echo.text(path)
        let code = FileDescriptorIO.withFile(at: path) { source in
          read(source, name: name, flushEachVerb: false)
        }
        if code != 0 { inputFailed(code, "cannot open \(name)") }
      }
    }
    out.write { writer.end(into: &$0) }
    out.flush()
    if out.failed { outcome.ioError = out.failure }
    return outcome
  }

  var stopped: Bool { out.failure != nil }

  private mutating func read(_ source: ByteSource, name: String, flushEachVerb: Bool) {
    var reader = LineReader(source: source)
    var number = 0
    var pending: [(form: String, line: Int?)] = []
    while !stopped {
      // `--lookup` reads forms ahead, up to a chunk or up to a read that may wait, and looks
      // them up on every processor: lookups cost far more than conjugations, and they are
      // independent.
      if !pending.isEmpty,
        pending.count >= Self.lookupChunk || (flushEachVerb && !reader.hasBufferedLine)
      {
        lookUp(pending, source: name)
        pending.removeAll(keepingCapacity: true)
      }
      // Flushed when the next line is not here yet, before a read that may wait: a co-process
      // still gets each answer at once, but a piped batch is written in large pieces, not a
      // write per line.
      if flushEachVerb, number > 0, !reader.hasBufferedLine { out.flush() }
      guard let line = reader.nextLine() else { break }
      number += 1
      // One rule for every reader, as for `check`: a NUL byte or bytes that are not UTF-8 make
      // the input no list of words, and the run stops there (`--file /dev/zero` ended never).
      if let binary = reader.firstBinaryLine {
        diagnostics.error(
          "cannot read \(name): line \(binary) has a NUL byte or is not UTF-8; the lines before "
            + "it were read (text in UTF-16 or Windows-1252 needs saving as UTF-8 first)")
        outcome.ioError = outcome.ioError ?? EIO
        break
      }
      let verb = line.trimmingSpaces()
      if verb.isEmpty || verb.hasPrefix("#") { continue }
      if lookupOnly {
        pending.append((verb, number))
      } else {
        handle(verb, source: name, line: number)
      }
    }
    if !pending.isEmpty, !stopped { lookUp(pending, source: name) }
    if let failure = reader.failure { inputFailed(failure, "cannot read \(name)") }
  }

  /// The most forms `--lookup` reads ahead of its output.
  static let lookupChunk = 1024

  /// `--lookup` of `forms` (and their lines in `source`): looked up on every processor, then
  /// handled in order, each as `handle` would.
  private mutating func lookUp(_ forms: [(form: String, line: Int?)], source: String?) {
    let outcomes = self.forms.resolve(forms.map(\.form), lanes: environment.processorCount)
    for (item, outcome) in zip(forms, outcomes) where !stopped {
      handle(item.form, source: source, line: item.line, lookedUp: outcome)
    }
  }

  /// Conjugates or looks up `input`; `lookedUp` is its lookup when it was already done,
  /// `resolved` what it was resolved to when that was done.
  private mutating func handle(
    _ input: String, source: String?, line: Int?, lookedUp: FormResolver.Outcome? = nil,
    resolved: VerbResolver.Outcome? = nil
  ) {
    switch resolved ?? (lookupOnly ? .form(input) : resolver.resolve(input)) {
    case .conjugated(let conjugation, let warning):
      let located = warning.map { Diagnostics.located($0, source: source, line: line) }
      if let located, outputIsOpen() { diagnostics.warning(located) }
      out.write { writer.write(conjugation, into: &$0) }
      if let located, repeatsWarnings { diagnostics.warning(located) }
      outcome.conjugated += 1
    case .form(let form) where !lookupOnly && !looksUpForms:
      // A Spanish form is no infinitive; an English verb (speak) leads to its Spanish verb.
      // (The form is looked up once: asking whether it is one, then why, did it twice.)
      if let message = forms.formMessage(form) {
        return fail(input, message, source: source, line: line, isBrokenTable: false)
      }
      if let english = resolver.english(input) {
        return handle(input, source: source, line: line, resolved: english)
      }
      fail(input, forms.notAVerbMessage(form), source: source, line: line, isBrokenTable: false)
    case .form(let form):
      switch lookedUp ?? forms.resolve(form, asVerb: !lookupOnly) {
      case .found(let result):
        out.write { writer.write(result, into: &$0) }
        outcome.lookedUp += 1
      case .failed(let message):
        if !lookupOnly, !forms.isSpanishForm(form), let english = resolver.english(input) {
          return handle(input, source: source, line: line, resolved: english)
        }
        fail(input, message, source: source, line: line, isBrokenTable: false)
      }
    case .failed(let message, let isBrokenTable):
      fail(input, message, source: source, line: line, isBrokenTable: isBrokenTable)
    }
  }

  private mutating func fail(
    _ input: String, _ message: String, source: String?, line: Int?, isBrokenTable: Bool
  ) {
    guard outputIsOpen() else { return }
    diagnostics.error(Diagnostics.located(message, source: source, line: line))
    writer.fail(InputFailure(input: input, source: source, line: line, message: message))
    outcome.failed += 1
    outcome.brokenTable = outcome.brokenTable || isBrokenTable
  }

  /// Flushes the output before a message about an input; false once it has failed: the run
  /// stops there, as at a failed write after each verb, and the input is not reported (after
  /// `conjugar - | head -1`, nothing more is said).
  private func outputIsOpen() -> Bool {
    out.flush()
    return !stopped
  }

  private mutating func inputFailed(_ code: Int32, _ what: String) {
    diagnostics.error("\(what): \(FileDescriptorIO.describe(code))")
    outcome.ioError = outcome.ioError ?? code
  }
}
