import Testing

@testable import ConjugarCLI

/// What `conjugar deck` writes, `conjugar check` reads back as right, also as Anki exports it.
@Suite struct CheckRoundTripTests {
  /// Every tense (the three moods; a deck without filters holds only the everyday tenses).
  @Test func aDeckOfTheTop200VerbsWithVosChecksOK() {
    let deck = run(
      "deck", "--top", "200", "--vos", "-m", "indicativo", "-m", "subjuntivo", "-m", "imperativo")
    #expect(deck.status == 0)
    let result = runCheck(deck.output)
    #expect(result.status == 0, "\(result.output.prefix(2_000))")
    #expect(
      result.output == "27539 rows: 27539 ok, 0 accent, 0 old-spelling, 0 wrong, "
        + "0 unknown-verb, 0 unreadable\n")
  }

  @Test func aClozeDeckChecksOK() {
    let deck = run("deck", "--style", "cloze", "--top", "20", "--vos")
    let result = runCheck(deck.output)
    #expect(result.status == 0, "\(result.output.prefix(2_000))")
  }

  @Test func aDeckReadBackAfterAnkiExportedItIsReadThroughItsTags() {
    // Anki exports notes without column names, tags sorted, GUID first when asked.
    let text = """
      #separator:tab
      #html:true
      #guid column:1
      #tags column:4
      x1\ttener · yo\tten<b>g</b>o<br>to have\tindicativo.presente irregular model::tener tener yo
      x2\ttener · tú\t<div>tienés</div>\tindicativo.presente irregular tener tu
      x3\t<div>yo {{c1::tengo}}</div>\tto have\tindicativo.presente tener yo

      """
    #expect(checkedRows(text).map { $0[1] } == ["ok", "accent", "ok"])
  }
}
