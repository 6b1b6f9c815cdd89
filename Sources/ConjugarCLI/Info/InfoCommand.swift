import BundledTables
import ConjugarCore

/// `conjugar info [TOPIC]`: lists the topics, or explains one (its words may be given as one
/// argument or several: `conjugar info presente de subjuntivo`).
struct InfoCommand: RunnableCommand {
  let arguments: [String]
  let context: RunContext
  let environment: CommandEnvironment
  /// The text of `info.txt`; the bundled one unless a test gives another.
  var text = BundledTexts.info

  func execute() throws(CommandError) -> Int32 {
    let diagnostics = Diagnostics(sink: environment.standardError, output: nil)
    let index: TopicIndex
    do {
      index = try TopicIndex(InfoDocument(parsing: text))
    } catch {
      throw .brokenTopics(error)
    }
    let style = context.outputStyle
    guard !arguments.isEmpty else {
      return write(TopicList.render(index.document, style: style), diagnostics)
    }
    let name = arguments.joined(separator: " ")
    guard let topic = index.topic(named: name) else {
      let closest = index.closest(to: name)
      var error = UsageError(
        "no topic '\(Echo.text(name))'"
          + (closest.isEmpty ? "" : "; closest: " + closest.joined(separator: ", ")))
      error.otherHint = "Run 'conjugar info' to list the topics.\n"
      throw .usage(error)
    }
    let conjugator = try environment.conjugator()
    let rendered: String
    do {
      rendered = try InfoRenderer(conjugator: conjugator, style: style).render(topic)
    } catch {
      throw .brokenTopics(error)
    }
    return write(rendered, diagnostics)
  }

  private func write(_ text: String, _ diagnostics: Diagnostics) -> Int32 {
    OutputBuffer.write(text, to: environment.standardOutput, reportingTo: diagnostics)
  }
}
