import ConjugarCore

/// The two or three lines above a verb's table.
enum TableHeader {
  /// The widest a header line may be.
  static let maximumWidth = 80

  /// `hablar — to speak`, then `gerundio: hablando · participio: hablado · regular`.
  static func lines(_ conjugation: Conjugation, cells: CellText, style: TextStyle) -> String {
    var title = style.heading(conjugation.infinitive)
    if let gloss = conjugation.gloss { title += " — " + gloss }
    let forms =
      style.detail("gerundio:") + " " + cells.text(.nonFinite(.gerundio)) + " · "
      + style.detail("participio:") + " " + cells.text(.nonFinite(.participio))
    let model = modelDescription(conjugation)
    // One line when it fits in 80 columns, else the model on a line of its own.
    let fits = CellText.visibleWidth(forms) + 3 + model.count <= maximumWidth
    let details = forms + (fits ? " · " : "\n") + style.detail(model)
    return title + "\n" + details + "\n"
  }

  /// "regular", "conjugated like contar", or for a verb no table lists "not in the tables:
  /// conjugated as regular -ar" or "... like huir".
  static func modelDescription(_ conjugation: Conjugation) -> String {
    if conjugation.isGuessed { return "not in the tables: " + guessDescription(conjugation) }
    if conjugation.isRegular { return "regular" }
    if conjugation.models == [conjugation.infinitive] { return "irregular (a model verb)" }
    return "conjugated like " + conjugation.models.joined(separator: " and ")
  }

  /// How a verb no table lists was conjugated: "conjugated as regular -ar" or "... like huir".
  static func guessDescription(_ conjugation: Conjugation) -> String {
    if conjugation.isRegular {
      return "conjugated as regular -" + VerbClassName.ending(of: conjugation.infinitive)
    }
    return "conjugated like " + conjugation.models.joined(separator: " and ")
  }
}

/// The conjugation class of an infinitive, for messages.
enum VerbClassName {
  /// `ar`, `er` or `ir` (for `-ír` too), from the ending before any reflexive `se`.
  static func ending(of infinitive: String) -> String {
    var base = Substring(infinitive)
    if base.count >= 4, base.hasSuffix("se") { base = base.dropLast(2) }
    switch base.suffix(2) {
    case "ar": return "ar"
    case "er": return "er"
    default: return "ir"
    }
  }
}
