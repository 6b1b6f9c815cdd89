/// What `conjugar deck` was asked for.
struct DeckOptions: Equatable, Sendable {
  /// The verbs and cells: the filters a quiz takes too.
  var filter = CellFilter()
  /// `--vos` or `--no-vos`; nil means the saved setting.
  var vos: Bool?
  var style = DeckStyle.basic
  /// `-o FILE`; nil: standard output.
  var output: String?
  /// The Anki deck (`--deck`); `::` separates subdecks.
  var deck = "Conjugar"

  var selection: Selection { filter.selection }
  var irregularOnly: Bool { filter.irregularOnly }
}
