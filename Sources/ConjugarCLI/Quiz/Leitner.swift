import ConjugarCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The Leitner schedule of missed cells, and how a quiz's answers change it.
enum Leitner {
  /// Days a cell waits in each box before it is due again: box 1 is due at once.
  static let waits = [0, 1, 3, 7, 15]
  /// How many boxes there are; a right answer in the last one retires the cell.
  static var boxes: Int { waits.count }
  /// The most cells kept; past it the longest unasked go first.
  static let capacity = 200

  /// Whether `card` is due at `now`.
  static func isDue(_ card: ReviewCard, at now: Date) -> Bool {
    now >= dueDate(card)
  }

  /// When `card` is due.
  static func dueDate(_ card: ReviewCard) -> Date {
    let wait = waits[min(max(card.box, 1), boxes) - 1]
    return card.asked.addingTimeInterval(TimeInterval(wait) * 24 * 60 * 60)
  }

  /// The due cards, the lowest box first, then the longest unasked.
  static func due(_ cards: [ReviewCard], at now: Date) -> [ReviewCard] {
    cards.enumerated().filter { isDue($0.element, at: now) }
      .sorted {
        ($0.element.box, $0.element.asked, $0.offset) < (
          $1.element.box, $1.element.asked, $1.offset
        )
      }
      .map(\.element)
  }

  /// Records an answer to `verb`'s `form` at `date`: an exact one moves a kept cell up a box
  /// (out of the last box, it is retired); any other puts the cell in the first box, kept
  /// from now on. Past `capacity`, the cells asked longest ago are dropped.
  static func record(
    _ cards: inout [ReviewCard], verb: String, form: Form, right: Bool, at date: Date
  ) {
    let asked = Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
    let index = cards.firstIndex { $0.verb == verb && $0.form == form }
    switch (index, right) {
    case (let index?, true):
      if cards[index].box >= boxes {
        cards.remove(at: index)
      } else {
        cards[index].box += 1
        cards[index].asked = asked
      }
    case (let index?, false):
      cards[index].box = 1
      cards[index].asked = asked
    case (nil, true):
      break
    case (nil, false):
      cards.append(ReviewCard(verb: verb, form: form, box: 1, asked: asked))
    }
    while cards.count > capacity,
      let oldest = cards.indices.min(by: { cards[$0].asked < cards[$1].asked })
    {
      cards.remove(at: oldest)
    }
  }
}
