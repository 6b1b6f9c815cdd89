import ConjugarCore

/// The two or three lines above a verb's table.
enum TableHeader {
  /// The widest a header line may be.
  static let maximumWidth = 80

  /// `hablar — to speak`, then `gerundio: hablando · participio: hablado · regular`. A
  /// pronominal verb without a gloss of its own shows its base verb's (`base`), named as such,
  /// since the pronominal meaning may differ (acordar: to agree; acordarse: to remember).
  ///
  /// A line wider than `width` (a grid's terminal) breaks between words.
  static func lines(
    _ conjugation: Conjugation, base: VerbEntry? = nil, cells: CellText, style: TextStyle,
    width: Int = maximumWidth
  ) -> String {
    var title = style.heading(conjugation.infinitive)
    if let gloss = conjugation.gloss {
      title += " — " + gloss
    } else if let base, let gloss = base.gloss {
      title += " — " + baseGloss(base.infinitive, gloss)
    }
    let forms =
      style.detail("gerundio:") + " " + cells.text(.nonFinite(.gerundio)) + " · "
      + style.detail("participio:") + " " + cells.text(.nonFinite(.participio))
    let model = modelDescription(conjugation)
    // One line when it fits in 80 columns, else the model on a line of its own.
    let limit = min(width, maximumWidth)
    let fits = CellText.visibleWidth(forms) + 3 + model.count <= limit
    let details = forms + (fits ? " · " : "\n") + style.detail(model)
    guard width < maximumWidth else { return title + "\n" + details + "\n" }
    return (title + "\n" + details).split(separator: "\n").flatMap { line in
      TextWrap.lines(String(line), width: width, first: "", rest: "  ")
    }.joined(separator: "\n") + "\n"
  }

  /// The gloss of a pronominal verb's base: `pronominal of lavar: to wash`.
  static func baseGloss(_ base: String, _ gloss: String) -> String {
    "pronominal of \(base): \(gloss)"
  }

  /// "regular", "conjugated like contar", or for a verb the tables do not list as written how
  /// its model was chosen ("not in the tables: conjugated like actuar, guessed from the ending
  /// -uar"; "conjugated like contar, from trascordarse").
  static func modelDescription(_ conjugation: Conjugation) -> String {
    if let guess = conjugation.guess {
      let description = guessDescription(conjugation, guess)
      return guess.isUnknown ? "not in the tables: " + description : description
    }
    if conjugation.isRegular { return "regular" }
    if conjugation.models == [conjugation.infinitive] { return "irregular (a model verb)" }
    return "conjugated like " + conjugation.models.joined(separator: " and ")
  }

  /// The warning for a verb the tables do not list as written: "'x' is not in the tables;
  /// conjugated like actuar, guessed from the ending -uar"; for a listed variant spelling,
  /// the note naming the preferred one; nil for any other listed verb.
  static func guessWarning(_ conjugation: Conjugation) -> String? {
    guard let guess = conjugation.guess else {
      return conjugation.preferredSpelling.map {
        "'\(conjugation.infinitive)' is a spelling the RAE accepts; it prefers '\($0)'"
      }
    }
    let listing = guess.isUnknown ? "is not in the tables" : "is listed only as pronominal"
    return "'\(conjugation.infinitive)' \(listing); " + guessDescription(conjugation, guess)
  }

  /// The model of a verb the tables do not list as written, and why it was chosen.
  static func guessDescription(_ conjugation: Conjugation, _ guess: Guess) -> String {
    let model =
      conjugation.isRegular
      ? "conjugated as regular -" + (VerbShape(conjugation.infinitive)?.verbClass.rawValue ?? "ar")
      : "conjugated like " + guess.models.joined(separator: " and ")
    switch guess.reason {
    case .pronominal(let verb): return model + ", from " + verb
    case .prefix(let prefix, let base): return model + ", from \(base) with \(prefix)-"
    case .compounds(_, let base): return model + ", as most listed compounds of " + base
    case .ending(let ending): return model + ", guessed from the ending " + ending
    case .verbClass: return model + ": no listed verb ends like it"
    }
  }
}
