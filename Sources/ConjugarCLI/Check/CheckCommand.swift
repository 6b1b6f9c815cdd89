import ConjugarCore

/// `conjugar check`: reads a deck or a table of forms, gives each row a verdict, and exits 0
/// when every row is ok.
struct CheckCommand: RunnableCommand {
  let options: CheckOptions
  let conjugator: Conjugator
  let environment: CommandEnvironment

  func execute() throws(CommandError) -> Int32 {
    let diagnostics = Diagnostics(sink: environment.standardError, output: nil)
    let out = OutputBuffer(sink: environment.standardOutput)
    var run = CheckRun(
      checker: RowChecker(conjugator: conjugator, suggests: options.format != .tsv),
      writer: writer(), out: out,
      diagnostics: Diagnostics(sink: environment.standardError, output: out),
      source: sourceName, reportsUnreadable: options.format == .tsv,
      groupsLabels: options.format == .table)
    var readFailure: Int32?
    switch options.input {
    case .standardInput:
      readFailure = run.read(environment.standardInput)
    case .file(let path):
      let code = FileDescriptorIO.withFile(at: path) { readFailure = run.read($0) }
      if code != 0 {
        throw .io("cannot open \(sourceName): \(FileDescriptorIO.describe(code))")
      }
    }
    let summary = run.finish()
    if let readFailure {
      diagnostics.error("cannot read \(sourceName): \(FileDescriptorIO.describe(readFailure))")
    }
    if let line = run.binaryLine {
      diagnostics.error(
        "cannot read \(sourceName): line \(line) has a NUL byte or is not UTF-8; the rows before "
          + "it are checked above (a spreadsheet's export in UTF-16 or Windows-1252 needs saving "
          + "as UTF-8 first, e.g. iconv -f windows-1252 -t utf-8)")
    }
    out.reportFailure(to: diagnostics)
    if readFailure != nil || run.binaryLine != nil || out.failed {
      return ExitStatus.ioError
    }
    // Quitting the pager early ends the run with 0, as for every other command.
    if out.failure != nil { return ExitStatus.success }
    // A file without a row is no deck checked: said, and ended as an unreadable file is.
    if summary.rows == 0 {
      diagnostics.error("nothing was checked: \(sourceName) has no rows (only blank or # lines)")
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
