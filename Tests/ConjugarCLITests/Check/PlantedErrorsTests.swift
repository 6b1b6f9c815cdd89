import ConjugarCore
import Testing

@testable import ConjugarCLI

/// Decks with errors of each kind learners' decks have, planted on purpose: `conjugar check`
/// finds each of them, and nothing else.
@Suite struct PlantedErrorsTests {
  /// One planted error: the cell, the wrong answer, the verdict and what the report says.
  struct Plant: Sendable {
    var verb: String
    var form: Form
    var answer: String
    var verdict: String
    var says: String
  }

  static let plants = [
    // A missing accent (that makes no other cell: hablo for habló is the present, wrong).
    Plant(
      verb: "contar", form: .finite(.preterito, .yo), answer: "conte", verdict: "accent",
      says: "conte differs from conté in its accents"),
    // A stem change forgotten.
    Plant(
      verb: "contar", form: .finite(.presente, .yo), answer: "conto", verdict: "wrong",
      says: "conto is indicativo.preterito el but for accents, not indicativo.presente yo"),
    // An irregular verb made regular.
    Plant(
      verb: "tener", form: .finite(.preterito, .yo), answer: "tení", verdict: "wrong",
      says: "tener indicativo.preterito yo: tení; accepted: tuve"),
    // The wrong person.
    Plant(
      verb: "tener", form: .finite(.presente, .yo), answer: "tienes", verdict: "wrong",
      says: "tienes is tu, not yo"),
    // A form of another tense.
    Plant(
      verb: "hablar", form: .finite(.pluscuamperfecto, .yo), answer: "hablara",
      verdict: "wrong", says: "hablara is subjuntivo.imperfecto_ra, not indicativo.pluscuamperfecto"
    ),
    // The 1999 spelling.
    Plant(
      verb: "guiar", form: .finite(.preterito, .el), answer: "guió", verdict: "old-spelling",
      says: "guió is the 1999 spelling of guio"),
  ]

  static let verbs = ["hablar", "contar", "tener", "guiar", "ser"]

  /// A deck of `style` with every plant's answer put in place of the right one.
  private func plantedDeck(_ style: DeckStyle) -> String {
    let deck = TestEnvironment(["deck", "--vos", "--style", style.rawValue] + Self.verbs).run()
    var lines = deck.output.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    for plant in Self.plants {
      let guid = NoteGUID.of(plant.verb, plant.form)
      guard let index = lines.firstIndex(where: { $0.hasPrefix(guid + "\t") }) else {
        Issue.record("no note \(guid) for \(plant.verb)")
        continue
      }
      var fields = lines[index].split(separator: "\t", omittingEmptySubsequences: false)
      switch style {
      case .basic: fields[2] = Substring("<b>\(plant.answer)</b><br>a gloss · like \(plant.verb)")
      case .cloze: fields[1] = Substring("yo {{c1::\(plant.answer)::\(plant.verb)}}")
      }
      lines[index] = fields.joined(separator: "\t")
    }
    return lines.joined(separator: "\n")
  }

  @Test(arguments: DeckStyle.allCases)
  func everyPlantedErrorIsFoundAndNothingElse(style: DeckStyle) {
    let result = runCheck(plantedDeck(style))
    #expect(result.status == 1)
    let reports = result.output.split(separator: "\n").dropLast()
    #expect(reports.count == Self.plants.count, "\(result.output)")
    for plant in Self.plants {
      let cell = "\(plant.verb) \(plant.form.tenseID) \(plant.form.personID)"
      let report = reports.first { $0.contains(": \(plant.verdict): \(cell):") }
      #expect(report?.contains(plant.says) == true, "\(plant.says) not in \(reports)")
    }
    #expect(
      result.output.hasSuffix(
        " ok, 1 accent, 1 old-spelling, 4 wrong, 0 unknown-verb, 0 unreadable\n"))
  }

  @Test func plantedErrorsInAPlainTableAreFoundToo() {
    var text = "infinitivo,tiempo,persona,forma\n"
    for plant in Self.plants {
      text += "\(plant.verb),\(plant.form.tenseID),\(plant.form.personID),\(plant.answer)\n"
    }
    let rows = checkedRows(text)
    #expect(rows.map { $0[1] } == Self.plants.map(\.verdict))
  }
}
