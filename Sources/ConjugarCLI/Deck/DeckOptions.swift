/// What `conjugar deck` was asked for.
struct DeckOptions: Equatable, Sendable {
  /// Where verbs come from, in command-line order.
  enum Source: Equatable, Sendable {
    case verbs(VerbSource)
    /// `--top N`: the N most common verbs.
    case top(Int)
  }

  var sources: [Source] = []
  var selection = Selection()
  /// `--vos` or `--no-vos`; nil means the saved setting.
  var vos: Bool?
  /// `--irregular`: irregular cells only.
  var irregularOnly = false
  var style = DeckStyle.basic
  /// The Anki deck (`--deck`); `::` separates subdecks.
  var deck = "Conjugar"
}
