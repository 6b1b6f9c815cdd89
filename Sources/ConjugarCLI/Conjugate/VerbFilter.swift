/// Narrows the bundled verbs for `--list-verbs` and `--all`: `--model NAME`, `--irregular`.
struct VerbFilter: Equatable, Sendable {
  var model: String?
  var irregularOnly = false
  /// `--list-verbs PREFIX...`: verbs that begin like one of these, accents and case aside.
  var prefixes: [String] = []

  var isEmpty: Bool { model == nil && !irregularOnly }
}
