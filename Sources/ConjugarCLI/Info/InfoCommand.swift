import BundledTables
import ConjugarCore

/// `conjugar info [TOPIC]`: lists the topics, or explains one (its words may be given as one
/// argument or several: `conjugar info presente de subjuntivo`).
struct InfoCommand {
  let arguments: [String]
  let environment: AppEnvironment
  /// The text of `info.txt`; the bundled one unless a test gives another.
  var text = BundledTexts.info

  func run() -> Int32 {
    let diagnostics = Diagnostics(sink: environment.standardError, output: nil)
    let index: TopicIndex
    do {
      index = try TopicIndex(InfoDocument(parsing: text))
    } catch {
      diagnostics.error("the bundled info topics are broken: \(error)")
      return ExitStatus.brokenTables
    }
    let style =
      TextStyle.isColored(
        mode: .auto, outputIsTerminal: environment.standardOutputIsTerminal,
        environment: environment.variables) ? TextStyle.colored : .plain
    guard !arguments.isEmpty else {
      return write(TopicList.render(index.document, style: style), diagnostics)
    }
    let name = arguments.joined(separator: " ")
    guard let topic = index.topic(named: name) else {
      let closest = index.closest(to: name)
      diagnostics.error(
        "no topic '\(Echo.text(name))'; closest: " + closest.joined(separator: ", "))
      diagnostics.sink.write("Run 'conjugar info' to list the topics.\n")
      return ExitStatus.usage
    }
    guard let conjugator = CLI.loadConjugator(environment, diagnostics) else {
      return ExitStatus.brokenTables
    }
    do {
      let rendered = try InfoRenderer(conjugator: conjugator, style: style).render(topic)
      return write(rendered, diagnostics)
    } catch {
      diagnostics.error("the bundled info topics are broken: \(error)")
      return ExitStatus.brokenTables
    }
  }

  private func write(_ text: String, _ diagnostics: Diagnostics) -> Int32 {
    let out = OutputBuffer(sink: environment.standardOutput)
    out.append(text)
    out.flush()
    CLI.reportOutputFailure(out, diagnostics)
    return out.failed ? ExitStatus.ioError : ExitStatus.success
  }
}
