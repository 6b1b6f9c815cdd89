import SeededRandom

/// Cards dealt in shuffled passes, so that every card comes up once before any comes up
/// twice: the tenses, the persons, the verbs and the kinds of a quiz each have a deck.
///
/// A draw may pass over cards that do not fit the question; they stay at the front for the
/// next draw. When no card left fits, a new shuffled pass goes behind the cards left.
struct QuizDeck<Card> {
  private let all: [Card]
  private var cards: [Card] = []

  init(_ cards: [Card]) {
    all = cards
  }

  /// The first card that fits, taken out of the deck; nil if no card of a whole pass fits.
  mutating func take(_ random: inout SplitMix64, where fits: (Card) -> Bool) -> Card? {
    if let index = cards.firstIndex(where: fits) { return cards.remove(at: index) }
    var pass = all
    random.shuffle(&pass)
    guard let index = pass.firstIndex(where: fits) else { return nil }
    let card = pass.remove(at: index)
    cards += pass
    return card
  }
}
