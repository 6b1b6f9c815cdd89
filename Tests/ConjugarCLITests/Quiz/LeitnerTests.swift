import ConjugarCore
import Foundation
import Testing

@testable import ConjugarCLI

@Suite struct LeitnerTests {
  private let form = Form.finite(.preterito, .yo)
  private let now = Date.testEpoch

  private func card(_ box: Int, asked: Date = .testEpoch, verb: String = "tener") -> ReviewCard {
    ReviewCard(verb: verb, form: form, box: box, asked: asked)
  }

  @Test func aMissedCellIsKeptInTheFirstBox() {
    var cards: [ReviewCard] = []
    Leitner.record(&cards, verb: "tener", form: form, right: false, at: now)
    #expect(cards == [card(1)])
  }

  @Test func aRightAnswerToACellNotKeptChangesNothing() {
    var cards: [ReviewCard] = []
    Leitner.record(&cards, verb: "tener", form: form, right: true, at: now)
    #expect(cards.isEmpty)
  }

  @Test func aRightAnswerMovesTheCellUpABox() {
    var cards = [card(2, asked: now.adding(days: -5))]
    Leitner.record(&cards, verb: "tener", form: form, right: true, at: now)
    #expect(cards == [card(3)])
  }

  @Test func aMissPutsTheCellBackInTheFirstBox() {
    var cards = [card(4, asked: now.adding(days: -9))]
    Leitner.record(&cards, verb: "tener", form: form, right: false, at: now)
    #expect(cards == [card(1)])
  }

  @Test func aRightAnswerInTheLastBoxRetiresTheCell() {
    var cards = [card(Leitner.boxes), card(1, verb: "poder")]
    Leitner.record(&cards, verb: "tener", form: form, right: true, at: now)
    #expect(cards == [card(1, verb: "poder")])
  }

  @Test func datesAreKeptInWholeSeconds() {
    var cards: [ReviewCard] = []
    Leitner.record(
      &cards, verb: "tener", form: form, right: false, at: now.addingTimeInterval(0.75))
    #expect(cards.first?.asked == now)
  }

  @Test(arguments: [(1, 0.0), (2, 1.0), (3, 3.0), (4, 7.0), (5, 15.0)])
  func eachBoxWaitsItsDays(_ box: Int, _ days: Double) {
    let card = card(box)
    #expect(Leitner.isDue(card, at: now.adding(days: days)))
    if days > 0 { #expect(!Leitner.isDue(card, at: now.adding(days: days - 0.01))) }
  }

  @Test func dueCellsComeLowestBoxFirstThenLongestUnasked() {
    let cards = [
      card(2, asked: now.adding(days: -2), verb: "a"), card(1, asked: now, verb: "b"),
      card(1, asked: now.adding(days: -1), verb: "c"), card(3, asked: now, verb: "d"),
    ]
    #expect(Leitner.due(cards, at: now).map(\.verb) == ["c", "b", "a"])
  }

  @Test func theHistoryIsCappedByDroppingTheLongestUnasked() {
    var cards = (0..<Leitner.capacity).map { index in
      card(1, asked: now.addingTimeInterval(TimeInterval(index)), verb: "v\(index)")
    }
    Leitner.record(&cards, verb: "new", form: form, right: false, at: now.adding(days: 1))
    #expect(cards.count == Leitner.capacity)
    #expect(!cards.contains { $0.verb == "v0" })
    #expect(cards.last?.verb == "new")
  }
}
