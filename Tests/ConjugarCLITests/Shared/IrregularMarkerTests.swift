import ConjugarCore
import Testing

@testable import ConjugarCLI

@Suite struct IrregularMarkerTests {
  private static let red = "\u{1B}[1;31m"
  private static let underline = "\u{1B}[4m"
  private static let reset = "\u{1B}[0m"

  private func form(_ verb: String, _ form: Form) throws -> FormIrregularity {
    let conjugator = try TestConjugator.shared.get()
    let conjugation = try conjugator.conjugate(verb).get()
    let irregularities = try #require(conjugator.irregularities(of: conjugation))
    return try #require(irregularities.cell(form).forms.first)
  }

  @Test func colourMarksTheIrregularLetters() throws {
    let tengo = try form("tener", .finite(.presente, .yo))
    #expect(IrregularMarker.mark(tengo, style: .colored) == "ten\(Self.red)g\(Self.reset)o")
  }

  @Test func spellingChangesAreUnderlined() throws {
    let saque = try form("sacar", .finite(.preterito, .yo))
    #expect(IrregularMarker.mark(saque, style: .colored) == "sa\(Self.underline)qu\(Self.reset)é")
  }

  @Test func plainOutputIsNeverMarked() throws {
    #expect(
      IrregularMarker.mark(try form("tener", .finite(.presente, .yo)), style: .plain) == "tengo")
  }

  @Test func aRegularAlternativeIsNotMarked() throws {
    let conjugator = try TestConjugator.shared.get()
    let conjugation = try conjugator.conjugate("freír").get()
    let cell = try #require(conjugator.irregularities(of: conjugation)).cell(
      .nonFinite(.participio))
    #expect(
      cell.forms.map { IrregularMarker.mark($0, style: .colored) }
        == ["fr\(Self.red)it\(Self.reset)o", "fre\(Self.underline)í\(Self.reset)do"])
  }

  /// The wiring: the table asks the engine for the verb's irregularities and marks by them.
  @Test func theTableMarksWhatTheEngineFinds() throws {
    let conjugator = try TestConjugator.shared.get()
    let contar = try conjugator.conjugate("contar").get()
    var asked: [String] = []
    var writer = TableWriter(
      forms: [.finite(.presente, .yo)], style: .colored, offersTables: false,
      irregularities: {
        asked.append($0.infinitive)
        return conjugator.irregularities(of: $0)
      })
    var bytes = ByteArena()
    writer.write(contar, into: &bytes)
    #expect(asked == ["contar"])
    #expect(
      String(decoding: bytes.bytes, as: UTF8.self).contains("c\(Self.red)ue\(Self.reset)nto"))
  }

  /// A plain table never asks for irregularities: only what shows them pays for them.
  @Test func aPlainTableDoesNotWorkOutIrregularities() throws {
    let conjugator = try TestConjugator.shared.get()
    var asked = false
    var writer = TableWriter(
      forms: [.finite(.presente, .yo)], style: .plain, offersTables: false,
      irregularities: { _ in
        asked = true
        return nil
      })
    var bytes = ByteArena()
    writer.write(try conjugator.conjugate("contar").get(), into: &bytes)
    #expect(!asked)
  }

  @Test func aColouredTableMarksTheIrregularLettersOfTener() {
    let output = run("--color", "always", "-t", "indicativo.presente", "-p", "yo", "tener").output
    #expect(output.contains("  yo                   ten\(Self.red)g\(Self.reset)o\n"))
  }

  /// Forms whose irregularity is a dropped letter were left unmarked: the letters on either
  /// side of the gap are marked now.
  @Test(arguments: [
    ("poder", "indicativo.futuro", "yo", "po\(red)dr\(reset)é"),
    ("querer", "indicativo.futuro", "yo", "que\(red)rr\(reset)é"),
    ("caber", "indicativo.futuro", "yo", "ca\(red)br\(reset)é"),
    ("decir", "indicativo.futuro", "yo", "\(red)di\(reset)ré"),
    ("hacer", "indicativo.futuro", "yo", "h\(red)ar\(reset)é"),
    ("tener", "imperativo.afirmativo", "tu", "te\(red)n\(reset)"),
    ("poner", "imperativo.afirmativo", "tu", "po\(red)n\(reset)"),
    ("salir", "imperativo.afirmativo", "tu", "sa\(red)l\(reset)"),
    ("venir", "imperativo.afirmativo", "tu", "ve\(red)n\(reset)"),
  ])
  func aColouredTableMarksDroppedLetters(verb: String, tense: String, person: String, line: String)
  {
    let output = run("--color", "always", "-t", tense, "-p", person, verb).output
    #expect(output.contains(line + "\n"), "\(verb)")
  }

  @Test func aColouredTableUnderlinesTheSpellingOfARegularVerb() {
    let output = run("--color", "always", "-t", "indicativo.preterito", "-p", "yo", "sacar").output
    #expect(output.contains("  yo                   sa\(Self.underline)qu\(Self.reset)é\n"))
  }

  /// A shortened alternative keeps its marks where the shared words were dropped.
  @Test func aShortenedAlternativeIsMarkedAfterTheWordsItShares() {
    let output = run("--color", "always", "--compact", "-t", "indicativo.perfecto", "adscribir")
      .output
    #expect(
      output.contains("he adscri\(Self.red)t\(Self.reset)o / adscri\(Self.red)pt\(Self.reset)o"))
  }

  @Test func aRegularVerbHasNothingMarked() {
    let output = run("--color", "always", "--vos", "hablar").output
    #expect(!output.contains(Self.red) && !output.contains(Self.underline))
  }

  /// One renderer, three styles: the table's on a terminal (`--marks` adds brackets around
  /// irregular letters), the quiz's without colour (every marked run in brackets) and a
  /// deck's HTML (irregular letters in bold).
  @Test func eachStyleMarksTheSameLetters() throws {
    let tengo = try form("tener", .finite(.presente, .yo))
    let saque = try form("sacar", .finite(.preterito, .yo))
    let marks = TextStyle(isColored: false, bracketsIrregular: true)
    #expect(IrregularMarker.mark(tengo, style: .terminal(marks)) == "ten[g]o")
    #expect(IrregularMarker.mark(saque, style: .terminal(marks)) == "saqué")
    #expect(IrregularMarker.mark(tengo, style: .brackets) == "ten[g]o")
    #expect(IrregularMarker.mark(saque, style: .brackets) == "sa[qu]é")
    #expect(IrregularMarker.mark(tengo, style: .html) == "ten<b>g</b>o")
    #expect(IrregularMarker.mark(saque, style: .html) == "saqué")
  }

  @Test func htmlEscapesTheTextAroundAndInsideTheMarks() {
    let marks = [MarkedLetters(range: 1..<3, isIrregular: true)]
    #expect(IrregularMarker.mark("a<&b", marks, style: .html) == "a<b>&lt;&amp;</b>b")
  }

  @Test func markingStartsWhereAsked() throws {
    let marks = [
      MarkedLetters(range: 1..<2, isIrregular: true),
      MarkedLetters(range: 4..<6, isIrregular: true),
    ]
    #expect(IrregularMarker.mark("abcdef", marks, from: 2, style: .brackets) == "cd[ef]")
    #expect(IrregularMarker.mark("abcdef", marks, from: 5, style: .brackets) == "[f]")
  }

  /// Marks are the engine's, but a form they do not fit is written whole, never cut short.
  @Test func marksPastTheEndAreClamped() {
    let marks = [MarkedLetters(range: 2..<9, isIrregular: false)]
    #expect(IrregularMarker.mark("abcd", marks, style: .brackets) == "ab[cd]")
  }
}
