import ConjugarCore

/// One check's reading, checking and writing, row by row.
struct CheckRun {
  var checker: RowChecker
  var writer: any CheckWriter
  let out: OutputBuffer
  let diagnostics: Diagnostics
  let source: String
  /// Whether why a row is unreadable goes to standard error (TSV has no column for it).
  let reportsUnreadable: Bool
  /// Whether the rows an unknown label makes unreadable are written once a label, not row by
  /// row (the table; TSV and JSON keep a verdict for every row, and say the label once).
  let groupsLabels: Bool
  private var summary = CheckSummary()
  /// The labels not read, in the order first met, with the lines of the rows that have them.
  private var unknownLabels: [(label: String, lines: [Int])] = []
  /// The line where the input turned out not to be text; checking stopped before it.
  private(set) var binaryLine: Int?

  init(
    checker: RowChecker, writer: any CheckWriter, out: OutputBuffer, diagnostics: Diagnostics,
    source: String, reportsUnreadable: Bool, groupsLabels: Bool = true
  ) {
    var writer = writer
    out.write { writer.begin(into: &$0) }
    self.checker = checker
    self.writer = writer
    self.out = out
    self.diagnostics = diagnostics
    self.source = source
    self.reportsUnreadable = reportsUnreadable
    self.groupsLabels = groupsLabels
  }

  /// Checks every row of `input`; the `errno` of a failed read, if any.
  mutating func read(_ input: ByteSource) -> Int32? {
    var records = RecordReader(source: input)
    var rows: CheckRowReader?
    while out.failure == nil, let item = records.next() {
      // A NUL byte or bytes that are not UTF-8 make the file no deck to check row by row.
      if let line = records.firstBinaryLine {
        binaryLine = line
        return nil
      }
      switch item {
      case .unreadable(let line, let reason):
        emit(CheckResult(line: line, verdict: .unreadable, message: reason))
      case .record(let record):
        if rows == nil {
          switch Self.layout(record, records.ankiHeaders, delimiter: records.delimiter) {
          case .header(let layout):
            rows = CheckRowReader(layout: layout)
            continue
          case .data(let layout):
            rows = CheckRowReader(layout: layout)
          case .broken(let reason):
            emit(CheckResult(line: record.line, verdict: .unreadable, message: reason))
            return records.failure
          }
        }
        guard var reader = rows else { continue }
        switch reader.row(record) {
        case .success(let row): emit(checker.check(row))
        case .failure(let problem):
          var result = CheckResult(line: record.line, verdict: .unreadable, message: problem.reason)
          result.unknownLabel = problem.label
          emit(result)
        }
        rows = reader
      }
    }
    return records.failure
  }

  /// Writes the summary; returns it.
  mutating func finish() -> CheckSummary {
    let summary = summary
    // Each label not read in several rows: how many, and where, once.
    for (label, lines) in unknownLabels where lines.count > 1 {
      let shown = lines.prefix(10).map(String.init).joined(separator: ", ")
      let more = lines.count > 10 ? ", …" : ""
      diagnostics.error(
        "\(source): the \(label) was not read in \(lines.count) rows (lines \(shown)\(more))")
    }
    out.write { writer.end(summary, into: &$0) }
    out.flush()
    return summary
  }

  private mutating func emit(_ result: CheckResult) {
    summary.add(result.verdict)
    // A label not read is said in full for its first row only; the others are counted, and
    // told by `finish`.
    var repeated = false
    if let label = result.unknownLabel {
      if let index = unknownLabels.firstIndex(where: { $0.label == label }) {
        unknownLabels[index].lines.append(result.line)
        repeated = true
      } else {
        unknownLabels.append((label, [result.line]))
      }
    }
    if repeated, groupsLabels { return }
    if reportsUnreadable, result.verdict == .unreadable, !repeated {
      diagnostics.error("\(source):\(result.line): \(result.message ?? "unreadable")")
    }
    out.write { writer.write(result, into: &$0) }
  }

  private enum Layout {
    /// The record names the columns.
    case header(CheckLayout)
    /// The record is the first row.
    case data(CheckLayout)
    case broken(String)
  }

  /// The layout the first record and Anki's header lines give.
  private static func layout(
    _ first: RecordReader.Record, _ anki: [String: String], delimiter: UInt8?
  ) -> Layout {
    if let columns = anki["columns"], let delimiter {
      let names = FieldSplitter.fields(columns, delimiter: delimiter) ?? []
      guard let layout = CheckLayout.named(names) else {
        return .broken("#columns names no verb, tense, person, answer or tags column")
      }
      var withAnki = layout
      if let tags = CheckLayout.anki(anki)?.tags { withAnki.tags = withAnki.tags ?? tags }
      return withAnki.missing.map(Layout.broken) ?? .data(withAnki)
    }
    if let layout = CheckLayout.named(first.fields) {
      return layout.missing.map(Layout.broken) ?? .header(layout)
    }
    return .data(CheckLayout.anki(anki) ?? .canonical)
  }
}
