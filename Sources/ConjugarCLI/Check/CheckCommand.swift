import ConjugarCore

/// `conjugar check`: reads a deck or a table of forms, gives each row a verdict, and exits 0
/// when every row is ok.
struct CheckCommand {
  let options: CheckOptions
  let environment: AppEnvironment

  func run() -> Int32 {
    let diagnostics = Diagnostics(sink: environment.standardError, output: nil)
    guard let conjugator = CLI.loadConjugator(environment, diagnostics) else {
      return ExitStatus.brokenTables
    }
    let out = OutputBuffer(sink: environment.standardOutput)
    var run = CheckRun(
      checker: RowChecker(conjugator: conjugator, suggests: options.format != .tsv),
      writer: writer(), out: out,
      diagnostics: Diagnostics(sink: environment.standardError, output: out),
      source: sourceName, reportsUnreadable: options.format == .tsv)
    var readFailure: Int32?
    switch options.input {
    case .standardInput:
      readFailure = run.read(environment.standardInput)
    case .file(let path):
      let code = FileDescriptorIO.withFile(at: path) { readFailure = run.read($0) }
      if code != 0 {
        diagnostics.error("cannot open \(sourceName): \(FileDescriptorIO.describe(code))")
        return ExitStatus.ioError
      }
    }
    let summary = run.finish()
    if let readFailure {
      diagnostics.error("cannot read \(sourceName): \(FileDescriptorIO.describe(readFailure))")
    }
    if let line = run.binaryLine {
      diagnostics.error(
        "cannot read \(sourceName): not a text file (line \(line) has a NUL byte or is not UTF-8)")
    }
    CLI.reportOutputFailure(out, diagnostics)
    if readFailure != nil || run.binaryLine != nil || out.failure != nil {
      return ExitStatus.ioError
    }
    return summary.allOK ? ExitStatus.success : ExitStatus.someFailed
  }

  private var sourceName: String {
    switch options.input {
    case .standardInput: "<stdin>"
    case .file(let path): Echo.text(path)
    }
  }

  private func writer() -> any CheckWriter {
    switch options.format {
    case .table: CheckTableWriter(source: sourceName)
    case .tsv: CheckTSVWriter()
    case .json: CheckJSONWriter()
    }
  }
}
