import BundledTables
import ConjugarCore

/// `conjugar explain FORM`: every reading of a form, how it is built and why it is irregular.
struct ExplainCommand: RunnableCommand {
  let options: ExplainOptions
  let environment: CommandEnvironment

  func execute() throws(CommandError) -> Int32 {
    let diagnostics = Diagnostics(sink: environment.standardError, output: nil)
    let conjugator = try environment.conjugator()
    let input = options.words.joined(separator: " ")
    let resolver = FormResolver(
      conjugator: conjugator, speller: VerbSpeller(table: conjugator.table, words: .bundled()),
      includeVos: true,
      selection: Selection())
    switch resolver.resolve(input) {
    case .failed(let message):
      diagnostics.error(message)
      return ExitStatus.someFailed
    case .found(let result):
      let readings = result.analyses.compactMap { analysis in
        conjugator.explanation(of: analysis).map { (analysis: analysis, explanation: $0) }
      }
      guard !readings.isEmpty else {
        diagnostics.error("no Spanish verb form matches '\(Echo.text(result.query))'")
        return ExitStatus.someFailed
      }
      let text =
        switch options.format {
        case .text: ExplainRenderer.text(query: result.query, readings)
        case .json: ExplainRenderer.json(query: result.query, readings)
        }
      return OutputBuffer.write(text, to: environment.standardOutput, reportingTo: diagnostics)
    }
  }
}
