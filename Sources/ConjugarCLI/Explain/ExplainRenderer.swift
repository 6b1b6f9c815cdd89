import ConjugarCore

/// Writes the explanations of one looked-up form, as text or JSON. Every fact comes from the
/// engine's `FormExplanation`; this only words and lays it out.
enum ExplainRenderer {
  /// One reading of the form with its explanation.
  typealias Reading = (analysis: Analysis, explanation: FormExplanation)

  /// The width text is wrapped to, the body indented by two.
  static let width = 80

  /// The explanations as text for a reader.
  static func text(query: String, _ readings: [Reading]) -> String {
    var blocks: [String] = []
    for (number, reading) in readings.enumerated() {
      var lines: [String] = []
      let prefix = readings.count > 1 ? "\(number + 1). " : ""
      lines.append(prefix + headline(reading.analysis, reading.explanation))
      lines += body(reading.analysis, reading.explanation).map { "  " + $0 }
      blocks.append(lines.joined(separator: "\n") + "\n")
    }
    let heading = readings.count > 1 ? "'\(query)' has \(readings.count) readings.\n\n" : ""
    return heading + blocks.joined(separator: "\n")
  }

  private static func headline(_ analysis: Analysis, _ explanation: FormExplanation) -> String {
    let cell =
      analysis.periphrasisTense.map { periphrasis in
        "\(TenseName.description(.periphrasis(periphrasis))), \(analysis.person?.pronoun ?? "")"
      } ?? cellName(analysis.form)
    let clitics =
      analysis.clitics.isEmpty ? "" : " with " + analysis.clitics.joined(separator: ", ")
    return "\(explanation.text)\(clitics): \(explanation.infinitive), \(cell)"
  }

  /// `presente de indicativo (present), yo`.
  static func cellName(_ form: Form) -> String {
    switch form {
    case .nonFinite(let nonFinite): TenseName.description(.nonFinite(nonFinite))
    case .finite(let tense, let person):
      "\(TenseName.description(.finite(tense))), \(person.pronoun)"
    }
  }

  private static func body(_ analysis: Analysis, _ explanation: FormExplanation) -> [String] {
    var lines: [String] = []
    let models = explanation.models.joined(separator: " + ")
    if explanation.isGuessed {
      lines.append("Not in the tables: conjugated like \(models), from its ending.")
    }
    if let periphrasis = explanation.periphrasis, let auxiliary = explanation.auxiliary,
      let word = explanation.participle
    {
      lines.append(
        periphrasis == .progressive
          ? "Built: estar (\(auxiliary)) + the gerund \(word)."
          : "Built: ir (\(auxiliary)) + the infinitive \(word).")
    } else if let auxiliary = explanation.auxiliary, let participle = explanation.participle {
      lines.append("Built: haber (\(auxiliary)) + the participle \(participle).")
    } else if let stem = explanation.stem, let ending = explanation.ending {
      lines.append("Built: stem \(stem)- + ending -\(ending).")
    }
    if let regular = explanation.regularForm, explanation.irregularity?.isIrregular == true {
      lines.append("Conjugated regularly it would be: \(regular).")
    }
    let kinds = explanation.kinds
    if kinds.isEmpty {
      lines.append(explanation.isRegularVerb ? "Regular." : "Regular in this form.")
    } else {
      if let marked = marked(explanation) { lines.append("Marked letters: \(marked)") }
      for kind in kinds {
        lines += TextWrap.lines(
          "\(kind.name): \(kind.rule)", width: width - 2, first: "- ", rest: "  ")
        lines.append("  See: conjugar info \(ExplainTopic.topic(kind, form: analysis.form))")
      }
    }
    let regular = explanation.isRegularVerb ? ", a regular verb" : ""
    var alike = "Model: \(models)\(regular)"
    if !explanation.alike.isEmpty {
      alike += "; conjugated alike: " + explanation.alike.joined(separator: ", ")
    }
    lines += TextWrap.lines(alike + ".", width: width - 2, first: "", rest: "  ")
    return lines
  }

  /// The form (or, for a compound, its participle) with its marked letters in brackets.
  private static func marked(_ explanation: FormExplanation) -> String? {
    guard let irregularity = explanation.irregularity, !irregularity.marks.isEmpty else {
      return nil
    }
    return irregularity.marked { text, _ in "[\(text)]" }
  }

  /// The explanations as one JSON document.
  static func json(query: String, _ readings: [Reading]) -> String {
    let items = readings.map { reading -> String in
      let (analysis, explanation) = reading
      let optional = { (text: String?) in text.map(JSONText.string) ?? "null" }
      let kinds = explanation.kinds.map { kind in
        "{\"kind\":\(JSONText.string(kind.id)),\"name\":\(JSONText.string(kind.name)),"
          + "\"rule\":\(JSONText.string(kind.rule)),"
          + "\"topic\":\(JSONText.string(ExplainTopic.topic(kind, form: analysis.form)))}"
      }
      let fields = [
        "\"infinitive\":\(JSONText.string(explanation.infinitive))",
        "\"tense\":\(JSONText.string(analysis.tenseID))",
        "\"person\":\(JSONText.string(analysis.form.personID))",
        "\"form\":\(JSONText.string(explanation.text))",
        "\"clitics\":\(JSONText.array(analysis.clitics))",
        "\"vos\":\(analysis.isVos)",
        "\"models\":\(JSONText.array(explanation.models))",
        "\"guessed\":\(explanation.isGuessed)",
        "\"regularVerb\":\(explanation.isRegularVerb)",
        "\"stem\":\(optional(explanation.stem))",
        "\"ending\":\(optional(explanation.ending))",
        "\"regularForm\":\(optional(explanation.regularForm))",
        "\"auxiliary\":\(optional(explanation.auxiliary))",
        "\"participle\":\(optional(explanation.participle))",
        "\"marked\":\(optional(marked(explanation)))",
        "\"irregularities\":[\(kinds.joined(separator: ","))]",
        "\"alike\":\(JSONText.array(explanation.alike))",
      ]
      return "{" + fields.joined(separator: ",") + "}"
    }
    return "{\"query\":\(JSONText.string(query)),\"readings\":[\n"
      + items.joined(separator: ",\n") + "\n]}\n"
  }
}
